/**
 * POST /dump as the spec defines it: list with filters (user, main program, runtime error; upper case),
 * a UTC window from ts_from/ts_to or else the server's local last 7 days (from local midnight seven days
 * ago), newest first, limit default 20 capped at 100; or the detail of one dump by its ID.
 */
import { DUMP_LIMITS, executionMessages, type DumpListRequest, type DumpResult } from '../../protocol/execution.js';
import { messages } from '../../protocol/messages.js';
import { utcTimestamp, type DumpStore } from './dump-store.js';

const UTC_TIMESTAMP = /^\d{14}$/;

/** The UTC timestamp of local midnight `days` days before `now` (the default window's start). */
export function defaultWindowStart(now = new Date(), days: number = DUMP_LIMITS.defaultWindowDays): string {
  return utcTimestamp(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
}

export function dumpFailure(error: string): DumpResult {
  return { SUCCESS: false, COMMAND: 'DUMP', MESSAGE: '', TOTAL: 0, DUMPS: [], ERROR: error };
}

export function listDumps(store: DumpStore, client: string, request: DumpListRequest, now = new Date()): DumpResult {
  const requested = request.limit ?? DUMP_LIMITS.defaultLimit;
  const limit = requested < 1 ? DUMP_LIMITS.defaultLimit : Math.min(requested, DUMP_LIMITS.maxLimit);
  for (const bound of [request.ts_from, request.ts_to]) {
    if (bound !== undefined && bound !== '' && !UTC_TIMESTAMP.test(bound)) return dumpFailure(`Invalid timestamp: ${bound} (expected YYYYMMDDhhmmss in UTC)`);
  }
  const fromUtc = request.ts_from || undefined;
  const toUtc = request.ts_to || undefined;
  const windowed = fromUtc !== undefined || toUtc !== undefined;
  const upper = (value: string | undefined) => (value ? value.trim().toUpperCase() : undefined);
  const { total, dumps } = store.list({
    client,
    limit,
    user: upper(request.user),
    program: upper(request.program),
    error: upper(request.error),
    ...(windowed ? { fromUtc, toUtc } : { fromUtc: defaultWindowStart(now) }),
  });
  return { SUCCESS: true, COMMAND: 'DUMP', MESSAGE: executionMessages.dumpsFound(total), TOTAL: total, DUMPS: dumps, ERROR: '' };
}

export function dumpDetail(store: DumpStore, client: string, id: string): DumpResult {
  const detail = store.detail(client, id.trim());
  if (!detail) return dumpFailure(messages.dumpNotFound);
  return { SUCCESS: true, COMMAND: 'DUMP', MESSAGE: executionMessages.dumpDetail, TOTAL: 1, DUMPS: [detail], ERROR: '' };
}
