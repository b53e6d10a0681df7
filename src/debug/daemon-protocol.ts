/**
 * What the background process of a scripted debug session and its clients say to each other: its
 * configuration (stdin), its events (stdout, one JSON line each), and requests and replies on its local socket.
 * Types only, so `debug step|vars|stack|terminate` load nothing heavy.
 */
import type { ReachedBreakpoint } from '../protocol/debugger-documents.js';
import type { SessionInfo } from '../protocol/debug-session.js';
import type { Connection } from '../workspace/credentials.js';

/** The answers' shapes: one schema each, read through it by the client (src/protocol/debug-session.ts). */
export type { DaemonReply, DaemonRequest, FrameData, SessionInfo, SetValueData, StackData, StepData, VarsData, WatchData } from '../protocol/debug-session.js';

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
