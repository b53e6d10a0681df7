import { describe, expect, it } from 'vitest';
import { dumpFilterPromptText, dumpMatches, parseDumpFilter } from '../../src/store/dump-filters.js';

// 10:30 in Berlin on 2025-03-15 (winter time, UTC+1).
const now = new Date('2025-03-15T09:30:00Z');

describe('dump filter words: the CLI’s --date/--time/--timezone windows, DST-safe', () => {
  it.each([
    ['', { limit: 100 }, 'last 7 days'],
    ['week', { limit: 100 }, 'last 7 days'],
    ['today tz=Europe/Berlin', { limit: 100, ts_from: '20250314230000', ts_to: '20250315225959' }, 'today tz=Europe/Berlin'],
    ['yesterday tz=UTC', { limit: 100, ts_from: '20250314000000', ts_to: '20250314235959' }, 'yesterday tz=UTC'],
    [
      '2025-03-01..2025-03-07 user=developer tz=Europe/Berlin',
      { limit: 100, user: 'DEVELOPER', ts_from: '20250228230000', ts_to: '20250307225959' },
      '2025-03-01..2025-03-07 user=DEVELOPER tz=Europe/Berlin',
    ],
    ['program=zcl_x error=compute_int_zerodivide', { limit: 100, program: 'ZCL_X', error: 'COMPUTE_INT_ZERODIVIDE' }, 'program=ZCL_X error=COMPUTE_INT_ZERODIVIDE'],
    // the spring-forward day has 23 hours; a start in the skipped hour begins where the clocks jumped to
    ['2025-03-30 tz=Europe/Berlin', { limit: 100, ts_from: '20250329230000', ts_to: '20250330215959' }, '2025-03-30 tz=Europe/Berlin'],
    ['2025-03-30 time=02:15..04:00 tz=Europe/Berlin', { limit: 100, ts_from: '20250330010000', ts_to: '20250330020059' }, '2025-03-30 time=02:15..04:00 tz=Europe/Berlin'],
    // the fall-back day has 25 hours; an end in the repeated hour reaches its second occurrence
    ['2025-10-26 time=00:00..02:30 tz=Europe/Berlin', { limit: 100, ts_from: '20251025220000', ts_to: '20251026013059' }, '2025-10-26 time=00:00..02:30 tz=Europe/Berlin'],
    // time= alone means today, as --time alone does
    ['time=08:00..09:30 tz=America/New_York', { limit: 100, ts_from: '20250315120000', ts_to: '20250315133059' }, 'time=08:00..09:30 tz=America/New_York'],
  ])('%j', (text, request, label) => {
    expect(parseDumpFilter(text, now)).toEqual({ ok: true, request, label, patterns: [] });
  });

  it.each([
    ['error=COMPUTE*', [{ field: 'ERROR', pattern: 'COMPUTE*' }], { ERROR: 'COMPUTE_INT_ZERODIVIDE' }, true],
    ['error=compute*', [{ field: 'ERROR', pattern: 'COMPUTE*' }], { ERROR: 'ITAB_LINE_NOT_FOUND' }, false],
    ['program=zcl_+emo* user=dev*', [{ field: 'PROGRAM', pattern: 'ZCL_+EMO*' }, { field: 'USER', pattern: 'DEV*' }], { PROGRAM: 'ZCL_DEMO_DUMP', USER: 'DEVELOPER' }, true],
    ['program=ZCL_(X).*', [{ field: 'PROGRAM', pattern: 'ZCL_(X).*' }], { PROGRAM: 'ZCL_(X).Y' }, true],
    ['program=ZCL_(X).*', [{ field: 'PROGRAM', pattern: 'ZCL_(X).*' }], { PROGRAM: 'ZCL_X_Y' }, false],
  ])('%j: wildcards are matched here, not sent (the service matches exactly)', (text, patterns, dump, kept) => {
    const parsed = parseDumpFilter(text, now);
    expect(parsed.ok && parsed.patterns).toEqual(patterns);
    expect(parsed.ok && parsed.request).toEqual({ limit: 100 });
    expect(parsed.ok && dumpMatches({ USER: '', PROGRAM: '', ERROR: '', ...dump }, parsed.patterns)).toBe(kept);
  });

  it('opens / empty for the default filter and with a space after any other', () => {
    expect(dumpFilterPromptText('week')).toBe('');
    expect(dumpFilterPromptText('today user=DEV')).toBe('today user=DEV ');
  });

  it.each([
    ['2025-02-30', "date must be TODAY, YESTERDAY, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD, got '2025-02-30'"],
    ['2025-03-07..2025-03-01 tz=UTC', 'the date/time= range ends before it starts'],
    ['time=9:00', "time= must be HH:MM or HH:MM..HH:MM, got '9:00'"],
    ['today tz=Mars/Olympus', "tz= must be an IANA time zone name (for example Europe/Berlin), got 'Mars/Olympus'"],
    ['lastweek', "unknown dump filter 'lastweek'"],
  ])('refuses %j', (text, message) => {
    const parsed = parseDumpFilter(text, now);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(message);
  });
});
