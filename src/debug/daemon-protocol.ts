/**
 * What the background process of a scripted debug session and its clients say to each other: its
 * configuration (stdin), its events (stdout, one JSON line each), and requests and replies on its local socket.
 * Types only, so `debug step|vars|stack|terminate` load nothing heavy.
 */
import type { Refusal } from '../protocol/outcome.js';
import type { ReachedBreakpoint } from '../protocol/debugger-documents.js';
import type { SessionInfo } from '../protocol/debug-session.js';
import type { Connection } from '../workspace/credentials.js';
import type { StepType } from './session.js';

/** The answers' shapes: one schema each, read through it by the client (src/protocol/debug-session.ts). */
export type { FrameData, SessionInfo, SetValueData, StackData, StepData, VarsData, WatchData } from '../protocol/debug-session.js';

export interface DaemonConfig {
  connection: Connection;
  stateDir: string;
  stateKey: string;
  timeoutSeconds: number;
  idleMillis: number;
}

export const daemonDefaults = { idleMillis: 30 * 60_000 } as const;

/** Answers of the background process while its program is not stopped (given at once, never after a wait). */
export const daemonMessages = {
  notStoppedStepping: 'Not stopped: the program is running (a step or continue is under way); ask again when it stops',
  notStoppedListening: 'Not stopped: the program runs on; the session listens for its next breakpoint',
} as const;

export type DaemonRequest =
  | { op: 'step'; type: StepType }
  | { op: 'vars'; name?: string; expand?: string }
  | { op: 'stack' }
  /** Select a frame (0: the top) for the variables read next. */
  | { op: 'frame'; index: number }
  | { op: 'setValue'; name: string; value: string }
  /** Run to (stepRunToLine) or jump to (stepJumpToLine) a line of the top frame's source. */
  | { op: 'toLine'; how: 'run' | 'jump'; line: number }
  | { op: 'terminate' }
  /** A watchpoint on a variable of the selected frame (in the attached session); watches lists them, unwatch ends one. */
  | { op: 'watch'; name: string; condition?: string }
  | { op: 'watches' }
  | { op: 'unwatch'; id: string }
  | { op: 'status' }
  /** A new session of the same system and user takes over: let the program go and end. */
  | { op: 'shutdown' };

export type DaemonReply = { ok: true; data: unknown } | Refusal;

export type DaemonEvent =
  | { event: 'listening' }
  | { event: 'conflict'; message: string }
  | { event: 'attached'; session: SessionInfo }
  | { event: 'failed'; error: string; timeout?: boolean };

/** The stop's watchpoints and exception breakpoints (line breakpoints say nothing beyond the position). */
export function notableReached(reached: readonly ReachedBreakpoint[] | undefined): ReachedBreakpoint[] | undefined {
  const notable = (reached ?? []).filter((bp) => bp.kind === 'watchpoint' || bp.kind === 'exception');
  return notable.length > 0 ? notable : undefined;
}
