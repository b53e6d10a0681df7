/**
 * Editing the breakpoint list: breakpoints toggled on the source pane's current line (kept per system and
 * user, as the CLI keeps them), exception breakpoints, enabling, conditions, deleting; the watchpoints of the
 * stopped program, listed after the breakpoints; and the watches' rows (x deletes those too).
 */
import { breakpointUri, type SourceLine } from '../../protocol/debugger.js';
import type { DebugSession } from '../../debug/session.js';
import type { ObjectRef } from '../backend.js';
import type { SourceRow } from '../source-lines.js';
import type { ViewSection } from '../wire.js';
import type { DebuggerContext, DebugTools } from './context.js';
import type { Listener } from './listener.js';
import type { DebuggerActions, WatchpointView } from './model.js';

/** Where a breakpoint on a source pane row goes: the class main line (G), an include's line, a program line. */
export function breakpointTargetOf(object: ObjectRef | null, row: SourceRow | undefined, section: ViewSection | undefined): SourceLine | undefined {
  if (!object || !row || row.kind !== 'code') return undefined;
  const name = object.name.toUpperCase();
  if (object.type === 'CLAS') {
    if (row.global !== undefined) return { kind: 'class', name, line: row.global };
    const file = section?.file;
    if ((file === 'testclasses' || file === 'locals_imp' || file === 'locals_def') && row.local !== undefined) return { kind: 'class', name, include: file, line: row.local };
    return undefined;
  }
  if (object.type === 'PROG' && row.local !== undefined) return { kind: 'program', name, line: row.local };
  return undefined;
}

export function sameTarget(a: SourceLine, b: SourceLine): boolean {
  return a.kind === b.kind && a.name === b.name && (a.include ?? '') === (b.include ?? '') && a.line === b.line;
}

export type BreakpointActions = Pick<
  DebuggerActions,
  | 'load'
  | 'toggleAtCursor'
  | 'toggle'
  | 'toggleBreakpointEnabled'
  | 'deleteAtCursor'
  | 'editCondition'
  | 'setCondition'
  | 'promptException'
  | 'addException'
  | 'promptWatchpoint'
  | 'addWatchpoint'
>;

export function breakpointActions(context: DebuggerContext, listener: Listener): BreakpointActions {
  const { get, patch } = context;

  const reloadBreakpoints = async (found: Pick<DebugTools, 'book'>) => {
    const list = await get().connection.call('breakpoints', async () => (await found.book.list()).breakpoints);
    if (list) patch((d) => ({ breakpoints: list, breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, list.length + d.watchpoints.length - 1)) }));
  };
  /** The watchpoints as the debug session has them now (after one was set or deleted). */
  const reloadWatchpoints = async (current: DebugSession) => {
    const list = await get().connection.call('watchpoints', () => current.watchpoints());
    if (list) patch((d) => ({ watchpoints: list, breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, d.breakpoints.length + list.length - 1)) }));
  };
  /** The watchpoint at the breakpoints section's cursor (its rows follow the breakpoints). */
  const watchpointAtCursor = (): WatchpointView | undefined => {
    const d = get().debugger;
    return d.section === 'breakpoints' ? d.watchpoints[d.breakpointCursor - d.breakpoints.length] : undefined;
  };

  return {
    async load() {
      const found = await context.tools();
      if (!found) return;
      const list = await get().connection.call('breakpoints', async () => (await found.book.list()).breakpoints);
      if (!list) return;
      patch({ breakpoints: list });
      if (list.length > 0) void listener.listen();
    },

    async toggleAtCursor() {
      const source = get().source;
      const row = source.view?.rows[source.cursor];
      const section = row ? source.result?.sections?.[row.section] : undefined;
      const target = breakpointTargetOf(source.object, row, section);
      if (!target) {
        get().connection.notify('no breakpoint here: only lines of ABAP sources of classes and programs', 'error');
        return;
      }
      await get().debugger.toggle(target);
    },

    async toggle(target) {
      const found = await context.tools();
      if (!found) return;
      const uri = breakpointUri(found.book.api.agent.connection.adtPath, target);
      const existing = get().debugger.breakpoints.find((bp) => bp.uri === uri);
      if (existing) {
        await get().connection.call('delete breakpoint', () => found.book.delete(existing.id || existing.position));
        patch((d) => ({ breakpoints: d.breakpoints.filter((bp) => bp !== existing) }));
        get().connection.notify(`breakpoint removed: ${existing.position}`);
        return;
      }
      const result = await get().connection.call('set breakpoint', () => found.book.add([target]));
      if (!result) return;
      if (result.rejected.length > 0) {
        get().connection.notify(`${result.rejected[0]!.position}: ${result.rejected[0]!.error}`, 'error');
        return;
      }
      patch((d) => ({ breakpoints: [...d.breakpoints, ...result.breakpoints] }));
      get().connection.notify(`breakpoint set: ${result.breakpoints.map((bp) => bp.position).join(', ')}`);
      void listener.listen();
    },

    async toggleBreakpointEnabled() {
      const watchpoint = watchpointAtCursor();
      if (watchpoint) {
        get().connection.notify(`watchpoint ${watchpoint.id} is not disabled, only deleted (x)`, 'error');
        return;
      }
      const found = await context.tools();
      const bp = get().debugger.breakpoints[get().debugger.breakpointCursor];
      if (!found || !bp) return;
      const changed = await get().connection.call(bp.enabled ? 'disable breakpoint' : 'enable breakpoint', () => found.book.setEnabled(bp.uri, !bp.enabled));
      await reloadBreakpoints(found);
      if (changed) get().connection.notify(`breakpoint ${changed.enabled ? 'enabled' : 'disabled'}: ${changed.position}`);
      if (changed?.enabled) void listener.listen();
    },

    async deleteAtCursor() {
      const d = get().debugger;
      if (d.section === 'watches') {
        const row = d.watches[d.watchCursor];
        if (!row) return;
        patch({ watches: d.watches.filter((w) => w !== row), watchCursor: Math.max(0, Math.min(d.watchCursor, d.watches.length - 2)) });
        get().connection.notify(`watch removed: ${row.path}`);
        return;
      }
      if (d.section !== 'breakpoints') {
        get().connection.notify('x deletes in the breakpoints or watches section (h and l move between sections)', 'error');
        return;
      }
      const watchpoint = watchpointAtCursor();
      if (watchpoint) {
        const current = context.session();
        if (!current?.isAttached) return;
        const deleted = await get().connection.call('delete watchpoint', async () => (await current.unwatch(watchpoint.id), true));
        await reloadWatchpoints(current);
        if (deleted) get().connection.notify(`watchpoint ${watchpoint.id} deleted: ${watchpoint.variableName}`);
        return;
      }
      const found = await context.tools();
      const bp = d.breakpoints[d.breakpointCursor];
      if (!found || !bp) return;
      await get().connection.call('delete breakpoint', () => found.book.delete(bp.id || bp.position));
      await reloadBreakpoints(found);
      get().connection.notify(`breakpoint removed: ${bp.position}`);
    },

    editCondition() {
      const d = get().debugger;
      const bp = d.breakpoints[d.breakpointCursor];
      if (d.section === 'breakpoints' && watchpointAtCursor()) {
        get().connection.notify('a watchpoint keeps the condition it was set with: x deletes it, W sets it again', 'error');
        return;
      }
      if (d.section !== 'breakpoints' || !bp) {
        get().connection.notify('e edits the condition of the breakpoint at the cursor (the breakpoints section: h and l)', 'error');
        return;
      }
      get().ui.openPrompt('breakpointCondition', bp.condition ?? '');
    },

    async setCondition(condition) {
      const found = await context.tools();
      const bp = get().debugger.breakpoints[get().debugger.breakpointCursor];
      if (!found || !bp) return;
      const result = await get().connection.call('breakpoint condition', () => found.book.setCondition(bp.uri, condition));
      await reloadBreakpoints(found);
      if (result?.error) get().connection.notify(`${bp.position}: ${result.error}`, 'error');
      else if (result?.breakpoint) get().connection.notify(result.breakpoint.condition ? `${result.breakpoint.position} stops if ${result.breakpoint.condition}` : `${result.breakpoint.position} stops always`);
    },

    promptException() {
      get().ui.openPrompt('exceptionBreakpoint', '');
    },

    async addException(exceptionClass) {
      const name = exceptionClass.trim();
      const found = name ? await context.tools() : undefined;
      if (!found) return;
      const result = await get().connection.call('exception breakpoint', () => found.book.addExceptions([name]));
      if (!result) return;
      if (result.rejected.length > 0) {
        get().connection.notify(`${result.rejected[0]!.position}: ${result.rejected[0]!.error}`, 'error');
        return;
      }
      await reloadBreakpoints(found);
      get().connection.notify(`breakpoint set: ${result.breakpoints.map((bp) => bp.position).join(', ')}`);
      void listener.listen();
    },

    promptWatchpoint() {
      if (get().debugger.phase !== 'stopped') {
        get().connection.notify('a watchpoint is set while the program is stopped (on a variable of the frame shown)', 'error');
        return;
      }
      get().ui.openPrompt('debugWatchpoint', '');
    },

    async addWatchpoint(text) {
      const [variable, ...condition] = text.trim().split(/\s+/);
      const current = context.session();
      if (!variable || !current?.isAttached) return;
      const watchpoint = await get().connection.call('watchpoint', () => current.watch(variable, condition.join(' ') || undefined));
      if (watchpoint) patch((d) => ({ watchpoints: [...d.watchpoints.filter((wp) => wp.id !== watchpoint.id), watchpoint] }));
      if (watchpoint) get().connection.notify(`watchpoint ${watchpoint.id}: ${watchpoint.variableName} = '${watchpoint.currentValue}'${watchpoint.condition ? ` if ${watchpoint.condition}` : ''}`);
    },
  };
}
