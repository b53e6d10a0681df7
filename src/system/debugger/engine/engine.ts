/**
 * The debugger of the embedded system. It knows nothing of HTTP: the developer API's routes translate
 * requests into these calls.
 *
 * - Breakpoints are registered per user and terminal; before a run reaches a work process, the breakpoints
 *   of the run's user are armed in that process's inspector agent (so they fire only for that user's runs).
 * - When the agent reports a stop, the run's clock is paused and a debuggee is created and handed to the
 *   user's listener (a long poll; one per user, whichever terminal set the breakpoint); with no listener
 *   within a grace period the run goes on without breakpoints. A second listener is a conflict unless it
 *   takes over; a terminal that listened and gave way loses its breakpoints.
 * - An attached debuggee steps in ABAP statements, shows its stack and variables, continues (answered at
 *   its next breakpoint, or 'ended' when the run ends first, as ADT's debuggeeEnded), detaches (released:
 *   it may stop again, as a new debuggee) or is terminated (the run is aborted, no dump).
 * - A stopped debuggee nobody touches for the idle time (30 minutes) is released; one whose debugger went away
 *   is released at once: its terminal's listener poll was dropped by the client (a killed process, a lost
 *   connection) and the terminal did not listen again within a few seconds.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DebugVariable, VariableHierarchy, ReachedBreakpoint, StackEntry, WatchpointEntry, Debuggee as DebuggeeDocument } from '../../../protocol/debugger-documents.js';
import { breakpointUri, debuggerMessages, parseObjectUri, parseSourceUri, sameObject, type StepMethod } from '../../../protocol/debugger.js';
import type { Execution, Generation, Manifest, RunContext, WorkProcess } from '../../execution/index.js';
import type { AgentEvent, AgentRequest, CompiledCondition, StepKind, StopPosition } from '../agent-protocol.js';
import { AgentConnection } from './agent-connection.js';
import { armRequest, BreakpointRegistry, exceptionBreakpointId, type Breakpoint, type BreakpointScope, type RegistrationStore } from './breakpoints.js';
import { checkExceptionClass } from './exception-classes.js';
import { compileCondition } from './breakpoint-conditions.js';
import { SourcePositions } from './source-positions.js';
import { StopView } from './stop-view.js';
import { debuggerLimits, type DebuggerLimits } from '../limits.js';
import { JUMP_REFUSALS } from '../../execution/transpile/jump-format.js';

export interface DebuggerOptions {
  /** {dev_api_base}, for the URIs of breakpoints and stack entries (default /sap/bc/adt). */
  adtPath?: string;
  /** How long a stopped run waits for a listener of its user before it goes on (default 10 s). */
  listenerGraceMillis?: number;
  /** A stopped debuggee without any request for this long is released (default 30 minutes). */
  idleReleaseMillis?: number;
  /**
   * A terminal whose listener poll was dropped by its client (not answered, not ended by a takeover or a DELETE)
   * and that does not listen again within this time is gone: its stopped debuggees are released (default 3 s).
   */
  listenerGoneMillis?: number;
  sid: string;
  host: string;
  /** Keeps the users' breakpoints beyond the process (the system's database); without it they live in memory. */
  breakpointStore?: RegistrationStore;
  /** Bounds on breakpoints and conditions (limits.ts; tests lower them). */
  limits?: Partial<DebuggerLimits>;
  /**
   * Reads conditions into their trees, in order (the service: on a check worker, so a long condition does not
   * hold the event loop); default: here, one after the other.
   */
  compileConditions?: (texts: string[], maxCharacters: number) => Promise<CompiledCondition[]>;
}

export const debuggerDefaults = {
  adtPath: '/sap/bc/adt',
  listenerGraceMillis: 10_000,
  idleReleaseMillis: 30 * 60_000,
  listenerGoneMillis: 3000,
  compileConditions: async (texts: string[], maxCharacters: number) => texts.map((text) => compileCondition(text, maxCharacters)),
} as const;

export type DebuggerErrorReason = 'no-session' | 'not-found' | 'conflict' | 'not-stopped' | 'forbidden' | 'invalid' | 'ended';

/** A refused debugger operation; the routes turn the reason into a status. */
export class DebuggerError extends Error {
  constructor(
    readonly reason: DebuggerErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export interface Caller {
  client: string;
  user: string;
}

export interface BreakpointInput {
  kind: string;
  clientId: string;
  uri: string;
  /** kind 'exception': the exception class (the breakpoint has no URI). */
  exceptionClass?: string;
  /** Passes that do not stop before the first that does (per run). */
  skipCount?: number;
  /** An ABAP logical expression; the breakpoint stops only where it holds (or where it cannot be evaluated). */
  condition?: string;
}

/** An accepted breakpoint answers its id and the URI of the line it stops at; a refused one only why (as ADT). */
export type BreakpointResult = { kind: string; clientId: string; exceptionClass?: string } & ({ id: string; uri: string } | { errorMessage: string });

/** full: the list is the terminal's whole list; partial: it replaces the breakpoints of one object only. */
export interface BreakpointSync {
  mode: 'full' | 'partial';
  objectUri?: string;
}

export interface ListenerParams {
  terminalId: string;
  ideId: string;
  timeoutMillis: number;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /** Replace the user's waiting listener instead of answering a conflict (checkConflict=false). */
  takeover?: boolean;
  /** Answer this poll with a conflict notification when another terminal takes the user's listener over. */
  notifyOnConflict?: boolean;
}

/** conflict: another listener of the user waits; displaced: this listener was taken over by another terminal. */
export type ListenOutcome =
  | { kind: 'hit'; debuggee: DebuggeeDocument }
  | { kind: 'timeout' }
  | { kind: 'conflict'; user: string }
  | { kind: 'displaced'; user: string };

type DebuggeeState = 'waiting' | 'delivered' | 'attached' | 'stepping' | 'released' | 'ended';

interface Debuggee {
  id: string;
  process: WorkProcess;
  client: string;
  user: string;
  terminalId: string;
  ideId: string;
  stop: StopPosition;
  state: DebuggeeState;
  debugSessionId?: string;
  lastUsed: number;
  idleTimer?: NodeJS.Timeout;
  graceTimer?: NodeJS.Timeout;
  /** One operation at a time. */
  queue: Promise<unknown>;
  /** Watchpoints set while attached (ADT's are bound to the debug session), by id. */
  watchpoints: Map<string, Watchpoint>;
  nextWatchpoint: number;
}

/**
 * A watchpoint of an attached debuggee, as the watchpoints resource answers it: the variable, its condition,
 * where it lives, the value when set and then after its last change, the value before that change ('' until it
 * changed), and how many stops it caused.
 */
export type Watchpoint = WatchpointEntry;

interface Listener {
  client: string;
  user: string;
  terminalId: string;
  ideId: string;
  notifyOnConflict: boolean;
  deliver(debuggee: Debuggee): void;
  stop(outcome: ListenOutcome): void;
}

/** The state of an attached debuggee as the step and attach answers show it. */
export interface DebugSessionState {
  debugSessionId: string;
  processId: number;
  serverName: string;
  isSteppingPossible: boolean;
  isTerminationPossible: boolean;
  isDebuggeeChanged: boolean;
  reachedBreakpoints: ReachedBreakpoint[];
  /** The debuggee's id while it is stopped (for the session to keep). */
  debuggeeId: string;
  /** Whether the session stays attached (false after continue, end or terminate). */
  attached: boolean;
}

/** Steps to a line of a source (abap-adt-api's debuggerStep with a target uri). */
export type LineStepMethod = 'stepRunToLine' | 'stepJumpToLine';

const stepKinds: Record<StepMethod, StepKind> = { stepOver: 'over', stepInto: 'into', stepReturn: 'out', stepContinue: 'continue' };

/** A reached breakpoint as attach and step answer it; one whose condition could not be evaluated says so (as ADT). */
function reachedBreakpoint(id: string, stop: StopPosition): DebugSessionState['reachedBreakpoints'][number] {
  const unresolved = stop.unresolved?.find((u) => u.id === id);
  const unresolvable = unresolved ? { unresolvableCondition: unresolved.message, unresolvableConditionErrorOffset: unresolved.offset } : {};
  if (stop.exception) return { id, kind: 'exception', exceptionClass: stop.exception.className, exceptionText: stop.exception.text, ...unresolvable };
  return { id, kind: 'line', ...unresolvable };
}

function newId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function abapTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export class DebuggerEngine {
  readonly breakpoints: BreakpointRegistry;
  private readonly connections = new Map<WorkProcess, AgentConnection>();
  private readonly armed = new Map<WorkProcess, number>();
  private readonly disarmedRuns = new Set<WorkProcess>();
  private readonly debuggees = new Map<string, Debuggee>();
  private readonly listeners = new Map<string, Listener>();
  /** Terminals (per client and user) whose listener has polled since they last registered breakpoints. */
  private readonly listenedTerminals = new Map<string, Set<string>>();
  /** Terminals whose listener poll was dropped by the client, until they listen again (key: client, user, terminal). */
  private readonly droppedTerminals = new Map<string, NodeJS.Timeout>();
  /** Terminals found gone: a debuggee of theirs that stops again (a step that was running) is released. */
  private readonly goneTerminals = new Set<string>();
  private readonly positionsByGeneration = new Map<number, SourcePositions>();
  /** What clients read at the current stop of each debuggee (stop-view.ts). */
  private readonly views = new WeakMap<Debuggee, StopView>();
  private readonly options: Required<Omit<DebuggerOptions, 'breakpointStore' | 'limits'>> & { limits: DebuggerLimits };
  private closed = false;

  constructor(
    private readonly execution: Execution,
    options: DebuggerOptions,
  ) {
    const { breakpointStore, limits, ...rest } = options;
    this.options = { ...debuggerDefaults, ...rest, limits: { ...debuggerLimits, ...limits } };
    this.breakpoints = new BreakpointRegistry(breakpointStore);
    execution.pool.beforeRun((process, _request, context) => this.beforeRun(process, context));
    execution.pool.on('process-ready', (process: WorkProcess) => this.connect(process));
    execution.pool.on('process-ended', (process: WorkProcess) => this.disconnect(process));
  }

  get serverName(): string {
    return `${this.options.host}_${this.options.sid}_00`;
  }

  // ------------------------------------------------------------------------------------------ breakpoints

  /**
   * Synchronises a terminal's breakpoints (syncScope full: the list is the whole list; partial with an object
   * reference: it replaces that object's breakpoints only); answers each in order. A line inside a statement
   * is answered with the statement's first line, where the breakpoint stops.
   */
  async setBreakpoints(
    caller: Caller,
    registration: { terminalId: string; ideId: string; debuggingMode: string; scope?: BreakpointScope },
    entries: readonly BreakpointInput[],
    sync: BreakpointSync = { mode: 'full' },
  ): Promise<BreakpointResult[]> {
    const limits = this.options.limits;
    const positions = await this.currentPositions();
    const results: BreakpointResult[] = [];
    // conditions are read together once every entry is checked (on a check worker in the service)
    const conditioned: Array<{ breakpoint: Breakpoint; condition: string }> = [];
    const conditionOf = (entry: BreakpointInput, clientId: string, extra: Partial<BreakpointResult> = {}): string | false | undefined => {
      const condition = entry.condition?.trim() ? entry.condition.trim() : undefined;
      if (condition === undefined || condition.length <= limits.conditionCharacters) return condition;
      results.push({ kind: entry.kind, clientId, ...extra, errorMessage: debuggerMessages.conditionTooLong(condition.length, limits.conditionCharacters) });
      return false;
    };
    const scope = sync.mode === 'partial' && sync.objectUri ? parseObjectUri(sync.objectUri, this.options.adtPath) : undefined;
    const previous = this.breakpoints.of(caller.client, caller.user, registration.terminalId, registration.scope)?.breakpoints ?? [];
    const kept: Breakpoint[] = sync.mode === 'full' ? [] : previous.filter((bp) => bp.exceptionClass !== undefined || !scope || !sameObject(bp.source, scope));
    const keep = (breakpoint: Breakpoint) => {
      const same = kept.findIndex((bp) => bp.id === breakpoint.id);
      if (same >= 0) kept[same] = breakpoint;
      else kept.push(breakpoint);
    };
    for (const entry of entries) {
      if (entry.kind === 'exception' || entry.exceptionClass !== undefined) {
        const checked = checkExceptionClass(positions.generation, entry.exceptionClass ?? '');
        if (!checked.ok) {
          results.push({ kind: entry.kind, clientId: entry.clientId, ...(entry.exceptionClass ? { exceptionClass: entry.exceptionClass } : {}), errorMessage: checked.reason });
          continue;
        }
        const condition = conditionOf(entry, entry.clientId, { exceptionClass: checked.name });
        if (condition === false) continue;
        const id = exceptionBreakpointId(checked.name);
        results.push({ kind: 'exception', clientId: entry.clientId, exceptionClass: checked.name, id, uri: '' });
        const breakpoint: Breakpoint = {
          id, kind: 'exception', clientId: entry.clientId, uri: '', source: { kind: 'class', name: checked.name, line: 0 }, file: '', row: 0, exceptionClass: checked.name,
          skipCount: Math.max(0, Math.trunc(entry.skipCount ?? 0) || 0),
        };
        if (condition) conditioned.push({ breakpoint, condition });
        keep(breakpoint);
        continue;
      }
      const source = parseSourceUri(entry.uri, this.options.adtPath);
      if (!source) {
        results.push({ kind: entry.kind, clientId: entry.clientId, errorMessage: debuggerMessages.unsupportedObject(entry.uri) });
        continue;
      }
      const resolved = positions.resolve(source);
      if (!resolved.ok) {
        results.push({ kind: entry.kind, clientId: entry.clientId, errorMessage: resolved.reason });
        continue;
      }
      const condition = conditionOf(entry, entry.clientId);
      if (condition === false) continue;
      const stopsAt = { ...source, line: resolved.line };
      const uri = breakpointUri(this.options.adtPath, stopsAt);
      results.push({ kind: entry.kind, clientId: entry.clientId, uri, id: resolved.id });
      const breakpoint: Breakpoint = {
        id: resolved.id,
        kind: entry.kind,
        clientId: entry.clientId,
        uri,
        source: stopsAt,
        file: resolved.file,
        row: resolved.row,
        loopHeader: resolved.loopHeader,
        skipCount: Math.max(0, Math.trunc(entry.skipCount ?? 0) || 0),
      };
      if (condition) conditioned.push({ breakpoint, condition });
      keep(breakpoint);
    }
    this.checkUserBounds(caller, registration.terminalId, kept.length);
    if (conditioned.length > 0) {
      // each text once: a document may repeat one condition on many lines
      const texts = [...new Set(conditioned.map((c) => c.condition))];
      const compiled = await this.options.compileConditions(texts, limits.conditionCharacters);
      const byText = new Map(texts.map((text, index) => [text, compiled[index]!]));
      for (const { breakpoint, condition } of conditioned) Object.assign(breakpoint, { condition, compiled: byText.get(condition) });
      // another request of the user may have changed the registrations while the conditions were read
      this.checkUserBounds(caller, registration.terminalId, kept.length);
    }
    this.breakpoints.replace({ client: caller.client, user: caller.user, ...registration, breakpoints: kept });
    this.listenedTerminals.get(`${caller.client}\u0000${caller.user}`)?.delete(registration.terminalId);
    await this.rearmStopped(caller);
    return results;
  }

  /** Refuses a terminal's list that would take its user past the breakpoints or terminals a user may have. */
  private checkUserBounds(caller: Caller, terminalId: string, count: number): void {
    if (count === 0) return;
    const { breakpointsPerUser, terminalsPerUser } = this.options.limits;
    const others = this.breakpoints.ofUser(caller.client, caller.user).filter((r) => r.terminalId !== terminalId);
    if (others.length >= terminalsPerUser) throw new DebuggerError('conflict', debuggerMessages.terminalsPerUser(caller.user, others.length, terminalsPerUser));
    const total = others.reduce((sum, r) => sum + r.breakpoints.length, count);
    if (total > breakpointsPerUser) throw new DebuggerError('conflict', debuggerMessages.breakpointsPerUser(caller.user, total, breakpointsPerUser));
  }

  /** The bounds this engine keeps (limits.ts). */
  get limits(): DebuggerLimits {
    return this.options.limits;
  }

  listBreakpoints(caller: Caller, clientId?: string): Breakpoint[] {
    return this.breakpoints.list(caller.client, caller.user, clientId);
  }

  /** Deletes a breakpoint of one scope (a debug session's copy never takes the user's external breakpoint with it). */
  deleteBreakpoint(caller: Caller, id: string, terminalId?: string, scope: BreakpointScope = 'external'): boolean {
    const deleted = this.breakpoints.delete(caller.client, caller.user, id, terminalId, scope);
    if (deleted) void this.rearmStopped(caller);
    return deleted;
  }

  /** The user's stopped runs take a changed breakpoint list at once (a continue stops only where it is set now). */
  private async rearmStopped(caller: Caller): Promise<void> {
    const processes = new Set([...this.debuggees.values()].filter((d) => d.client === caller.client && d.user === caller.user).map((d) => d.process));
    const request = armRequest(this.withLoopHeaders(this.breakpoints.list(caller.client, caller.user)));
    for (const process of processes) {
      const connection = this.connections.get(process);
      if (!connection || this.disarmedRuns.has(process)) continue;
      await connection.request(request).catch(() => undefined);
      this.armed.set(process, request.breakpoints.length + (request.exceptions?.length ?? 0));
    }
  }

  /** Breakpoints read back from the database learn whether their line is a loop header (it is not kept there). */
  private withLoopHeaders(breakpoints: Breakpoint[], process?: WorkProcess): Breakpoint[] {
    for (const bp of breakpoints) {
      if (bp.loopHeader !== undefined || bp.exceptionClass !== undefined) continue;
      const positions = process ? this.positionsOf(process) : this.execution.build.current ? this.positionsFor(this.execution.build.current) : undefined;
      const resolved = positions?.resolve(bp.source);
      if (resolved) bp.loopHeader = resolved.ok && resolved.loopHeader;
    }
    return breakpoints;
  }

  /** The executable statement rows of a file of the current generation (for clients asking where to stop). */
  async stopRows(file: string): Promise<number[]> {
    return (await this.currentPositions()).stopRows(file);
  }

  // ------------------------------------------------------------------------------------------ listeners

  /**
   * Waits for a stop of one of the user's runs (a long poll). A second listener of the user is a conflict,
   * unless it takes the waiting one over (that one is answered with a conflict notification, or nothing) or
   * comes from the same terminal and IDE (it takes over; the earlier one ends as if its wait timed out).
   * Registering a listener expires the breakpoints of the user's other terminals that listened before and
   * no longer do: a stop goes to the user's listener, whichever terminal's breakpoint it reached.
   */
  listen(caller: Caller, params: ListenerParams): Promise<ListenOutcome> {
    const key = `${caller.client}\u0000${caller.user}`;
    if (this.closed) return Promise.resolve({ kind: 'timeout' });
    const current = this.listeners.get(key);
    if (current) {
      // the same terminal and IDE listening again (a restarted tool, a second REPL of it) takes over, as on ADT
      const sameTool = current.terminalId === params.terminalId && current.ideId === params.ideId;
      if (!params.takeover && !sameTool) return Promise.resolve({ kind: 'conflict', user: caller.user });
      current.stop(current.notifyOnConflict && current.terminalId !== params.terminalId ? { kind: 'displaced', user: caller.user } : { kind: 'timeout' });
    }
    this.expireRegistrations(caller, params.terminalId);
    this.terminalBack(caller, params.terminalId);
    const listened = this.listenedTerminals.get(key) ?? new Set<string>();
    listened.add(params.terminalId);
    this.listenedTerminals.set(key, listened);
    const waiting = [...this.debuggees.values()].find((d) => d.state === 'waiting' && d.client === caller.client && d.user === caller.user);
    if (waiting) {
      waiting.terminalId = params.terminalId;
      waiting.ideId = params.ideId;
      return Promise.resolve({ kind: 'hit', debuggee: this.deliver(waiting) });
    }
    return new Promise((resolve) => {
      const finish = (outcome: ListenOutcome) => {
        clearTimeout(timer);
        params.signal?.removeEventListener('abort', onAbort);
        if (this.listeners.get(key) === listener) this.listeners.delete(key);
        resolve(outcome);
      };
      // the client dropped the poll: its debugger may have gone away
      const onAbort = () => {
        finish({ kind: 'timeout' });
        this.terminalDropped(caller, params.terminalId);
      };
      const listener: Listener = {
        client: caller.client,
        user: caller.user,
        terminalId: params.terminalId,
        ideId: params.ideId,
        notifyOnConflict: params.notifyOnConflict ?? false,
        deliver: (debuggee) => finish({ kind: 'hit', debuggee: this.deliver(debuggee) }),
        stop: (outcome) => finish(outcome),
      };
      const timer = setTimeout(() => finish({ kind: 'timeout' }), Math.max(0, params.timeoutMillis));
      timer.unref();
      params.signal?.addEventListener('abort', onAbort, { once: true });
      this.listeners.set(key, listener);
    });
  }

  /** The user's active listener, if one polls right now. */
  /** Debuggees of the caller stopped at a breakpoint that no listener has taken yet (the TUI's status line counts them). */
  waitingDebuggees(caller: Caller): number {
    return [...this.debuggees.values()].filter((d) => d.state === 'waiting' && d.client === caller.client && d.user === caller.user).length;
  }

  activeListener(caller: Caller): { terminalId: string; ideId: string } | undefined {
    const listener = this.listeners.get(`${caller.client}\u0000${caller.user}`);
    return listener ? { terminalId: listener.terminalId, ideId: listener.ideId } : undefined;
  }

  /**
   * Ends the user's active listener, whichever of the user's terminals asks (as ADT: a tool starting up
   * clears the user's listener before it listens). Asked from another terminal, a listener that wants to
   * be told is answered with a conflict notification; else its poll answers nothing.
   */
  stopListener(caller: Caller, terminalId?: string): void {
    const listener = this.listeners.get(`${caller.client}\u0000${caller.user}`);
    if (!listener) return;
    const displaced = terminalId !== undefined && terminalId !== '' && terminalId !== listener.terminalId && listener.notifyOnConflict;
    listener.stop(displaced ? { kind: 'displaced', user: caller.user } : { kind: 'timeout' });
  }

  /** Drops the breakpoints of the user's terminals (other than the one listening now) that listened before. */
  private expireRegistrations(caller: Caller, listeningTerminal: string): void {
    const listened = this.listenedTerminals.get(`${caller.client}\u0000${caller.user}`);
    if (!listened) return;
    for (const registration of this.breakpoints.ofUser(caller.client, caller.user)) {
      if (registration.terminalId === listeningTerminal || !listened.has(registration.terminalId)) continue;
      const attended = [...this.debuggees.values()].some((d) => d.client === caller.client && d.user === caller.user && d.terminalId === registration.terminalId);
      if (attended) continue;
      this.breakpoints.replace({ ...registration, breakpoints: [] });
      listened.delete(registration.terminalId);
    }
  }

  /**
   * A terminal's listener poll was dropped by its client. Unless the terminal listens again within
   * listenerGoneMillis, its debugger is gone: the debuggees it was handed or attached to are released, and one
   * that is running on (a continue of the gone client) is released at its next stop.
   */
  private terminalDropped(caller: Caller, terminalId: string): void {
    if (this.closed) return;
    const key = `${caller.client}\u0000${caller.user}\u0000${terminalId}`;
    clearTimeout(this.droppedTerminals.get(key));
    const timer = setTimeout(() => {
      this.droppedTerminals.delete(key);
      this.goneTerminals.add(key);
      for (const debuggee of [...this.debuggees.values()]) if (this.isOrphan(debuggee)) void this.release(debuggee.id);
    }, this.options.listenerGoneMillis);
    timer.unref();
    this.droppedTerminals.set(key, timer);
  }

  private terminalBack(caller: Caller, terminalId: string): void {
    const key = `${caller.client}\u0000${caller.user}\u0000${terminalId}`;
    clearTimeout(this.droppedTerminals.get(key));
    this.droppedTerminals.delete(key);
    this.goneTerminals.delete(key);
  }

  /** A debuggee stopped for a terminal whose debugger went away (and not stepping right now). */
  private isOrphan(debuggee: Debuggee): boolean {
    return (debuggee.state === 'attached' || debuggee.state === 'delivered') && this.goneTerminals.has(`${debuggee.client}\u0000${debuggee.user}\u0000${debuggee.terminalId}`);
  }

  // ------------------------------------------------------------------------------------------ attached debuggees

  attach(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee || (debuggee.state !== 'waiting' && debuggee.state !== 'delivered')) {
      if (debuggee && (debuggee.state === 'attached' || debuggee.state === 'stepping')) throw new DebuggerError('conflict', debuggerMessages.debuggeeAttached);
      throw new DebuggerError('not-found', debuggerMessages.debuggeeNotFound(debuggeeId));
    }
    if (debuggee.client !== caller.client || debuggee.user !== caller.user) throw new DebuggerError('forbidden', debuggerMessages.debuggeeNotFound(debuggeeId));
    clearTimeout(debuggee.graceTimer);
    debuggee.state = 'attached';
    debuggee.debugSessionId = newId();
    this.touch(debuggee);
    // a client attaches to read the stop
    this.loadAhead(debuggee, Promise.resolve());
    return Promise.resolve(this.stateOf(debuggee, false));
  }

  /**
   * stepOver, stepInto, stepReturn and stepContinue: answered at the debuggee's next stop (stepContinue:
   * the next breakpoint of the same run). When the run ends first the answer is the 'ended' refusal, as ADT
   * answers debuggeeEnded.
   */
  step(caller: Caller, debuggeeId: string, method: StepMethod | LineStepMethod, targetUri?: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const target = method === 'stepRunToLine' || method === 'stepJumpToLine' ? this.lineTarget(debuggee, targetUri) : undefined;
      const connection = this.connectionOf(debuggee);
      const jump = method === 'stepJumpToLine';
      if (jump) {
        // checked while the program stands: a refused jump leaves it where it is
        const refusal = await connection.request({ op: 'jump', target: target! }).then(
          () => undefined,
          (error: Error) => error.message,
        );
        if (refusal !== undefined) throw new DebuggerError('invalid', jumpRefusalText(refusal));
      }
      const view = this.viewOf(debuggee);
      // a client that read the previous stop reads this one too (ABAP FS, the TUI): the stop's view comes with the answer
      const readBefore = view.reset();
      debuggee.state = 'stepping';
      debuggee.process.clock?.resume();
      const request = { op: 'step', kind: target ? 'continue' : stepKinds[method as StepMethod], ...(target ? { target } : {}), ...(jump ? { jump } : {}), ...(readBefore ? { view: true } : {}) } as const;
      const reply = await connection.request(request).catch(() => undefined);
      if (!reply?.stop || debuggee.process.current === undefined) {
        debuggee.state = 'ended';
        this.forget(debuggee);
        throw new DebuggerError('ended', debuggerMessages.debuggeeEnded);
      }
      debuggee.process.clock?.pause();
      debuggee.state = 'attached';
      debuggee.stop = reply.stop;
      for (const hit of reply.stop.watchpoints ?? []) {
        const watchpoint = debuggee.watchpoints.get(hit.id);
        if (!watchpoint) continue;
        watchpoint.oldValue = hit.oldValue;
        watchpoint.currentValue = hit.newValue;
        watchpoint.hits++;
      }
      if (reply.view) view.taken(reply.view);
      this.touch(debuggee);
      // the client that continued has gone away meanwhile: nobody reads this stop
      if (this.isOrphan(debuggee)) setImmediate(() => void this.release(debuggee.id));
      return this.stateOf(debuggee, false);
    });
  }

  /**
   * Loads a stop's snapshot (stop-view.ts) ahead of the client's reads, once the answer that reported the stop
   * has gone out: the work process computes it while the answer travels and the client asks, and the reads
   * then find it in memory. It takes the next place in the debuggee's line, so the agent still serves one
   * request at a time (a read arriving meanwhile waits for it).
   */
  private loadAhead(debuggee: Debuggee, answered: Promise<unknown>): void {
    void this.serialize(debuggee, async () => {
      await answered;
      // after the answer's own promise callbacks, which write it to the client
      await new Promise((resolve) => setImmediate(resolve));
      if (debuggee.state !== 'attached') return;
      await this.viewOf(debuggee).loadAhead();
    }).catch(() => undefined);
  }

  /**
   * The statement a run to line steps to or a jump to line goes to (an executable statement of the source the
   * URI addresses, in the debuggee's generation).
   */
  private lineTarget(debuggee: Debuggee, targetUri: string | undefined): { file: string; row: number } {
    const source = targetUri ? parseSourceUri(targetUri, this.options.adtPath) : undefined;
    if (!source) throw new DebuggerError('invalid', debuggerMessages.targetLineMissing(targetUri ?? ''));
    const resolved = this.positionsOf(debuggee.process).resolve(source);
    if (!resolved.ok) throw new DebuggerError('invalid', resolved.reason);
    return { file: resolved.file, row: resolved.row };
  }

  /** Lets the attached debuggee go on at once (detach): it may stop again at a breakpoint, as a new debuggee. */
  detach(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      debuggee.state = 'released';
      this.forget(debuggee);
      debuggee.process.clock?.resume();
      if (debuggee.watchpoints.size > 0) await this.connections.get(debuggee.process)?.request({ op: 'unwatch' }).catch(() => undefined);
      await this.connections.get(debuggee.process)?.request({ op: 'continue' }).catch(() => undefined);
      return this.stateOf(debuggee, true);
    });
  }

  /** The ABAP call stack of a stopped debuggee, top of the stack with the highest position. */
  stack(caller: Caller, debuggeeId: string): Promise<StackEntry[]> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const abapFrames = await this.viewOf(debuggee).frames();
      const positions = this.positionsOf(debuggee.process);
      const frames = abapFrames.length > 0 ? abapFrames : [{ module: debuggee.stop.module ?? '', file: debuggee.stop.file, row: debuggee.stop.row, column: 1, jsName: '' }];
      return frames.map((frame, index) => {
        const position = positions.position(frame.file, frame.row, frame.jsName, frame.module);
        return {
          stackPosition: frames.length - index,
          stackType: 'ABAP',
          programName: position.programName,
          includeName: position.includeName,
          line: position.source.line,
          eventType: position.eventType,
          eventName: position.eventName,
          uri: position.uri,
        };
      });
    });
  }

  childVariables(caller: Caller, debuggeeId: string, parentIds: readonly string[]): Promise<{ hierarchies: VariableHierarchy[]; variables: DebugVariable[] }> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const known = await this.viewOf(debuggee).children(parentIds);
      if (known) return known;
      const reply = await this.connectionOf(debuggee).request({ op: 'children', parentIds: [...parentIds] });
      return { hierarchies: reply.hierarchies, variables: reply.variables };
    });
  }

  variables(caller: Caller, debuggeeId: string, ids: readonly string[]): Promise<DebugVariable[]> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const known = await this.viewOf(debuggee).values(ids);
      if (known) return known;
      return (await this.connectionOf(debuggee).request({ op: 'values', ids: [...ids] })).variables;
    });
  }

  /**
   * goToStack: the variables answers that follow are those of the frame at this stack position (the top frame
   * has the highest, as the stack answer numbers them) until the next step, which continues from the top frame.
   */
  goToStack(caller: Caller, debuggeeId: string, position: number): Promise<void> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const view = this.viewOf(debuggee);
      const count = await view.frameCount();
      if (!Number.isInteger(position) || position < 1 || position > count) throw new DebuggerError('invalid', `Stack position ${position} does not exist (1 to ${count})`);
      if (!(await view.select(position))) return;
      try {
        await this.connectionOf(debuggee).request({ op: 'select', position });
      } catch (error) {
        throw new DebuggerError('invalid', error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** setVariableValue: the variable (of the selected frame) takes the text, converted with its type; answers the new value. */
  setVariableValue(caller: Caller, debuggeeId: string, variableName: string, value: string): Promise<string> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const reply = await this.connectionOf(debuggee).request({ op: 'set', id: variableName, value });
      this.viewOf(debuggee).invalidate();
      if (reply.error !== undefined || reply.value === undefined) throw new DebuggerError('invalid', reply.error ?? `Cannot set ${variableName}`);
      return reply.value;
    });
  }

  /**
   * A watchpoint on a variable of the selected frame (ADT's are set while attached and live as long as the
   * debug session): the run stops after each statement that changes the variable's value, where the condition
   * (an ABAP logical expression, as a breakpoint's) holds. A variable of another frame is watched through its
   * data object, so a local watches that call of its method.
   */
  addWatchpoint(caller: Caller, debuggeeId: string, variableName: string, condition?: string): Promise<Watchpoint> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      const name = variableName.trim().toUpperCase();
      if (name === '') throw new DebuggerError('invalid', debuggerMessages.watchpointVariableMissing);
      const text = condition?.trim() ? condition.trim() : undefined;
      const compiled = text ? (await this.options.compileConditions([text], this.options.limits.conditionCharacters))[0] : undefined;
      if (compiled && !compiled.ok) throw new DebuggerError('invalid', `The condition cannot be evaluated: ${compiled.reason}`);
      const id = String(debuggee.nextWatchpoint);
      const reply = await this.connectionOf(debuggee).request({ op: 'watch', id, variable: name, ...(compiled ? { condition: compiled } : {}) });
      if (reply.error !== undefined || reply.value === undefined) throw new DebuggerError('invalid', reply.error ?? `Cannot watch ${name}`);
      debuggee.nextWatchpoint++;
      const watchpoint: Watchpoint = { id, variableName: name, ...(text ? { condition: text } : {}), kind: reply.kind ?? 'local', currentValue: reply.value, oldValue: '', hits: 0 };
      debuggee.watchpoints.set(id, watchpoint);
      return watchpoint;
    });
  }

  /** The watchpoints of an attached debuggee, in the order they were set. */
  listWatchpoints(caller: Caller, debuggeeId: string): Watchpoint[] {
    const debuggee = this.attached(caller, debuggeeId, true);
    return [...debuggee.watchpoints.values()];
  }

  deleteWatchpoint(caller: Caller, debuggeeId: string, id: string): Promise<void> {
    const debuggee = this.attached(caller, debuggeeId);
    return this.serialize(debuggee, async () => {
      this.touch(debuggee);
      if (!debuggee.watchpoints.delete(id)) throw new DebuggerError('not-found', debuggerMessages.watchpointNotFound(id));
      await this.connectionOf(debuggee).request({ op: 'unwatch', id });
    });
  }

  /** Aborts the debuggee's run (the work process ends; no short dump is written). */
  terminate(caller: Caller, debuggeeId: string): Promise<DebugSessionState> {
    const debuggee = this.attached(caller, debuggeeId, true);
    debuggee.state = 'ended';
    this.forget(debuggee);
    debuggee.process.terminate();
    return Promise.resolve(this.stateOf(debuggee, true));
  }

  /** Lets a debuggee go (its session ended or idled out): the run continues without breakpoints. */
  release(debuggeeId: string): Promise<void> {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee) return Promise.resolve();
    debuggee.state = 'released';
    this.forget(debuggee);
    if (debuggee.watchpoints.size > 0) void this.connections.get(debuggee.process)?.request({ op: 'unwatch' }).catch(() => undefined);
    return this.resumeWithout(debuggee.process);
  }

  /** The position a stopped debuggee stands at (for the listener document and clients). */
  positionOf(debuggeeId: string): { file: string; row: number } | undefined {
    const debuggee = this.debuggees.get(debuggeeId);
    return debuggee ? { file: debuggee.stop.file, row: debuggee.stop.row } : undefined;
  }

  /** Lets every stopped run go on (so the service can finish their requests) and ends the listeners. */
  async close(): Promise<void> {
    const releasing = [...this.debuggees.values()].map((debuggee) => this.release(debuggee.id));
    this.closed = true;
    for (const timer of this.droppedTerminals.values()) clearTimeout(timer);
    this.droppedTerminals.clear();
    await Promise.all(releasing);
    for (const listener of [...this.listeners.values()]) listener.stop({ kind: 'timeout' });
    this.listeners.clear();
    for (const connection of this.connections.values()) connection.close();
  }

  // ------------------------------------------------------------------------------------------ work processes

  private connect(process: WorkProcess): AgentConnection | undefined {
    const existing = this.connections.get(process);
    if (existing) return existing;
    const channel = process.agentChannel;
    if (!channel) return undefined;
    const connection = new AgentConnection(
      channel,
      (event) => this.onAgentEvent(process, event),
      (request) => this.onAgentRequest(process, request),
    );
    this.connections.set(process, connection);
    process.on('run-end', () => this.onRunEnd(process));
    return connection;
  }

  private disconnect(process: WorkProcess): void {
    this.connections.get(process)?.close();
    this.connections.delete(process);
    this.armed.delete(process);
    this.disarmedRuns.delete(process);
    for (const debuggee of [...this.debuggees.values()]) {
      if (debuggee.process !== process) continue;
      debuggee.state = 'ended';
      this.forget(debuggee);
    }
  }

  /** Arms the breakpoints of the run's user in the process (none: disarmed). Never fails the run. */
  private async beforeRun(process: WorkProcess, context: RunContext): Promise<void> {
    if (this.closed) return;
    this.disarmedRuns.delete(process);
    const request = armRequest(this.withLoopHeaders(this.breakpoints.list(context.client, context.user.toUpperCase()), process));
    const count = request.breakpoints.length + (request.exceptions?.length ?? 0);
    if (count === 0 && !this.armed.get(process)) return;
    const connection = this.connect(process);
    if (!connection) return;
    try {
      await connection.request(request);
      this.armed.set(process, count);
    } catch {
      // an agent that cannot arm leaves the run undebugged
    }
  }

  private onRunEnd(process: WorkProcess): void {
    void this.connections.get(process)?.request({ op: 'run-ended' }).catch(() => undefined);
    for (const debuggee of [...this.debuggees.values()]) {
      if (debuggee.process !== process || debuggee.state === 'stepping') continue;
      debuggee.state = 'ended';
      this.forget(debuggee);
    }
  }

  private onAgentRequest(process: WorkProcess, request: AgentRequest): unknown {
    return { op: 'stops', rows: this.positionsOf(process).stopRows(request.file) };
  }

  private onAgentEvent(process: WorkProcess, event: AgentEvent): void {
    const run = process.current;
    if (!run || this.closed || this.disarmedRuns.has(process)) {
      void this.resumeWithout(process);
      return;
    }
    const client = run.context.client;
    const user = run.context.user.toUpperCase();
    const registration = event.stop.breakpoints.map((id) => this.breakpoints.registrationOf(client, user, id)).find((r) => r !== undefined);
    if (!registration) {
      void this.connections.get(process)?.request({ op: 'continue' }).catch(() => undefined);
      return;
    }
    process.clock?.pause();
    // the stop goes to the user's listener, whichever of the user's terminals set the breakpoint
    const listener = this.listeners.get(`${client}\u0000${user}`);
    const debuggee: Debuggee = {
      id: newId(),
      process,
      client,
      user,
      terminalId: listener?.terminalId ?? registration.terminalId,
      ideId: listener?.ideId ?? registration.ideId,
      stop: event.stop,
      state: 'waiting',
      lastUsed: Date.now(),
      queue: Promise.resolve(),
      watchpoints: new Map(),
      nextWatchpoint: 1,
    };
    this.debuggees.set(debuggee.id, debuggee);
    this.touch(debuggee);
    if (listener) {
      listener.deliver(debuggee);
      return;
    }
    // nobody listens (yet): the run waits a moment for the next poll, then goes on without breakpoints
    debuggee.graceTimer = setTimeout(() => {
      if (debuggee.state !== 'waiting') return;
      debuggee.state = 'released';
      this.forget(debuggee);
      void this.resumeWithout(process);
    }, this.options.listenerGraceMillis);
    debuggee.graceTimer.unref();
  }

  /** The rest of the run goes on without stopping. */
  private async resumeWithout(process: WorkProcess): Promise<void> {
    this.disarmedRuns.add(process);
    const connection = this.connections.get(process);
    process.clock?.resume();
    if (!connection) return;
    await connection.request({ op: 'arm', breakpoints: [], exceptions: [] }).catch(() => undefined);
    this.armed.set(process, 0);
    await connection.request({ op: 'continue' }).catch(() => undefined);
  }

  // ------------------------------------------------------------------------------------------ helpers

  private deliver(debuggee: Debuggee): DebuggeeDocument {
    clearTimeout(debuggee.graceTimer);
    debuggee.state = 'delivered';
    this.touch(debuggee);
    const position = this.positionsOf(debuggee.process).position(debuggee.stop.file, debuggee.stop.row, '', debuggee.stop.module);
    return {
      CLIENT: debuggee.client,
      DEBUGGEE_ID: debuggee.id,
      TERMINAL_ID: debuggee.terminalId,
      IDE_ID: debuggee.ideId,
      DEBUGGEE_USER: debuggee.user,
      PRG_CURR: position.programName,
      INCL_CURR: position.includeName,
      LINE_CURR: String(position.source.line),
      RFCDEST: '',
      APPLSERVER: this.serverName,
      SYSID: this.options.sid,
      SYSNR: '00',
      TSTMP: abapTimestamp(),
      DBGEE_KIND: 'DEBUGGEE',
      IS_ATTACH_IMPOSSIBLE: 'false',
      IS_SAME_SERVER: 'true',
      INSTANCE_NAME: this.serverName,
      HOST: this.options.host,
      URI: position.uri,
    };
  }

  private attached(caller: Caller, debuggeeId: string, evenWhileStepping = false): Debuggee {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee || debuggee.client !== caller.client || debuggee.user !== caller.user) {
      throw new DebuggerError('no-session', debuggerMessages.noSessionAttached);
    }
    if (debuggee.state === 'stepping' && !evenWhileStepping) throw new DebuggerError('not-stopped', debuggerMessages.notStopped);
    if (debuggee.state !== 'attached' && debuggee.state !== 'stepping') throw new DebuggerError('no-session', debuggerMessages.noSessionAttached);
    return debuggee;
  }

  private serialize<T>(debuggee: Debuggee, work: () => Promise<T>): Promise<T> {
    const result = debuggee.queue.then(work, work);
    debuggee.queue = result.catch(() => undefined);
    return result;
  }

  private touch(debuggee: Debuggee): void {
    debuggee.lastUsed = Date.now();
    clearTimeout(debuggee.idleTimer);
    debuggee.idleTimer = setTimeout(() => void this.release(debuggee.id), this.options.idleReleaseMillis);
    debuggee.idleTimer.unref();
  }

  private viewOf(debuggee: Debuggee): StopView {
    let view = this.views.get(debuggee);
    if (!view) {
      view = new StopView(async () => {
        const reply = await this.connectionOf(debuggee).request({ op: 'view' });
        return { frames: reply.frames, children: reply.children };
      });
      this.views.set(debuggee, view);
    }
    return view;
  }

  private forget(debuggee: Debuggee): void {
    clearTimeout(debuggee.idleTimer);
    clearTimeout(debuggee.graceTimer);
    this.debuggees.delete(debuggee.id);
  }

  private connectionOf(debuggee: Debuggee): AgentConnection {
    const connection = this.connections.get(debuggee.process);
    if (!connection) throw new DebuggerError('no-session', debuggerMessages.debuggeeEnded);
    return connection;
  }

  private stateOf(debuggee: Debuggee, finished: boolean): DebugSessionState {
    return {
      debugSessionId: debuggee.debugSessionId ?? debuggee.id,
      processId: debuggee.process.number,
      serverName: this.serverName,
      isSteppingPossible: !finished,
      isTerminationPossible: !finished,
      isDebuggeeChanged: finished,
      reachedBreakpoints: finished
        ? []
        : [
            ...debuggee.stop.breakpoints.map((id) => reachedBreakpoint(id, debuggee.stop)),
            ...(debuggee.stop.watchpoints ?? []).map((hit) => ({ id: hit.id, kind: 'watchpoint', variableName: hit.variable, oldValue: hit.oldValue, newValue: hit.newValue })),
          ],
      debuggeeId: debuggee.id,
      attached: !finished,
    };
  }

  private async currentPositions(): Promise<SourcePositions> {
    await this.execution.ready().catch(() => undefined);
    const generation = this.execution.ensureBuilt();
    return this.positionsFor(generation);
  }

  private positionsOf(process: WorkProcess): SourcePositions {
    const current = this.execution.build.current;
    if (current && current.number === process.generation) return this.positionsFor(current);
    const cached = this.positionsByGeneration.get(process.generation);
    if (cached) return cached;
    const dir = process.options.config.generationDir;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return this.positionsFor(current!);
    }
    return this.positionsFor({ number: process.generation, dir, manifest });
  }

  private positionsFor(generation: Generation): SourcePositions {
    let positions = this.positionsByGeneration.get(generation.number);
    if (!positions) {
      positions = new SourcePositions(generation, this.options.adtPath);
      this.positionsByGeneration.set(generation.number, positions);
      // keep the few generations work processes may still run
      for (const number of [...this.positionsByGeneration.keys()]) if (number < generation.number - 3) this.positionsByGeneration.delete(number);
    }
    return positions;
  }
}

/** The words of the agent's refusal of a jump (JUMP_REFUSALS); anything else is the agent's own message. */
function jumpRefusalText(code: string): string {
  switch (code) {
    case JUMP_REFUSALS.intoBlock:
      return debuggerMessages.jumpIntoBlock;
    case JUMP_REFUSALS.otherProcedure:
      return debuggerMessages.jumpOtherProcedure;
    case JUMP_REFUSALS.atRaise:
      return debuggerMessages.jumpAtRaise;
    case JUMP_REFUSALS.notAtStatement:
      return debuggerMessages.jumpNotAtStatement;
    default:
      return code;
  }
}
