/**
 * The pieces of the profiler and SQL trace that need no work process: the statements' counting calls put into
 * a module (lines and their count unchanged, only dispatch checks touched), and identical SQL (literals as ?).
 */
import { describe, expect, it } from 'vitest';
import { CASES_PER_MODULE, instrument, profileCases } from '../../../src/system/execution/measure/profile-cases.js';
import { sqlShape } from '../../../src/system/execution/measure/sql-trace.js';

const module = [
  'class x {',
  '  static async m(INPUT) { let $jump = 0; let $at1 = 0; $block1: for (;;) { switch ($at1) { case 0:',
  '    if ($jump) switch ($jump >>> 16) { case 1: $at1 = ($jump & 65535) - 1; $jump = 0; continue $block1; default: $jump = 0; } a();; case 1:',
  '    if ($jump) switch ($jump >>> 16) { case 1: $at1 = ($jump & 65535) - 1; $jump = 0; continue $block1; default: $jump = 0; } for (const y of z) {; let $at2 = 0; $block2: for (;;) { switch ($at2) { case 0:',
  '      if ($jump) switch ($jump >>> 16) { case 2: $at2 = ($jump & 65535) - 1; $jump = 0; continue $block2; default: $jump = 0; } b();',
  '    } break; } }',
  '  } break; } }',
  '}',
].join('\n');
const map = {
  x_abapdeck_jumps: [
    { id: 1, parent: -1, cases: [{ line: 2, column: 4, file: 'ZX.CLAS.ABAP', row: 10 }, { line: 3, column: 4, file: 'zx.clas.abap', row: 11 }] },
    { id: 2, parent: 1, cases: [{ line: 4, column: 6, file: 'zx.clas.abap', row: 12 }] },
  ],
};

describe('profile cases', () => {
  it('numbers the cases of a module, each with its procedure, and marks the first of a procedure', () => {
    expect(profileCases(map)).toEqual([
      { line: 2, column: 4, file: 'zx.clas.abap', row: 10, procedure: 1, entry: true },
      { line: 3, column: 4, file: 'zx.clas.abap', row: 11, procedure: 1, entry: false },
      { line: 4, column: 6, file: 'zx.clas.abap', row: 12, procedure: 1, entry: false },
    ]);
  });

  it('puts the tick into each check and keeps every line where it was', () => {
    const text = instrument(module, profileCases(map), 3);
    const before = module.split('\n');
    const after = text.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after[2]).toBe(before[2]!.replace('if ($jump)', `if (__abapdeckTick(${3 * CASES_PER_MODULE})|$jump)`));
    expect(after[4]).toBe(before[4]!.replace('if ($jump)', `if (__abapdeckTick(${3 * CASES_PER_MODULE + 2})|$jump)`));
    for (const index of [0, 1, 5, 6, 7]) expect(after[index]).toBe(before[index]);
    // a case whose check is not where the map says is left alone
    expect(instrument(module, [{ line: 1, column: 2, file: 'zx.clas.abap', row: 9, procedure: 1, entry: true }], 0)).toBe(module);
  });
});

describe('identical SQL', () => {
  it('replaces the compared literals by ? and keeps a row limit', () => {
    expect(sqlShape(`SELECT * FROM "zprf_item" WHERE "id" = 'A' AND "price" > 10 LIMIT 1`)).toEqual({
      shape: 'SELECT * FROM "zprf_item" WHERE "id" = ? AND "price" > ? LIMIT 1',
      literals: ['A', 10],
    });
    expect(sqlShape(`SELECT * FROM "t" WHERE "id" = 'it''s'`).literals).toEqual(["it's"]);
  });
});
