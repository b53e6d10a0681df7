/**
 * `abapdeck history` shows when things happened in the local time zone, to the second (issue 32, item 17): the
 * system answers UTC timestamps with milliseconds, `--json` keeps them as answered.
 */
import { describe, expect, it } from 'vitest';
import { history } from '../../src/cli/commands/history.js';
import type { HistoryResult } from '../../src/protocol/sync-extensions.js';

const answer: HistoryResult = {
  SUCCESS: 'X',
  COMMAND: 'HISTORY',
  MESSAGE: '',
  ERROR: '',
  REPOSITORY: { URL: 'https://git.example/demo.git', PACKAGE: 'ZDEMO', BRANCH: 'main' },
  EVENTS: [
    { ID: 2, KIND: 'pull', USER: 'DEVELOPER', STARTED_AT: '2026-03-29T00:30:12.345Z', FINISHED_AT: '2026-03-29T00:30:14.001Z', STATUS: 'success', COMMIT: 'abcdef1234567890', TRANSPORT: 'DEVK900002', ACTIVATED: 1, FAILED: 0, DELETED: 0, MESSAGE: 'Pull completed successfully', LOG_MESSAGES: [] },
  ],
  VERSIONS: [{ OBJ_TYPE: 'CLAS', OBJ_NAME: 'ZCL_X', ID: 7, VERSION: 'A', PACKAGE: 'ZDEMO', USER: 'DEVELOPER', AT: '2026-11-29T07:55:00.999Z', ORIGIN: 'repository demo', TRANSPORT: '', EVENT: 2 }],
} as unknown as HistoryResult;

describe('history times', () => {
  it.each([
    // Berlin switched to summer time at 01:00 UTC that night: 00:30 UTC is still 01:30 winter time
    ['Europe/Berlin', '2026-03-29 01:30:12', '2026-11-29 08:55:00'],
    ['America/New_York', '2026-03-28 20:30:12', '2026-11-29 02:55:00'],
    ['UTC', '2026-03-29 00:30:12', '2026-11-29 07:55:00'],
  ])('in %s: local, to the second', (zone, started, at) => {
    const previous = process.env['TZ'];
    process.env['TZ'] = zone;
    try {
      const text = history.renderText!(answer, {} as never);
      expect(text).toContain(`#2 pull   success ${started} DEVELOPER`);
      expect(text).toContain(`  active   ${at} DEVELOPER `);
      expect(text).not.toMatch(/\.\d{3}Z/);
    } finally {
      if (previous === undefined) delete process.env['TZ'];
      else process.env['TZ'] = previous;
    }
  });
});
