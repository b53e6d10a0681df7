/**
 * The variables tree of a stop (or of a recorded stop): expanding and collapsing, the frames of the stack,
 * a new value for a variable, the watches read again at each stop, an internal table in the preview grid.
 */
import type { DebugSession, Variable } from '../../debug/session.js';
import { tableGrid } from '../debugger-table.js';
import type { DebuggerContext } from './context.js';
import type { DebuggerActions, WatchRow } from './model.js';

export function isExpandable(variable: Variable): boolean {
  return ['structure', 'table', 'dataref', 'objectref'].includes(variable.metaType) && !/^\{[AO]:initial\}$/.test(variable.value) && !(variable.metaType === 'table' && variable.tableLines === 0);
}

/** The watches read again in the session (changed: the value differs from the one the row had). */
export async function readWatches(current: Pick<DebugSession, 'variable'>, previous: readonly WatchRow[]): Promise<WatchRow[]> {
  const rows: WatchRow[] = [];
  for (const row of previous) {
    try {
      const variable = await current.variable(row.path);
      rows.push({ path: row.path, variable, ...(row.variable && row.variable.value !== variable.value ? { changed: true } : {}) });
    } catch (error) {
      rows.push({ path: row.path, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return rows;
}

export type VariablesActions = Pick<DebuggerActions, 'toggleVariable' | 'selectFrame' | 'editValue' | 'setValue' | 'addWatch' | 'watch' | 'openTable'>;

export function variablesActions(context: DebuggerContext): VariablesActions {
  const { get, patch } = context;
  // the variable the value input (=) was opened for
  let valueTarget: Variable | undefined;

  return {
    async toggleVariable() {
      const current = context.session();
      const { variables, cursor, phase } = get().debugger;
      const row = variables[cursor];
      if ((!current && phase !== 'replay') || !row || !isExpandable(row.variable)) return;
      if (row.expanded) {
        let end = cursor + 1;
        while (end < variables.length && variables[end]!.depth > row.depth) end++;
        patch({ variables: [...variables.slice(0, cursor), { ...row, expanded: false }, ...variables.slice(end)] });
        return;
      }
      const expanded =
        get().debugger.phase === 'replay'
          ? context.replay?.expansion(row.variable.id)
          : await get().connection.call(`expand ${row.variable.name}`, () => current!.expand(row.variable.id));
      if (!expanded && get().debugger.phase === 'replay') get().connection.notify(`${row.variable.name} was not expanded at this stop while recording`, 'error');
      if (!expanded) return;
      const children = expanded.children.map((variable) => ({ variable, depth: row.depth + 1, expanded: false }));
      const latest = get().debugger.variables;
      patch({ variables: [...latest.slice(0, cursor), { ...row, expanded: true }, ...children, ...latest.slice(cursor + 1)] });
    },

    async selectFrame(index = get().debugger.stackCursor) {
      const d = get().debugger;
      if (d.phase === 'replay') {
        get().connection.notify('a recording keeps the variables of the top frame only');
        return;
      }
      const current = context.session();
      if (!current?.isAttached || d.phase !== 'stopped') return;
      const selected = await get().connection.call(`frame ${index}`, async () => {
        const { position } = await current.selectFrame(index);
        return { position, variables: await current.variables() };
      });
      if (!selected) return;
      patch({
        frame: index,
        stackCursor: index,
        position: selected.position,
        variables: selected.variables.map((variable) => ({ variable, depth: 0, expanded: false })),
        cursor: 0,
        message: `frame #${index}: ${selected.position.event} (${selected.position.include} line ${selected.position.line}); a step goes on from the top`,
      });
    },

    editValue() {
      const d = get().debugger;
      const row = d.variables[d.cursor];
      if (d.phase !== 'stopped' || d.section !== 'variables' || !row) {
        get().connection.notify('= sets the variable at the cursor while a program is stopped (the variables section)', 'error');
        return;
      }
      valueTarget = row.variable;
      get().ui.openPrompt('debugValue', row.variable.value);
    },

    async setValue(text) {
      const target = valueTarget;
      valueTarget = undefined;
      const current = context.session();
      if (!target || !current?.isAttached || get().debugger.phase !== 'stopped') return;
      const set = await get().connection.call(`set ${target.name}`, () => current.setValue(target.id, text));
      if (!set) return;
      // the row keeps its place (and what is expanded around it); the value is the one the variable holds now
      patch((d) => ({ variables: d.variables.map((row) => (row.variable.id === target.id ? { ...row, variable: { ...row.variable, value: set.value, changed: true } } : row)) }));
      const converted = set.value !== text ? ` (converted from '${text}' by its type ${target.type})` : '';
      get().connection.notify(`${target.name} = '${set.value}'${converted}`);
    },

    addWatch() {
      get().ui.openPrompt('debugWatch', '');
    },

    async watch(path) {
      const trimmed = path.trim().toUpperCase();
      if (!trimmed) return;
      if (get().debugger.watches.some((w) => w.path === trimmed)) return;
      const row: WatchRow = { path: trimmed };
      const current = context.session();
      const rows = current?.isAttached && get().debugger.phase === 'stopped' ? await readWatches(current, [row]) : [row];
      patch((d) => ({ watches: [...d.watches, ...rows], section: 'watches' as const, watchCursor: d.watches.length }));
    },

    async openTable() {
      const d = get().debugger;
      const row = d.variables[d.cursor];
      if (d.section !== 'variables' || !row || row.variable.metaType !== 'table') {
        get().connection.notify('p shows an internal table in the preview grid: put the cursor on one in the variables', 'error');
        return;
      }
      const current = context.session();
      let rows: Variable[] = [];
      let components: Array<{ variable: Variable; children: Variable[] }> = [];
      if (d.phase === 'replay') {
        const recorded = context.replay?.expansion(row.variable.id);
        if (!recorded) {
          get().connection.notify(`${row.variable.name} was not expanded at this stop while recording`, 'error');
          return;
        }
        rows = recorded.children;
        components = rows.map((variable) => ({ variable, children: context.replay?.expansion(variable.id)?.children ?? [] }));
      } else {
        if (!current?.isAttached) return;
        const read = await get().connection.call(`rows of ${row.variable.name}`, async () => {
          const table = await current.expand(row.variable.id);
          const withComponents = [];
          for (const line of table.children) withComponents.push({ variable: line, children: ['structure'].includes(line.metaType) ? (await current.expand(line.id)).children : [] });
          return withComponents;
        });
        if (!read) return;
        components = read;
      }
      await get().preview.showStatic(`${row.variable.name}`, tableGrid(components));
      get().ui.open('preview');
    },
  };
}
