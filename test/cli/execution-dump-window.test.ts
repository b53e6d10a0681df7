import { describe, expect, it } from 'vitest';
import { dumpWindow, instantsOf, localOf } from '../../src/cli/dump-window.js';

const now = new Date('2025-06-15T10:00:00Z');

describe('dump time window: local dates and times to UTC bounds', () => {
  it.each([
    { name: 'a winter day in Berlin is 24 hours from 23:00 UTC', date: '2025-01-10', zone: 'Europe/Berlin', from: '20250109230000', to: '20250110225959' },
    { name: 'the spring-forward day has 23 hours', date: '2025-03-30', zone: 'Europe/Berlin', from: '20250329230000', to: '20250330215959' },
    { name: 'the fall-back day has 25 hours', date: '2025-10-26', zone: 'Europe/Berlin', from: '20251025220000', to: '20251026225959' },
    { name: 'a US day across its change', date: '2025-03-09', zone: 'America/New_York', from: '20250309050000', to: '20250310035959' },
    { name: 'a date range spans both ends', date: '2025-03-29..2025-03-31', zone: 'Europe/Berlin', from: '20250328230000', to: '20250331215959' },
    { name: 'a time range on a date', date: '2025-07-01', time: '08:00..09:30', zone: 'Europe/Berlin', from: '20250701060000', to: '20250701073059' },
    { name: 'a single minute', date: '2025-07-01', time: '12:15', zone: 'UTC', from: '20250701121500', to: '20250701121559' },
    { name: 'a start in the skipped hour begins where the clocks jumped to', date: '2025-03-30', time: '02:15..04:00', zone: 'Europe/Berlin', from: '20250330010000', to: '20250330020059' },
    { name: 'an end in the repeated hour reaches its second occurrence', date: '2025-10-26', time: '00:00..02:30', zone: 'Europe/Berlin', from: '20251025220000', to: '20251026013059' },
    { name: 'a start in the repeated hour begins at its first occurrence', date: '2025-10-26', time: '02:30..23:59', zone: 'Europe/Berlin', from: '20251026003000', to: '20251026225959' },
    { name: 'TODAY is the zone’s date', date: 'today', zone: 'Pacific/Auckland', from: '20250614120000', to: '20250615115959' },
    { name: 'YESTERDAY is the day before', date: 'YESTERDAY', zone: 'UTC', from: '20250614000000', to: '20250614235959' },
    { name: '--time alone means today', time: '10:00..10:59', zone: 'UTC', from: '20250615100000', to: '20250615105959' },
  ])('$name', ({ date, time, zone, from, to }) => {
    expect(dumpWindow({ date, time, timezone: zone, now })).toEqual({ ts_from: from, ts_to: to });
  });

  it('gives no window without --date and --time (the service’s 7 days)', () => {
    expect(dumpWindow({ timezone: 'Europe/Berlin', now })).toBeUndefined();
  });

  it.each([
    { date: '2025-02-30', message: "--date must be TODAY, YESTERDAY, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, got '2025-02-30'" },
    { date: '2025-03-01..', message: "a range is written FROM..TO, got '2025-03-01..'" },
    { date: '2025-03-02..2025-03-01', message: 'the --date/--time range ends before it starts' },
    { time: '9:00', message: "--time must be HH:MM or HH:MM..HH:MM, got '9:00'" },
  ])('refuses $date$time', ({ date, time, message }) => {
    expect(() => dumpWindow({ date, time, timezone: 'UTC', now })).toThrow(message);
  });

  it('finds both instants of a repeated wall time and none of a skipped one', () => {
    const wall = { year: 2025, month: 10, day: 26, hour: 2, minute: 30, second: 0 };
    expect(instantsOf(wall, 'Europe/Berlin').map((ms) => new Date(ms).toISOString())).toEqual(['2025-10-26T00:30:00.000Z', '2025-10-26T01:30:00.000Z']);
    expect(instantsOf({ ...wall, month: 3, day: 30 }, 'Europe/Berlin')).toEqual([]);
  });

  it('shows a UTC timestamp in the zone', () => {
    expect(localOf('20251026003000', 'Europe/Berlin')).toEqual({ date: '2025-10-26', time: '02:30:00' });
    expect(localOf('20251026013000', 'Europe/Berlin')).toEqual({ date: '2025-10-26', time: '02:30:00' });
    expect(localOf('20250330010000', 'Europe/Berlin')).toEqual({ date: '2025-03-30', time: '03:00:00' });
  });
});
