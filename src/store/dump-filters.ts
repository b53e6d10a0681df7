import { DumpWindowError, dumpWindow } from '../client/dump-window.js';
import type { Refusal } from '../protocol/outcome.js';
import type { DumpEntry, DumpListRequest } from './wire.js';

/**
 * The dump pane's filter line, the CLI's `dump --date/--time/--timezone` in words: `today`, `yesterday`,
 * `week` (the service's last 7 days), `2025-03-01` or `2025-03-01..2025-03-07` (--date), `time=08:00..09:30`
 * (--time; alone it means today), `tz=Europe/Berlin` (--timezone; the machine's zone by default), and
 * `user=`, `program=`, `error=` (with `*` and `+` as wildcards). Dates and times are local to the zone and become UTC bounds through the
 * same DST-safe parsing as the CLI's (src/client/dump-window.ts).
 */

export const dumpFilterWords = ['today', 'yesterday', 'week', 'time=', 'tz=', 'user=', 'program=', 'error='] as const;

/** How many dumps the list asks for (the service's maximum). */
export const dumpListLimit = 100;

/**
 * A user, program or error filter with wildcards (`*` any characters, `+` one, as the objects pane's names): the
 * service matches these fields exactly, so the list asks without them and keeps the matching dumps here.
 */
export interface DumpPattern {
  field: 'USER' | 'PROGRAM' | 'ERROR';
  pattern: string;
}

export type ParsedDumpFilter = { ok: true; request: DumpListRequest; label: string; patterns: DumpPattern[] } | Refusal;

/** The default filter: the service's last 7 days. */
export const defaultDumpFilter = 'week';

/** What `/` opens with: nothing for the default filter, else the filter and a space, so a typed word adds to it. */
export function dumpFilterPromptText(filterText: string): string {
  const text = filterText.trim();
  return text === '' || text === defaultDumpFilter ? '' : `${text} `;
}

const patternExpression = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\+/g, '.')}$`, 'i');

/** Whether a dump passes the wildcard patterns of a filter. */
export function dumpMatches(dump: Pick<DumpEntry, 'USER' | 'PROGRAM' | 'ERROR'>, patterns: readonly DumpPattern[]): boolean {
  return patterns.every(({ field, pattern }) => patternExpression(pattern).test(dump[field]));
}

const filterNames = { date: 'date', time: 'time=', timezone: 'tz=' };

export function parseDumpFilter(text: string, now: Date = new Date()): ParsedDumpFilter {
  const request: DumpListRequest = { limit: dumpListLimit };
  const patterns: DumpPattern[] = [];
  const labels: string[] = [];
  let date: string | undefined;
  let time: string | undefined;
  let timezone: string | undefined;
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const lower = word.toLowerCase();
    const assignment = /^(user|program|error|time|tz)=(.+)$/i.exec(word);
    const key = assignment?.[1]!.toLowerCase();
    if (assignment && (key === 'user' || key === 'program' || key === 'error')) {
      const value = assignment[2]!.toUpperCase();
      if (/[*+]/.test(value)) patterns.push({ field: key.toUpperCase() as DumpPattern['field'], pattern: value });
      else request[key] = value;
      labels.push(`${key}=${value}`);
    } else if (assignment && key === 'time') {
      time = assignment[2]!;
      labels.push(`time=${time}`);
    } else if (assignment && key === 'tz') {
      timezone = assignment[2]!;
      labels.push(`tz=${timezone}`);
    } else if (lower === 'today' || lower === 'yesterday') {
      date = lower;
      labels.push(lower);
    } else if (lower === 'week' || lower === 'all') {
      date = undefined;
      labels.push('last 7 days');
    } else if (/^\d{4}-\d{2}-\d{2}(\.\.\d{4}-\d{2}-\d{2})?$/.test(word)) {
      date = word;
      labels.push(word);
    } else {
      return { ok: false, reason: `unknown dump filter '${word}' (use today, yesterday, week, YYYY-MM-DD[..YYYY-MM-DD], time=HH:MM[..HH:MM], tz=, user=, program=, error=)` };
    }
  }
  try {
    Object.assign(request, dumpWindow({ date, time, timezone, now, names: filterNames }) ?? {});
  } catch (error) {
    if (error instanceof DumpWindowError) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, request, label: labels.length > 0 ? labels.join(' ') : 'last 7 days', patterns };
}
