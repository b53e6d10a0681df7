import type { DumpListRequest } from './wire.js';

/**
 * The dump pane's filter line: `today`, `yesterday`, `week`, `2025-03-01` or `2025-03-01..2025-03-07`
 * (local dates, converted to UTC timestamps as the CLI's --date does) and `user=`, `program=`, `error=`.
 */

export const dumpFilterWords = ['today', 'yesterday', 'week', 'user=', 'program=', 'error='] as const;

/** How many dumps the list asks for (the service's maximum). */
export const dumpListLimit = 100;

export type ParsedDumpFilter = { ok: true; request: DumpListRequest; label: string } | { ok: false; error: string };

/** A local date and time as the 14-character UTC timestamp of the dump protocol. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function localDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

function dayWindow(first: Date, last: Date): Pick<DumpListRequest, 'ts_from' | 'ts_to'> {
  const from = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 0, 0, 0);
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate(), 23, 59, 59);
  return { ts_from: utcStamp(from), ts_to: utcStamp(to) };
}

export function parseDumpFilter(text: string, now: Date = new Date()): ParsedDumpFilter {
  const request: DumpListRequest = { limit: dumpListLimit };
  const labels: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const lower = word.toLowerCase();
    const assignment = /^(user|program|error)=(.+)$/i.exec(word);
    if (assignment) {
      const key = assignment[1]!.toLowerCase() as 'user' | 'program' | 'error';
      request[key] = assignment[2]!.toUpperCase();
      labels.push(`${key}=${request[key]}`);
    } else if (lower === 'today' || lower === 'yesterday') {
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (lower === 'yesterday' ? 1 : 0));
      Object.assign(request, dayWindow(day, day));
      labels.push(lower);
    } else if (lower === 'week' || lower === 'all') {
      labels.push('last 7 days');
    } else if (/^\d{4}-\d{2}-\d{2}(\.\.\d{4}-\d{2}-\d{2})?$/.test(word)) {
      const [first, last = first] = word.split('..') as [string, string?];
      const from = localDay(first);
      const to = localDay(last);
      if (!from || !to) return { ok: false, error: `not a date: ${word}` };
      if (to < from) return { ok: false, error: `the range ends before it starts: ${word}` };
      Object.assign(request, dayWindow(from, to));
      labels.push(word);
    } else {
      return { ok: false, error: `unknown dump filter '${word}' (use today, yesterday, week, YYYY-MM-DD[..YYYY-MM-DD], user=, program=, error=)` };
    }
  }
  return { ok: true, request, label: labels.length > 0 ? labels.join(' ') : 'last 7 days' };
}
