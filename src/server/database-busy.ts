/**
 * A request that still finds a database locked after its busy timeout (BUSY_TIMEOUT_MS: another connection
 * holds the write lock — a run between its first write and its end, a debuggee paused inside its transaction,
 * another abapdeck process) is answered 503 with Retry-After, naming what holds the lock, instead of 500: the
 * request did nothing and may be repeated.
 */
import { transportErrors } from '../protocol/messages.js';
import type { Execution } from '../system/execution/index.js';
import { ServiceError } from './errors.js';

export const retryAfterSeconds = 5;

/** better-sqlite3's SqliteError for a lock it could not get (SQLITE_BUSY, SQLITE_LOCKED and their extended codes). */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** The runs in progress (one of them holds the lock), or another connection when there is none. */
export function lockHolder(execution: Execution | undefined, now = Date.now()): string {
  const runs = (execution?.pool.processes() ?? []).flatMap((process) => {
    const run = process.current;
    if (!run) return [];
    const what =
      run.request.kind === 'classrun'
        ? `class ${run.request.className}`
        : run.request.kind === 'programrun'
          ? `program ${run.request.program}`
          : `unit tests of ${run.request.classes.join(', ')}`;
    const seconds = Math.floor((now - run.startedAt) / 1000);
    return [`a run of ${what} (user ${run.context.user}, client ${run.context.client}, work process ${process.number}, running for ${seconds} s)`];
  });
  if (runs.length === 0) return 'another connection (another abapdeck process on this data folder)';
  return runs.join(' or ');
}

export function databaseBusyError(execution: Execution | undefined): ServiceError {
  return new ServiceError(503, transportErrors.databaseBusy(lockHolder(execution), retryAfterSeconds), {
    'retry-after': String(retryAfterSeconds),
  });
}
