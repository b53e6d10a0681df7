/**
 * The time window of short dumps, one parsing for both faces (the CLI's `dump --date/--time/--timezone`, the
 * TUI's dump filter words): local dates and times of an IANA zone turned into the UTC bounds (ts_from, ts_to:
 * YYYYMMDDhhmmss) the service filters on, safely across daylight-saving changes: a start that falls into a
 * skipped hour begins where the clocks jumped to; an end in a repeated hour extends to the second occurrence.
 * And back: a UTC timestamp as local date and time for display.
 */
import { DateTime, IANAZone } from 'luxon';

/** Input the window cannot be made of; the message names the input as the caller's face spells it. */
export class DumpWindowError extends Error {}

/** How the face names its three inputs in messages (the CLI's flags by default). */
export interface WindowInputNames {
  date: string;
  time: string;
  timezone: string;
}

export const cliInputNames: WindowInputNames = { date: '--date', time: '--time', timezone: '--timezone' };

export interface DumpWindow {
  ts_from: string;
  ts_to: string;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The zone of --timezone, or the system's. */
export function zoneOf(name: string | undefined, names: WindowInputNames = cliInputNames): string {
  if (name === undefined || name === '') return DateTime.local().zoneName ?? 'UTC';
  if (!IANAZone.isValidZone(name)) throw new DumpWindowError(`${names.timezone} must be an IANA time zone name (for example Europe/Berlin), got '${name}'`);
  return name;
}

function parseDate(text: string, today: DateTime, names: WindowInputNames): { year: number; month: number; day: number } {
  const upper = text.trim().toUpperCase();
  if (upper === 'TODAY') return { year: today.year, month: today.month, day: today.day };
  if (upper === 'YESTERDAY') {
    const yesterday = today.minus({ days: 1 });
    return { year: yesterday.year, month: yesterday.month, day: yesterday.day };
  }
  const match = DATE.exec(text.trim());
  const date = match ? DateTime.fromObject({ year: +match[1]!, month: +match[2]!, day: +match[3]! }, { zone: 'UTC' }) : undefined;
  if (!match || !date?.isValid) throw new DumpWindowError(`${names.date} must be TODAY, YESTERDAY, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, got '${text}'`);
  return { year: date.year, month: date.month, day: date.day };
}

function parseTime(text: string, names: WindowInputNames): { hour: number; minute: number } {
  const match = TIME.exec(text.trim());
  if (!match || +match[1]! > 23 || +match[2]! > 59) throw new DumpWindowError(`${names.time} must be HH:MM or HH:MM..HH:MM, got '${text}'`);
  return { hour: +match[1]!, minute: +match[2]! };
}

function range(text: string): [string, string] {
  const parts = text.split('..');
  if (parts.length === 1) return [parts[0]!, parts[0]!];
  if (parts.length === 2 && parts[0] !== '' && parts[1] !== '') return [parts[0]!, parts[1]!];
  throw new DumpWindowError(`a range is written FROM..TO, got '${text}'`);
}

const offsetAt = (millis: number, zone: string): number => DateTime.fromMillis(millis, { zone }).offset;

/**
 * The instants whose local time in the zone is the wall time: one normally, two in a repeated hour, none
 * in a skipped one.
 */
export function instantsOf(wall: Wall, zone: string): number[] {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsets = new Set([offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc, zone), offsetAt(asUtc + 86_400_000, zone)]);
  const instants: number[] = [];
  for (const offset of offsets) {
    const instant = asUtc - offset * 60_000;
    const back = DateTime.fromMillis(instant, { zone });
    if (back.year === wall.year && back.month === wall.month && back.day === wall.day && back.hour === wall.hour && back.minute === wall.minute && back.second === wall.second) {
      instants.push(instant);
    }
  }
  return [...new Set(instants)].sort((a, b) => a - b);
}

/** The instant the clocks jumped at, for a wall time in a skipped hour. */
function gapEnd(wall: Wall, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsets = [offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc + 86_400_000, zone)];
  let low = asUtc - Math.max(...offsets) * 60_000;
  let high = asUtc - Math.min(...offsets) * 60_000;
  const before = offsetAt(low, zone);
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (offsetAt(middle, zone) === before) low = middle;
    else high = middle;
  }
  return high;
}

function utcText(millis: number): string {
  return DateTime.fromMillis(millis, { zone: 'UTC' }).toFormat('yyyyLLddHHmmss');
}

/** The UTC window of the flags; undefined when neither --date nor --time is given (the service's default window). */
export function dumpWindow(options: { date?: string; time?: string; timezone?: string; now?: Date; names?: WindowInputNames }): DumpWindow | undefined {
  if (options.date === undefined && options.time === undefined) return undefined;
  const names = options.names ?? cliInputNames;
  const zone = zoneOf(options.timezone, names);
  const today = DateTime.fromJSDate(options.now ?? new Date(), { zone });
  const [fromDate, toDate] = options.date !== undefined ? range(options.date).map((d) => parseDate(d, today, names)) : [parseDate('TODAY', today, names), parseDate('TODAY', today, names)];
  const [fromTime, toTime] = options.time !== undefined ? range(options.time).map((t) => parseTime(t, names)) : [{ hour: 0, minute: 0 }, { hour: 23, minute: 59 }];
  const from: Wall = { ...fromDate!, ...fromTime!, second: 0 };
  const to: Wall = { ...toDate!, ...toTime!, second: 59 };
  const fromInstants = instantsOf(from, zone);
  const toInstants = instantsOf(to, zone);
  const start = fromInstants.length > 0 ? fromInstants[0]! : gapEnd(from, zone);
  const end = toInstants.length > 0 ? toInstants[toInstants.length - 1]! : gapEnd(to, zone) - 1000;
  if (end < start) throw new DumpWindowError(`the ${names.date}/${names.time} range ends before it starts`);
  return { ts_from: utcText(start), ts_to: utcText(end) };
}

/** A UTC timestamp (YYYYMMDDhhmmss) as local date and time of the zone. */
export function localOf(utc: string, zone: string): { date: string; time: string } {
  const instant = DateTime.fromFormat(utc, 'yyyyLLddHHmmss', { zone: 'UTC' });
  if (!instant.isValid) return { date: '', time: '' };
  const local = instant.setZone(zone);
  return { date: local.toFormat('yyyy-LL-dd'), time: local.toFormat('HH:mm:ss') };
}
