/**
 * The debugger engine's terms: its options, its refusals (errors as data the routes turn into statuses), what a
 * caller hands in (breakpoints, listener parameters) and what it answers (the state of an attached debuggee); and
 * its own records of a stopped run (Debuggee) and of a waiting listener.
 */
import { randomBytes } from 'node:crypto';
import type { ReachedBreakpoint, WatchpointEntry, Debuggee as DebuggeeDocument } from '../../../protocol/debugger-documents.js';
import type { StepMethod } from '../../../protocol/debugger.js';
import type { WorkProcess } from '../../execution/index.js';
import type { CompiledCondition, StepKind, StopPosition } from '../agent-protocol.js';
import type { RegistrationStore } from './breakpoints.js';
import { compileCondition } from './breakpoint-conditions.js';
import type { DebuggerLimits } from '../limits.js';

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

export type DebuggeeState = 'waiting' | 'delivered' | 'attached' | 'stepping' | 'released' | 'ended';

export interface Debuggee {
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

export interface Listener {
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

export const stepKinds: Record<StepMethod, StepKind> = { stepOver: 'over', stepInto: 'into', stepReturn: 'out', stepContinue: 'continue' };

/** A reached breakpoint as attach and step answer it; one whose condition could not be evaluated says so (as ADT). */
export function reachedBreakpoint(id: string, stop: StopPosition): DebugSessionState['reachedBreakpoints'][number] {
  const unresolved = stop.unresolved?.find((u) => u.id === id);
  const unresolvable = unresolved ? { unresolvableCondition: unresolved.message, unresolvableConditionErrorOffset: unresolved.offset } : {};
  if (stop.exception) return { id, kind: 'exception', exceptionClass: stop.exception.className, exceptionText: stop.exception.text, ...unresolvable };
  return { id, kind: 'line', ...unresolvable };
}

export function newId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function abapTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
