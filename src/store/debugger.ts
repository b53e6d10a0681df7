import type { Agent } from '../client/agent.js';
import { breakpointUri, type SourceLine } from '../protocol/debugger.js';
import type { ReachedBreakpoint, StackEntry, WatchpointEntry } from '../protocol/debugger-documents.js';
import type { BreakpointBook, BreakpointView } from '../debug/breakpoints.js';
import { notableReached } from '../debug/daemon-protocol.js';
import { renderReached } from '../debug/render.js';

/** A breakpoint as the debugger pane lists it (screens read the store only). */
export type { BreakpointView } from '../debug/breakpoints.js';
/** A watchpoint of the stopped program as the breakpoint list shows it (after the breakpoints). */
export type WatchpointView = WatchpointEntry;
import type { DebugSession, ListenTimeout, Position, StepType, Variable } from '../debug/session.js';
import type { ReplayCursor } from '../debug/recording.js';
import { tableGrid } from './debugger-table.js';
import type { ObjectRef } from './backend.js';
import type { SourceRow } from './source-lines.js';
import type { SliceContext } from './types.js';
import type { ViewSection } from './wire.js';

/**
 * Pane 6: breakpoints toggled on the source pane's current line (kept per system and user, as the CLI keeps
 * them), a listener polling in the background while there are breakpoints, and on a hit the stopped
 * program: the source around the current line, the stack, a variables tree, the step keys, terminate.
 */

/** What stopped a recorded stop besides a line (watchpoints, exceptions), for the replay's status line. */
function recordedNotes(reached: Parameters<typeof renderReached>[0]): string {
  return renderReached(reached).trim().split('\n').join(' · ');
}

export type DebuggerPhase = 'idle' | 'listening' | 'stopped' | 'stepping' | 'replay';

/** The part of the pane the cursor keys move in (h and l go from one to the next). */
export type DebuggerSection = 'variables' | 'stack' | 'breakpoints' | 'watches';
export const debuggerSections: readonly DebuggerSection[] = ['variables', 'stack', 'breakpoints', 'watches'];

/** A watched variable (a path as x takes it), read again at each stop. */
export interface WatchRow {
  path: string;
  variable?: Variable;
  /** Differs from its value at the previous stop. */
  changed?: boolean;
  error?: string;
}

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
  section: DebuggerSection;
  stackCursor: number;
  /** The frame whose variables are shown (0: the top). */
  frame: number;
  /** In the breakpoints section: the breakpoints, then the watchpoints (their rows follow the breakpoints' rows). */
  breakpointCursor: number;
  /** The stopped program's watchpoints (they live as long as its debug session), read again at each stop. */
  watchpoints: WatchpointView[];
  watches: WatchRow[];
  watchCursor: number;
  /** A recording walked (debug record's file): where it stands. */
  replay: { file: string; index: number; count: number } | null;
}

export interface DebuggerSlice {
  debugger: DebuggerData & {
    /** Reads the breakpoint list kept for this system and user; listens when there is one. */
    load(): Promise<void>;
    /** Sets or removes the breakpoint at the source pane's current line. */
    toggleAtCursor(): Promise<void>;
    toggle(target: SourceLine): Promise<void>;
    step(type: StepType): Promise<void>;
    /** Opens the input for the line to run to (R) or jump to (J), the stop's line filled in. */
    promptToLine(how: 'run' | 'jump'): void;
    /** Runs to a line of the stop's source, or jumps there (nothing between runs). */
    toLine(how: 'run' | 'jump', text: string): Promise<void>;
    /** Asks, then aborts the program. */
    terminate(): void;
    /** Deletes every breakpoint, then lets the program run on. */
    detach(): Promise<void>;
    /**
     * Quits the deck; with a program stopped for it, asks first: continue (breakpoints deleted, the program
     * runs to its end), terminate (aborted, breakpoints deleted), or stay.
     */
    quitAsking(): void;
    /**
     * The deck is going away (quit, Ctrl+C): no more listening, and a program stopped for it is let go (its
     * session ends, so the system lets the program run on), waiting for the system at most `timeoutMillis`.
     */
    leave(timeoutMillis: number): Promise<void>;
    move(delta: number): void;
    moveTo(position: 'first' | 'last'): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Expands or collapses the variable at the cursor (structures, tables, references, objects). */
    toggleVariable(): Promise<void>;
    /** Moves between the sections (variables, stack, breakpoints, watches). */
    nextSection(delta: 1 | -1): void;
    focusSection(section: DebuggerSection): void;
    /** Enter in a section: expand a variable, select a frame, enable or disable a breakpoint. */
    activate(): Promise<void>;
    /** Reads the variables of the frame at the stack cursor. */
    selectFrame(index?: number): Promise<void>;
    toggleBreakpointEnabled(): Promise<void>;
    /** x: deletes the breakpoint, the watchpoint or the watch at the cursor. */
    deleteAtCursor(): Promise<void>;
    /** Opens the input for the condition of the breakpoint at the cursor. */
    editCondition(): void;
    setCondition(condition: string): Promise<void>;
    /** Opens the input for a new value of the variable at the cursor (=), its value filled in. */
    editValue(): void;
    /**
     * Gives the variable the input was opened for the text as its new value: the system converts it by the
     * variable's type (or refuses it), and the row shows the value it now holds.
     */
    setValue(text: string): Promise<void>;
    /** Opens the input for a variable to watch. */
    addWatch(): void;
    /** Opens the input for an exception breakpoint's class (E). */
    promptException(): void;
    addException(exceptionClass: string): Promise<void>;
    /** Opens the input for a watchpoint of the stopped program (W): the system stops after each change. */
    promptWatchpoint(): void;
    /** `<variable> [<condition>]`. */
    addWatchpoint(text: string): Promise<void>;
    watch(path: string): Promise<void>;
    /** The rows of the internal table at the cursor in the preview grid. */
    openTable(): Promise<void>;
    /** Walks a recording (debug record's file) with no system: forward and back. */
    startReplay(file: string): void;
    replayStep(delta: 1 | -1): void;
    endReplay(): void;
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
  // ends the wait of the poll in flight (with a DELETE of the listener, its answer)
  let listenAbort: AbortController | undefined;
  // the deck is going away: no new poll, no new attach
  let quitting = false;
  // the variable the value input (=) was opened for
  let valueTarget: Variable | undefined;

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

  const readWatches = async (current: DebugSession, previous: readonly WatchRow[]): Promise<WatchRow[]> => {
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
  };

  /** Why a stop is where it is, beyond its line: a watchpoint's change (name, old → new), an exception raised. */
  const stopReason = (reached: readonly ReachedBreakpoint[] | undefined): string =>
    (notableReached(reached) ?? [])
      .map((bp) =>
        bp.kind === 'watchpoint' ? `watchpoint ${bp.id}: ${bp.variableName ?? ''} '${bp.oldValue ?? ''}' → '${bp.newValue ?? ''}'` : `exception ${bp.exceptionClass ?? ''}`,
      )
      .join(' · ');

  const showStop = async (current: DebugSession, reached?: readonly ReachedBreakpoint[]) => {
    const [position, stack, variables, watchpoints] = await Promise.all([
      current.position(),
      current.stack(),
      current.variables(),
      get().debugger.watchpoints.length > 0 ? current.watchpoints() : [],
    ]);
    const watches = await readWatches(current, get().debugger.watches);
    patch('debugger', {
      phase: 'stopped',
      watchpoints,
      position,
      stack,
      variables: variables.map((variable) => ({ variable, depth: 0, expanded: false })),
      cursor: 0,
      frame: 0,
      stackCursor: 0,
      watches,
      // the reason first: the line is cut at the pane's width
      message: [stopReason(reached), `stopped at ${position.include} line ${position.line} (${position.event})`].filter(Boolean).join(' · '),
    });
  };

  // the recording walked, while there is one
  let replayCursor: ReplayCursor | undefined;
  const showRecordedStop = () => {
    if (!replayCursor) return;
    const stop = replayCursor.stop;
    patch('debugger', {
      phase: 'replay',
      position: stop.position,
      stack: stop.stack,
      variables: (stop.variables ?? []).map((variable) => ({ variable, depth: 0, expanded: false })),
      cursor: 0,
      frame: 0,
      stackCursor: 0,
      replay: { file: get().debugger.replay?.file ?? '', index: replayCursor.index, count: replayCursor.count },
      // what stopped the recorded program comes first: the pane is narrow beside the tree
      message: [recordedNotes(stop.reached), `replay: stop ${replayCursor.index + 1} of ${replayCursor.count}${stop.variables ? '' : ' (variables not read here while recording)'}`].filter(Boolean).join(' · '),
    });
  };

  const cursorKey = (section: DebuggerSection) =>
    section === 'variables' ? 'cursor' : section === 'stack' ? 'stackCursor' : section === 'breakpoints' ? 'breakpointCursor' : 'watchCursor';
  const sectionLength = (section: DebuggerSection) => {
    const d = get().debugger;
    return section === 'variables' ? d.variables.length : section === 'stack' ? d.stack.length : section === 'breakpoints' ? d.breakpoints.length + d.watchpoints.length : d.watches.length;
  };

  // a stop of another run of the user reported while one is stopped for us: attached once that one is let go
  let pendingHit: Awaited<ReturnType<DebugSession['waitForHit']>> | undefined;

  const attachTo = async (current: DebugSession, hit: NonNullable<typeof pendingHit>) => {
    await current.attach(hit.debuggeeId);
    current.startKeepalive();
    await showAttached(current, hit);
  };

  /** The stop just attached to, on screen. */
  const showAttached = async (current: DebugSession, hit: NonNullable<typeof pendingHit>) => {
    // a run of the user stopped: it takes the pane from a replay
    if (replayCursor) {
      replayCursor = undefined;
      patch('debugger', { replay: null });
    }
    await showStop(current);
    get().ui.open('debugger');
    get().connection.notify(`breakpoint reached: ${hit.include} line ${hit.line}`);
  };

  /**
   * Polls the listener while there are breakpoints, and on while a program is stopped for us: the system sees
   * the deck there (a deck that goes away without a word, killed or cut off, drops its poll and the system lets
   * the program go). A hit while a program is stopped waits until that one is let go.
   */
  const listen = async () => {
    if (listening || quitting) return;
    const found = await tools();
    if (!found) return;
    if (listening || quitting) return;
    listening = true;
    listenAbort = new AbortController();
    const signal = listenAbort.signal;
    // a replay keeps the pane; the listener goes on behind it
    if (!replayCursor && !found.session.isAttached) patch('debugger', { phase: 'listening', message: 'listening for a breakpoint of your runs…' });
    while (!signal.aborted && !pendingHit && (get().debugger.breakpoints.length > 0 || found.session.isAttached)) {
      try {
        const hit = await found.session.waitForHit(POLL_SECONDS, {
          onConflict: (message) => void (!replayCursor && patch('debugger', { message: `${message}; retrying` })),
          signal,
        });
        if (signal.aborted) break;
        if (found.session.isAttached) {
          pendingHit = hit;
          get().connection.notify(`another run stopped at ${hit.include} line ${hit.line}: shown once this one goes on`);
          break;
        }
        await found.session.attach(hit.debuggeeId);
        found.session.startKeepalive();
        // shown while the next poll already waits: the system sees the deck there from the first moment
        void get().connection.call('debugger', () => showAttached(found.session, hit));
      } catch (error) {
        if (listenTimeout && error instanceof listenTimeout) continue;
        if (signal.aborted) break;
        patch('debugger', { message: `listener: ${error instanceof Error ? error.message : String(error)}` });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MILLIS).unref());
      }
    }
    if (listenAbort?.signal === signal) {
      listening = false;
      listenAbort = undefined;
    }
    if (get().debugger.phase === 'listening') patch('debugger', { phase: 'idle', message: 'no breakpoints: b on a source line sets one' });
  };

  /** Ends the listener (nothing left to listen for, or the deck goes away): the poll in flight answers at once. */
  const stopListening = async (timeoutMillis?: number) => {
    if (!listening) return;
    listening = false;
    listenAbort?.abort();
    listenAbort = undefined;
    await book?.api.stopListener(timeoutMillis).catch(() => undefined);
  };

  const afterRelease = (message: string) => {
    // a watchpoint ends with the debug session it was set in
    patch('debugger', (d) => ({ phase: 'idle' as const, position: null, stack: [], variables: [], cursor: 0, watchpoints: [], breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, d.breakpoints.length - 1)), message }));
    get().connection.notify(message);
    const waiting = pendingHit;
    pendingHit = undefined;
    if (waiting && session && !quitting) void get().connection.call('attach', () => attachTo(session!, waiting)).then(() => listen());
    else if (get().debugger.breakpoints.length === 0) void stopListening();
    else void listen();
  };

  /** What a step (or a run or jump to a line) ended in: a new stop, the program's end, or a refusal (it stands). */
  const afterStep = async (current: DebugSession, stepped: Awaited<ReturnType<DebugSession['step']>> | undefined) => {
    if (!stepped) {
      patch('debugger', { phase: current.isAttached ? 'stopped' : 'idle' });
      return;
    }
    if (!stepped.position) {
      afterRelease(stepped.ended ? 'the program has ended' : 'continued: the program runs on');
      return;
    }
    await showStop(current, stepped.state?.reachedBreakpoints);
    const notes = renderReached(notableReached(stepped.state?.reachedBreakpoints)).trim();
    if (notes) get().connection.notify(notes.split('\n').join(' · '));
  };

  const setCursor = (cursor: number) => {
    const section = get().debugger.section;
    const count = sectionLength(section);
    patch('debugger', { [cursorKey(section)]: Math.max(0, Math.min(count - 1, cursor)) } as Partial<DebuggerData>);
  };
  const currentCursor = () => get().debugger[cursorKey(get().debugger.section)];

  const reloadBreakpoints = async (found: { book: BreakpointBook }) => {
    const list = await get().connection.call('breakpoints', async () => (await found.book.list()).breakpoints);
    if (list) patch('debugger', (d) => ({ breakpoints: list, breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, list.length + d.watchpoints.length - 1)) }));
  };
  /** The watchpoints as the debug session has them now (after one was set or deleted). */
  const reloadWatchpoints = async (current: DebugSession) => {
    const list = await get().connection.call('watchpoints', () => current.watchpoints());
    if (list) patch('debugger', (d) => ({ watchpoints: list, breakpointCursor: Math.max(0, Math.min(d.breakpointCursor, d.breakpoints.length + list.length - 1)) }));
  };
  /** The watchpoint at the breakpoints section's cursor (its rows follow the breakpoints). */
  const watchpointAtCursor = (): WatchpointView | undefined => {
    const d = get().debugger;
    return d.section === 'breakpoints' ? d.watchpoints[d.breakpointCursor - d.breakpoints.length] : undefined;
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
      section: 'variables',
      stackCursor: 0,
      frame: 0,
      breakpointCursor: 0,
      watchpoints: [],
      watches: [],
      watchCursor: 0,
      replay: null,

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
        if (get().debugger.phase === 'replay') return get().debugger.replayStep(1);
        const current = session;
        if (!current?.isAttached || get().debugger.phase !== 'stopped') return;
        patch('debugger', { phase: 'stepping' });
        await afterStep(current, await get().connection.call(`step ${type}`, () => current.step(type)));
      },

      promptToLine(how) {
        const d = get().debugger;
        if (d.phase !== 'stopped' || !d.position) {
          get().connection.notify(`${how === 'run' ? 'run to line' : 'jump to line'}: no program is stopped`, 'error');
          return;
        }
        get().ui.openPrompt(how === 'run' ? 'debugRunTo' : 'debugJump', String(d.position.source?.line ?? d.position.line));
      },

      async toLine(how, text) {
        const line = Number(text.trim());
        const current = session;
        if (!current?.isAttached || get().debugger.phase !== 'stopped') return;
        if (!Number.isInteger(line) || line < 1) {
          get().connection.notify(`'${text.trim()}' is not a line number`, 'error');
          return;
        }
        patch('debugger', { phase: 'stepping' });
        await afterStep(current, await get().connection.call(how === 'run' ? `run to line ${line}` : `jump to line ${line}`, () => current.toLine(how, line)));
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
          if (!done) return;
          quitting = true;
          await stopListening();
          get().ui.quit();
        };
        get().ui.choose('A program is stopped in the debugger. Quit?', 'Its breakpoints are deleted either way; Esc stays in the deck.', [
          { key: 'c', label: 'continue', description: 'continue: breakpoints deleted, the program runs to its end, then quit', action: () => void release('continue') },
          { key: 't', label: 'terminate', description: 'terminate: the program is aborted, breakpoints deleted, then quit', action: () => void release('terminate') },
        ]);
      },

      async leave(timeoutMillis) {
        quitting = true;
        pendingHit = undefined;
        await Promise.all([stopListening(timeoutMillis), session?.leave(timeoutMillis).catch(() => undefined)]);
      },

      move(delta) {
        setCursor(currentCursor() + delta);
      },
      moveTo(position) {
        setCursor(position === 'first' ? 0 : sectionLength(get().debugger.section) - 1);
      },
      page(direction, fraction = 1) {
        setCursor(currentCursor() + direction * Math.max(1, Math.floor(10 * fraction)));
      },

      nextSection(delta) {
        const index = debuggerSections.indexOf(get().debugger.section);
        get().debugger.focusSection(debuggerSections[(index + delta + debuggerSections.length) % debuggerSections.length]!);
      },
      focusSection(section) {
        patch('debugger', { section });
      },

      async activate() {
        const section = get().debugger.section;
        if (section === 'variables') return get().debugger.toggleVariable();
        if (section === 'stack') return get().debugger.selectFrame();
        if (section === 'breakpoints') return get().debugger.toggleBreakpointEnabled();
      },

      async selectFrame(index = get().debugger.stackCursor) {
        const d = get().debugger;
        if (d.phase === 'replay') {
          get().connection.notify('a recording keeps the variables of the top frame only');
          return;
        }
        const current = session;
        if (!current?.isAttached || d.phase !== 'stopped') return;
        const selected = await get().connection.call(`frame ${index}`, async () => {
          const { position } = await current.selectFrame(index);
          return { position, variables: await current.variables() };
        });
        if (!selected) return;
        patch('debugger', {
          frame: index,
          stackCursor: index,
          position: selected.position,
          variables: selected.variables.map((variable) => ({ variable, depth: 0, expanded: false })),
          cursor: 0,
          message: `frame #${index}: ${selected.position.event} (${selected.position.include} line ${selected.position.line}); a step goes on from the top`,
        });
      },

      async toggleBreakpointEnabled() {
        const watchpoint = watchpointAtCursor();
        if (watchpoint) {
          get().connection.notify(`watchpoint ${watchpoint.id} is not disabled, only deleted (x)`, 'error');
          return;
        }
        const found = await tools();
        const bp = get().debugger.breakpoints[get().debugger.breakpointCursor];
        if (!found || !bp) return;
        const changed = await get().connection.call(bp.enabled ? 'disable breakpoint' : 'enable breakpoint', () => found.book.setEnabled(bp.uri, !bp.enabled));
        await reloadBreakpoints(found);
        if (changed) get().connection.notify(`breakpoint ${changed.enabled ? 'enabled' : 'disabled'}: ${changed.position}`);
        if (changed?.enabled) void listen();
      },

      async deleteAtCursor() {
        const d = get().debugger;
        if (d.section === 'watches') {
          const row = d.watches[d.watchCursor];
          if (!row) return;
          patch('debugger', { watches: d.watches.filter((w) => w !== row), watchCursor: Math.max(0, Math.min(d.watchCursor, d.watches.length - 2)) });
          get().connection.notify(`watch removed: ${row.path}`);
          return;
        }
        if (d.section !== 'breakpoints') {
          get().connection.notify('x deletes in the breakpoints or watches section (h and l move between sections)', 'error');
          return;
        }
        const watchpoint = watchpointAtCursor();
        if (watchpoint) {
          const current = session;
          if (!current?.isAttached) return;
          const deleted = await get().connection.call('delete watchpoint', async () => (await current.unwatch(watchpoint.id), true));
          await reloadWatchpoints(current);
          if (deleted) get().connection.notify(`watchpoint ${watchpoint.id} deleted: ${watchpoint.variableName}`);
          return;
        }
        const found = await tools();
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
        const found = await tools();
        const bp = get().debugger.breakpoints[get().debugger.breakpointCursor];
        if (!found || !bp) return;
        const result = await get().connection.call('breakpoint condition', () => found.book.setCondition(bp.uri, condition));
        await reloadBreakpoints(found);
        if (result?.error) get().connection.notify(`${bp.position}: ${result.error}`, 'error');
        else if (result?.breakpoint) get().connection.notify(result.breakpoint.condition ? `${result.breakpoint.position} stops if ${result.breakpoint.condition}` : `${result.breakpoint.position} stops always`);
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
        const current = session;
        if (!target || !current?.isAttached || get().debugger.phase !== 'stopped') return;
        const set = await get().connection.call(`set ${target.name}`, () => current.setValue(target.id, text));
        if (!set) return;
        // the row keeps its place (and what is expanded around it); the value is the one the variable holds now
        patch('debugger', (d) => ({ variables: d.variables.map((row) => (row.variable.id === target.id ? { ...row, variable: { ...row.variable, value: set.value, changed: true } } : row)) }));
        const converted = set.value !== text ? ` (converted from '${text}' by its type ${target.type})` : '';
        get().connection.notify(`${target.name} = '${set.value}'${converted}`);
      },

      addWatch() {
        get().ui.openPrompt('debugWatch', '');
      },

      promptException() {
        get().ui.openPrompt('exceptionBreakpoint', '');
      },

      async addException(exceptionClass) {
        const name = exceptionClass.trim();
        const found = name ? await tools() : undefined;
        if (!found) return;
        const result = await get().connection.call('exception breakpoint', () => found.book.addExceptions([name]));
        if (!result) return;
        if (result.rejected.length > 0) {
          get().connection.notify(`${result.rejected[0]!.position}: ${result.rejected[0]!.error}`, 'error');
          return;
        }
        await reloadBreakpoints(found);
        get().connection.notify(`breakpoint set: ${result.breakpoints.map((bp) => bp.position).join(', ')}`);
        void listen();
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
        const current = session;
        if (!variable || !current?.isAttached) return;
        const watchpoint = await get().connection.call('watchpoint', () => current.watch(variable, condition.join(' ') || undefined));
        if (watchpoint) patch('debugger', (d) => ({ watchpoints: [...d.watchpoints.filter((wp) => wp.id !== watchpoint.id), watchpoint] }));
        if (watchpoint) get().connection.notify(`watchpoint ${watchpoint.id}: ${watchpoint.variableName} = '${watchpoint.currentValue}'${watchpoint.condition ? ` if ${watchpoint.condition}` : ''}`);
      },

      async watch(path) {
        const trimmed = path.trim().toUpperCase();
        if (!trimmed) return;
        if (get().debugger.watches.some((w) => w.path === trimmed)) return;
        const row: WatchRow = { path: trimmed };
        const current = session;
        const rows = current?.isAttached && get().debugger.phase === 'stopped' ? await readWatches(current, [row]) : [row];
        patch('debugger', (d) => ({ watches: [...d.watches, ...rows], section: 'watches' as const, watchCursor: d.watches.length }));
      },

      async openTable() {
        const d = get().debugger;
        const row = d.variables[d.cursor];
        if (d.section !== 'variables' || !row || row.variable.metaType !== 'table') {
          get().connection.notify('p shows an internal table in the preview grid: put the cursor on one in the variables', 'error');
          return;
        }
        const current = session;
        let rows: Variable[] = [];
        let components: Array<{ variable: Variable; children: Variable[] }> = [];
        if (d.phase === 'replay') {
          const recorded = replayCursor?.expansion(row.variable.id);
          if (!recorded) {
            get().connection.notify(`${row.variable.name} was not expanded at this stop while recording`, 'error');
            return;
          }
          rows = recorded.children;
          components = rows.map((variable) => ({ variable, children: replayCursor?.expansion(variable.id)?.children ?? [] }));
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

      startReplay(file) {
        void (async () => {
          const { loadRecording, ReplayCursor, RecordingError } = await import('../debug/recording.js');
          try {
            replayCursor = new ReplayCursor(loadRecording(file));
          } catch (error) {
            get().connection.notify(error instanceof RecordingError ? error.message : String(error), 'error');
            return;
          }
          patch('debugger', { replay: { file, index: 0, count: replayCursor.count }, section: 'variables' });
          showRecordedStop();
          get().ui.open('debugger');
        })();
      },

      replayStep(delta) {
        if (!replayCursor) return;
        const moved = delta > 0 ? replayCursor.forward() : replayCursor.back();
        if (!moved) {
          get().connection.notify(delta > 0 ? `the recording ends here (stop ${replayCursor.count})` : 'this is the first recorded stop', 'error');
          return;
        }
        showRecordedStop();
      },

      endReplay() {
        if (!replayCursor) return;
        replayCursor = undefined;
        patch('debugger', { phase: listening ? 'listening' : 'idle', replay: null, position: null, stack: [], variables: [], cursor: 0, message: 'the replay ended' });
        if (get().debugger.breakpoints.length > 0) void listen();
      },

      async toggleVariable() {
        const current = session;
        const { variables, cursor, phase } = get().debugger;
        const row = variables[cursor];
        if ((!current && phase !== 'replay') || !row || !isExpandable(row.variable)) return;
        if (row.expanded) {
          let end = cursor + 1;
          while (end < variables.length && variables[end]!.depth > row.depth) end++;
          patch('debugger', { variables: [...variables.slice(0, cursor), { ...row, expanded: false }, ...variables.slice(end)] });
          return;
        }
        const expanded =
          get().debugger.phase === 'replay'
            ? replayCursor?.expansion(row.variable.id)
            : await get().connection.call(`expand ${row.variable.name}`, () => current!.expand(row.variable.id));
        if (!expanded && get().debugger.phase === 'replay') get().connection.notify(`${row.variable.name} was not expanded at this stop while recording`, 'error');
        if (!expanded) return;
        const children = expanded.children.map((variable) => ({ variable, depth: row.depth + 1, expanded: false }));
        const latest = get().debugger.variables;
        patch('debugger', { variables: [...latest.slice(0, cursor), { ...row, expanded: true }, ...children, ...latest.slice(cursor + 1)] });
      },
    },
  };
}
