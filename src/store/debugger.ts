import type { Agent } from '../client/agent.js';
import { breakpointUri, type SourceLine } from '../protocol/debugger.js';
import type { StackEntry } from '../protocol/debugger-documents.js';
import type { BreakpointBook, BreakpointView } from '../debug/breakpoints.js';
import type { DebugSession, ListenTimeout, Position, StepType, Variable } from '../debug/session.js';
import type { ObjectRef } from './backend.js';
import type { SourceRow } from './source-lines.js';
import type { SliceContext } from './types.js';
import type { ViewSection } from './wire.js';

/**
 * Pane 6: breakpoints toggled on the source pane's current line (kept per system and user, as the CLI keeps
 * them), a listener polling in the background while there are breakpoints, and on a hit the stopped
 * program: the source around the current line, the stack, a variables tree, the step keys, terminate.
 */

export type DebuggerPhase = 'idle' | 'listening' | 'stopped' | 'stepping';

export interface VariableRow {
  variable: Variable;
  depth: number;
  expanded: boolean;
}

interface DebuggerData {
  phase: DebuggerPhase;
  message: string;
  breakpoints: BreakpointView[];
  position: Position | null;
  stack: StackEntry[];
  variables: VariableRow[];
  cursor: number;
}

export interface DebuggerSlice {
  debugger: DebuggerData & {
    /** Reads the breakpoint list kept for this system and user; listens when there is one. */
    load(): Promise<void>;
    /** Sets or removes the breakpoint at the source pane's current line. */
    toggleAtCursor(): Promise<void>;
    toggle(target: SourceLine): Promise<void>;
    step(type: StepType): Promise<void>;
    /** Asks, then aborts the program. */
    terminate(): void;
    /** Deletes every breakpoint, then lets the program run on. */
    detach(): Promise<void>;
    /**
     * Quits the deck; with a program stopped for it, asks first: continue (breakpoints deleted, the program
     * runs to its end), terminate (aborted, breakpoints deleted), or stay.
     */
    quitAsking(): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last'): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Expands or collapses the variable at the cursor (structures, tables, references, objects). */
    toggleVariable(): Promise<void>;
  };
}

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

export function isExpandable(variable: Variable): boolean {
  return ['structure', 'table', 'dataref', 'objectref'].includes(variable.metaType) && !/^\{[AO]:initial\}$/.test(variable.value) && !(variable.metaType === 'table' && variable.tableLines === 0);
}

/** Seconds one listener poll waits (the spec's client timeout); the loop polls again until stopped. */
const POLL_SECONDS = 30;
const RETRY_MILLIS = 5000;

export function createDebuggerSlice({ get, patch }: SliceContext): DebuggerSlice {
  let book: BreakpointBook | undefined;
  let session: DebugSession | undefined;
  let listenTimeout: typeof ListenTimeout | undefined;
  let listening = false;

  const tools = async (): Promise<{ book: BreakpointBook; session: DebugSession } | undefined> => {
    if (book && session) return { book, session };
    if (get().connection.refuse('debug')) return undefined;
    const agent = await get().connection.call('debugger', async (backend) => backend.agent);
    if (!agent) return undefined;
    const [{ BreakpointBook }, { DebugStateStore }, { DebugSession, ListenTimeout }] = await Promise.all([
      import('../debug/breakpoints.js'),
      import('../debug/state.js'),
      import('../debug/session.js'),
    ]);
    book = new BreakpointBook(agent as Agent, DebugStateStore.for((agent as Agent).connection, process.env));
    session = new DebugSession(book.api, { contextLines: 12 });
    listenTimeout = ListenTimeout;
    return { book, session };
  };

  const showStop = async (current: DebugSession) => {
    const [position, stack, variables] = await Promise.all([current.position(), current.stack(), current.variables()]);
    patch('debugger', {
      phase: 'stopped',
      position,
      stack,
      variables: variables.map((variable) => ({ variable, depth: 0, expanded: false })),
      cursor: 0,
      message: `stopped at ${position.include} line ${position.line} (${position.event})`,
    });
  };

  const listen = async () => {
    // one listener at a time, and none while a program is stopped for us
    if (listening || session?.isAttached) return;
    const found = await tools();
    if (!found) return;
    if (listening || found.session.isAttached) return;
    listening = true;
    patch('debugger', { phase: 'listening', message: 'listening for a breakpoint of your runs…' });
    while (listening && get().debugger.breakpoints.length > 0) {
      try {
        const hit = await found.session.waitForHit(POLL_SECONDS, {
          onConflict: (message) => patch('debugger', { message: `${message}; retrying` }),
        });
        await found.session.attach(hit.debuggeeId);
        found.session.startKeepalive();
        listening = false;
        await showStop(found.session);
        get().ui.open('debugger');
        get().connection.notify(`breakpoint reached: ${hit.include} line ${hit.line}`);
        return;
      } catch (error) {
        if (listenTimeout && error instanceof listenTimeout) continue;
        patch('debugger', { message: `listener: ${error instanceof Error ? error.message : String(error)}` });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MILLIS));
      }
    }
    listening = false;
    if (get().debugger.phase === 'listening') patch('debugger', { phase: 'idle', message: 'no breakpoints: b on a source line sets one' });
  };

  const afterRelease = (message: string) => {
    patch('debugger', { phase: 'idle', position: null, stack: [], variables: [], cursor: 0, message });
    get().connection.notify(message);
    void listen();
  };

  const setCursor = (cursor: number) => {
    const count = get().debugger.variables.length;
    patch('debugger', { cursor: Math.max(0, Math.min(count - 1, cursor)) });
  };

  return {
    debugger: {
      phase: 'idle',
      message: 'no breakpoints: b on a source line sets one',
      breakpoints: [],
      position: null,
      stack: [],
      variables: [],
      cursor: 0,

      async load() {
        const found = await tools();
        if (!found) return;
        const list = await get().connection.call('breakpoints', async () => (await found.book.list()).breakpoints);
        if (!list) return;
        patch('debugger', { breakpoints: list });
        if (list.length > 0) void listen();
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
        const found = await tools();
        if (!found) return;
        const uri = breakpointUri(found.book.api.agent.connection.adtPath, target);
        const existing = get().debugger.breakpoints.find((bp) => bp.uri === uri);
        if (existing) {
          await get().connection.call('delete breakpoint', () => found.book.delete(existing.id || existing.position));
          patch('debugger', (d) => ({ breakpoints: d.breakpoints.filter((bp) => bp !== existing) }));
          get().connection.notify(`breakpoint removed: ${existing.position}`);
          return;
        }
        const result = await get().connection.call('set breakpoint', () => found.book.add([target]));
        if (!result) return;
        if (result.rejected.length > 0) {
          get().connection.notify(`${result.rejected[0]!.position}: ${result.rejected[0]!.error}`, 'error');
          return;
        }
        patch('debugger', (d) => ({ breakpoints: [...d.breakpoints, ...result.breakpoints] }));
        get().connection.notify(`breakpoint set: ${result.breakpoints.map((bp) => bp.position).join(', ')}`);
        void listen();
      },

      async step(type) {
        const current = session;
        if (!current?.isAttached || get().debugger.phase !== 'stopped') return;
        patch('debugger', { phase: 'stepping' });
        const stepped = await get().connection.call(`step ${type}`, () => current.step(type));
        if (!stepped) {
          patch('debugger', { phase: current.isAttached ? 'stopped' : 'idle' });
          return;
        }
        if (!stepped.position) {
          afterRelease(stepped.ended ? 'the program has ended' : 'continued: the program runs on');
          return;
        }
        await showStop(current);
      },

      terminate() {
        const current = session;
        if (!current?.isAttached) return;
        get().ui.ask('Terminate the program?', 'The run is aborted: nothing it has not committed is kept.', () => {
          void (async () => {
            await get().connection.call('terminate', () => current.terminate());
            afterRelease('the program was terminated');
          })();
        });
      },

      async detach() {
        const current = session;
        const found = await tools();
        if (!current?.isAttached || !found) return;
        await get().connection.call('detach', () => current.detach(async () => void (await found.book.deleteAll())));
        patch('debugger', { breakpoints: [] });
        afterRelease('detached: breakpoints deleted, the program runs to its end');
      },

      quitAsking() {
        const current = session;
        if (!current?.isAttached) return get().ui.quit();
        const release = async (how: 'continue' | 'terminate') => {
          const found = await tools();
          if (!found) return;
          const deleteAll = async () => void (await found.book.deleteAll());
          const done = await get().connection.call(how === 'continue' ? 'continue and quit' : 'terminate and quit', async () => {
            if (how === 'continue') await current.detach(deleteAll);
            else {
              await current.terminate();
              await deleteAll();
            }
            return true;
          });
          if (done) get().ui.quit();
        };
        get().ui.choose('A program is stopped in the debugger. Quit?', 'Its breakpoints are deleted either way; Esc stays in the deck.', [
          { key: 'c', label: 'continue', description: 'continue: breakpoints deleted, the program runs to its end, then quit', action: () => void release('continue') },
          { key: 't', label: 'terminate', description: 'terminate: the program is aborted, breakpoints deleted, then quit', action: () => void release('terminate') },
        ]);
      },

      move(delta) {
        setCursor(get().debugger.cursor + delta);
      },
      moveTo(position) {
        setCursor(position === 'first' ? 0 : get().debugger.variables.length - 1);
      },
      page(direction, fraction = 1) {
        setCursor(get().debugger.cursor + direction * Math.max(1, Math.floor(10 * fraction)));
      },

      async toggleVariable() {
        const current = session;
        const { variables, cursor } = get().debugger;
        const row = variables[cursor];
        if (!current || !row || !isExpandable(row.variable)) return;
        if (row.expanded) {
          let end = cursor + 1;
          while (end < variables.length && variables[end]!.depth > row.depth) end++;
          patch('debugger', { variables: [...variables.slice(0, cursor), { ...row, expanded: false }, ...variables.slice(end)] });
          return;
        }
        const expanded = await get().connection.call(`expand ${row.variable.name}`, () => current.expand(row.variable.id));
        if (!expanded) return;
        const children = expanded.children.map((variable) => ({ variable, depth: row.depth + 1, expanded: false }));
        const latest = get().debugger.variables;
        patch('debugger', { variables: [...latest.slice(0, cursor), { ...row, expanded: true }, ...children, ...latest.slice(cursor + 1)] });
      },
    },
  };
}
