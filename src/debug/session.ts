/**
 * The client side of one debug session: listen until a breakpoint is hit (406: another listener, retried
 * after 2 seconds), attach, step, read the position with the source lines around it, the stack and the
 * variables, and terminate or detach. Used by the REPL, the background process and the TUI; it prints nothing.
 */
import { DebuggerCallError, type DebuggerApi } from '../client/debugger.js';
import { breakpointUri, parseSourceUri, stepMethods, type SourceLine } from '../protocol/debugger.js';
import type { DebugState, DebugVariable, StackEntry, WatchpointEntry } from '../protocol/debugger-documents.js';
import type { Position, SourceRow, Variable } from '../protocol/debug-session.js';

export const sessionDefaults = {
  /** Seconds one listener poll waits on the system. */
  pollSeconds: 30,
  /** Wait after a 406 before listening again. */
  conflictRetryMillis: 2000,
  /** getStack keeps the session's affinity (gateways drop it after about 60 s idle). */
  keepaliveMillis: 30_000,
  /** Source lines shown before and after the position. */
  contextLines: 5,
} as const;

export type StepType = keyof typeof stepMethods;

/** The stop's position and variables as the daemon's socket carries them: one schema each (src/protocol/debug-session.ts). */
export type { Position, SourceRow, Variable };

export interface HitInfo {
  debuggeeId: string;
  program: string;
  include: string;
  line: number;
  uri: string;
}

export class ListenTimeout extends Error {
  constructor(seconds: number) {
    super(`No breakpoint was reached within ${seconds} seconds`);
  }
}

function sleep(millis: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, millis);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

export function toVariable(variable: DebugVariable): Variable {
  const lines = Number(variable.TABLE_LINES);
  return {
    id: variable.ID,
    name: variable.NAME || variable.ID,
    type: variable.DECLARED_TYPE_NAME || variable.TECHNICAL_TYPE,
    metaType: variable.META_TYPE,
    value: variable.VALUE,
    ...(variable.META_TYPE === 'table' ? { tableLines: Number.isFinite(lines) ? lines : 0 } : {}),
    ...(variable.IS_VALUE_CHANGED === 'X' ? { changed: true } : {}),
  };
}

export class DebugSession {
  /** The debuggee stopped for this session, once attached. */
  debuggeeId: string | undefined;
  debugSessionId: string | undefined;
  private keepalive: NodeJS.Timeout | undefined;
  private readonly sources = new Map<string, string[]>();
  private variableCache: DebugVariable[] | undefined;
  /** The frame the variables are read from (0: the top; a step goes back to it). */
  frameIndex = 0;

  constructor(
    readonly api: DebuggerApi,
    private readonly options: { pollSeconds?: number; conflictRetryMillis?: number; keepaliveMillis?: number; contextLines?: number } = {},
  ) {}

  /**
   * Polls the listener until a breakpoint is hit or `timeoutSeconds` pass (then ListenTimeout). `onListening`
   * is told once, when no other listener holds the user (asked before the first poll, and after a conflict
   * until it is gone); `onConflict` on each conflict (asked or a 406 of the poll; retried after 2 s).
   */
  async waitForHit(timeoutSeconds: number, hooks: { onListening?: () => void; onConflict?: (message: string) => void; signal?: AbortSignal } = {}): Promise<HitInfo> {
    const deadline = Date.now() + timeoutSeconds * 1000;
    const pollSeconds = this.options.pollSeconds ?? sessionDefaults.pollSeconds;
    let announced = false;
    while (!hooks.signal?.aborted) {
      const remaining = Math.ceil((deadline - Date.now()) / 1000);
      if (remaining <= 0) break;
      if (!announced) {
        const conflict = await this.api.listenerConflict();
        if (conflict !== undefined) {
          hooks.onConflict?.(conflict);
          await sleep(Math.min(this.options.conflictRetryMillis ?? sessionDefaults.conflictRetryMillis, Math.max(0, deadline - Date.now())), hooks.signal);
          continue;
        }
        announced = true;
        hooks.onListening?.();
      }
      const answer = await this.api.listen(Math.min(pollSeconds, remaining));
      if (answer.kind === 'hit') {
        const d = answer.debuggee;
        return { debuggeeId: d.DEBUGGEE_ID, program: d['PRG_CURR'] ?? '', include: d['INCL_CURR'] ?? '', line: Number(d['LINE_CURR'] ?? 0), uri: d['URI'] ?? '' };
      }
      if (answer.kind === 'conflict') {
        hooks.onConflict?.(answer.message);
        await sleep(Math.min(this.options.conflictRetryMillis ?? sessionDefaults.conflictRetryMillis, Math.max(0, deadline - Date.now())), hooks.signal);
      }
    }
    throw new ListenTimeout(timeoutSeconds);
  }

  async attach(debuggeeId: string): Promise<DebugState> {
    const state = await this.api.attach(debuggeeId);
    this.debuggeeId = debuggeeId;
    this.debugSessionId = state.debugSessionId;
    this.variableCache = undefined;
    return state;
  }

  /**
   * One step, continue included: the new position, or none with `ended` when the program ended first (as
   * ADT, the system answers debuggeeEnded). A system that lets the debuggee go on at a continue (no position,
   * not ended) leaves the caller to listen for its next stop.
   */
  async step(type: StepType): Promise<{ state?: DebugState; position?: Position; ended?: boolean }> {
    return this.stepped(type === 'continue', () => this.api.step(stepMethods[type]));
  }

  /**
   * Run to a line (stepRunToLine: the program runs until it reaches it, or a breakpoint first) or jump to it
   * (stepJumpToLine: the next statement executed is that line's, nothing between runs), in the top frame's source.
   */
  async toLine(how: 'run' | 'jump', line: number): Promise<{ state?: DebugState; position?: Position; ended?: boolean }> {
    if (!Number.isInteger(line) || line < 1) throw new Error(`'${line}' is not a line number`);
    const top = (await this.api.stack())[0];
    const source = top ? parseSourceUri(top.uri, this.api.agent.connection.adtPath) : undefined;
    if (!source) throw new Error('The current position has no source to go to a line of');
    const uri = breakpointUri(this.api.agent.connection.adtPath, { ...source, line });
    return this.stepped(false, () => this.api.stepToLine(how === 'run' ? 'stepRunToLine' : 'stepJumpToLine', uri));
  }

  /** Selects frame `index` of the stack (0: the top) for the variables read next; its position. */
  async selectFrame(index: number): Promise<{ entry: StackEntry; position: Position }> {
    const stack = await this.api.stack();
    const entry = stack[index];
    if (!Number.isInteger(index) || !entry) throw new Error(`No frame #${index}: the stack has ${stack.length} (#0 is the top)`);
    await this.api.goToStack(entry);
    this.frameIndex = index;
    this.variableCache = undefined;
    return { entry, position: await this.positionOf(entry) };
  }

  /** A watchpoint on a variable of the selected frame (a path as for expand), optionally with a condition. */
  async watch(path: string, condition?: string): Promise<WatchpointEntry> {
    return this.api.insertWatchpoint(path.toUpperCase().trim(), condition?.trim() || undefined);
  }

  /** The watchpoints of this debug session. */
  async watchpoints(): Promise<WatchpointEntry[]> {
    return this.api.watchpoints();
  }

  async unwatch(id: string): Promise<void> {
    await this.api.deleteWatchpoint(id);
  }

  /** Sets a simple variable (a path as for expand) from text converted by its type; the value it now holds. */
  async setValue(path: string, value: string): Promise<{ variable: string; value: string }> {
    const target = await this.resolve(path);
    const now = await this.api.setVariableValue(target.ID, value);
    this.variableCache = undefined;
    return { variable: target.ID, value: now };
  }

  private async stepped(continuing: boolean, send: () => Promise<DebugState>): Promise<{ state?: DebugState; position?: Position; ended?: boolean }> {
    this.variableCache = undefined;
    this.frameIndex = 0;
    let state: DebugState;
    try {
      state = await send();
    } catch (error) {
      if (!(error instanceof DebuggerCallError) || !error.isDebuggeeEnded) throw error;
      this.detached();
      return { ended: true };
    }
    if (!state.isSteppingPossible) {
      this.detached();
      return { state, ended: !continuing };
    }
    return { state, position: await this.position() };
  }

  /** Where the debuggee stands, with the source lines around it. */
  async position(): Promise<Position> {
    const stack = await this.api.stack();
    const top = stack[0];
    if (!top) throw new Error('The debuggee has no ABAP stack');
    return this.positionOf(top);
  }

  async stack(): Promise<StackEntry[]> {
    return this.api.stack();
  }

  /** The variables of the current frame (parameters, locals, ME, SY …). */
  async variables(): Promise<Variable[]> {
    this.variableCache ??= await this.api.frameVariables();
    return this.variableCache.map(toVariable);
  }

  /**
   * The children of a variable given by a path: `LS_X`, `LT_X[2]`, `LO_X->ATTR`, `LR_X->*`, `LS_X-COMP`.
   * The path is resolved one step at a time from the frame's variables, as a client of a real system must.
   */
  async expand(path: string): Promise<{ variable: Variable; children: Variable[] }> {
    const target = await this.resolve(path);
    const children = await this.api.children(target);
    return { variable: toVariable(target), children: children.map(toVariable) };
  }

  /** One variable by its path (LV_X, LS_X-COMP, LO_X->ATTR, LT_X[2]), read in the current frame. */
  async variable(path: string): Promise<Variable> {
    return toVariable(await this.resolve(path));
  }

  async terminate(): Promise<DebugState> {
    this.stopKeepalive();
    const state = await this.api.terminate();
    this.detached();
    return state;
  }

  /** Lets the program run on: deletes the breakpoints first (through `deleteBreakpoints`), then exactly one continue. */
  async detach(deleteBreakpoints: () => Promise<void>): Promise<void> {
    this.stopKeepalive();
    await deleteBreakpoints();
    try {
      // a continue answers at the next stop (a breakpoint of another of the user's tools) or fails when the
      // program ends (debuggeeEnded)
      for (let stops = 0; stops < 100; stops++) if (!(await this.api.step('stepContinue')).isSteppingPossible) break;
    } catch (error) {
      if (!(error instanceof DebuggerCallError) || !error.isDebuggeeEnded) throw error;
    }
    this.detached();
  }

  /**
   * The debugger goes away (the deck quits): a stopped program is let go by ending the session it is attached
   * in, waiting for the system at most `timeoutMillis`; nothing to do when none is.
   */
  async leave(timeoutMillis: number): Promise<void> {
    this.stopKeepalive();
    if (!this.isAttached) return;
    try {
      await this.api.logoff(timeoutMillis);
    } finally {
      this.detached();
    }
  }

  startKeepalive(onError?: (error: unknown) => void): void {
    this.stopKeepalive();
    this.keepalive = setInterval(() => {
      this.api.stack().catch((error: unknown) => onError?.(error));
    }, this.options.keepaliveMillis ?? sessionDefaults.keepaliveMillis);
    this.keepalive.unref();
  }

  stopKeepalive(): void {
    clearInterval(this.keepalive);
    this.keepalive = undefined;
  }

  get isAttached(): boolean {
    return this.debuggeeId !== undefined;
  }

  async positionOf(entry: StackEntry): Promise<Position> {
    const source = parseSourceUri(entry.uri, this.api.agent.connection.adtPath);
    return {
      program: entry.programName,
      include: entry.includeName,
      line: entry.line,
      event: entry.eventName ? `${entry.eventType} ${entry.eventName}`.trim() : entry.eventType,
      uri: entry.uri,
      ...(source ? { source } : {}),
      lines: source ? await this.sourceAround(entry.uri, source.line) : [],
    };
  }

  private detached(): void {
    this.stopKeepalive();
    this.debuggeeId = undefined;
    this.debugSessionId = undefined;
    this.variableCache = undefined;
  }

  private async sourceAround(uri: string, line: number): Promise<SourceRow[]> {
    const path = uri.split('#')[0]!;
    let lines = this.sources.get(path);
    if (!lines) {
      try {
        lines = (await this.api.source(path)).split('\n');
      } catch {
        lines = [];
      }
      this.sources.set(path, lines);
    }
    const context = this.options.contextLines ?? sessionDefaults.contextLines;
    const rows: SourceRow[] = [];
    for (let n = Math.max(1, line - context); n <= Math.min(lines.length, line + context); n++) rows.push({ line: n, text: lines[n - 1] ?? '', current: n === line });
    return rows;
  }

  private async resolve(path: string): Promise<DebugVariable> {
    const steps = path.trim().toUpperCase().match(/^[^-[\]>]+|\[\d+\]|->\*|->[^-[\]>]+|-[^-[\]>]+/g);
    if (!steps || steps.join('') !== path.trim().toUpperCase()) throw new Error(`'${path}' is not a variable path (NAME, NAME-COMP, NAME[n], NAME->ATTR, NAME->*)`);
    const frame = this.variableCache ?? (this.variableCache = await this.api.frameVariables());
    let current = frame.find((v) => v.ID === steps[0] || v.NAME === steps[0]);
    if (!current) throw new Error(`Variable '${steps[0]}' not found. Use 'v' to list the variables.`);
    let id = current.ID;
    for (const step of steps.slice(1)) {
      id += step;
      const children = await this.api.children(current);
      const next = children.find((child) => child.ID === id);
      if (!next) throw new Error(`'${id}' not found below ${current.ID}`);
      current = next;
    }
    return current;
  }
}
