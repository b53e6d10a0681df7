/** The coverage marks of the source pane (src/store/coverage-marks.ts). */
import { describe, expect, it } from 'vitest';
import { coverageMarkOf, coverageMarks } from '../../src/store/coverage-marks.js';
import type { ClassCoverage } from '../../src/protocol/unit-coverage.js';
import type { SourceRow } from '../../src/store/source-lines.js';

const coverage = {
  name: 'ZCL_A',
  type: 'CLAS',
  covered: 2,
  total: 3,
  percent: 66,
  methods: [],
  files: [
    { file: 'zcl_a.clas.abap', lines: [{ line: 10, hits: 2 }, { line: 11, hits: 0 }] },
    { file: 'zcl_a.clas.locals_imp.abap', lines: [{ line: 3, hits: 1 }] },
  ],
} as unknown as ClassCoverage;

const code = (global: number | undefined, local: number | undefined) => ({ kind: 'code', global, local }) as unknown as SourceRow;

describe('coverage marks of the source rows', () => {
  const marks = coverageMarks(coverage);
  it.each([
    ['a covered main-source row', code(10, 1), undefined, 'covered'],
    ['an uncovered main-source row', code(11, 2), undefined, 'uncovered'],
    ['a main-source row not measured', code(12, 3), undefined, undefined],
    ['a row of the local implementations', code(undefined, 3), { file: 'locals_imp' }, 'covered'],
    ['a row of a section without its file', code(undefined, 3), undefined, undefined],
    ['a row that is no code', { kind: 'header' } as unknown as SourceRow, undefined, undefined],
  ])('%s', (_name, row, section, expected) => {
    expect(coverageMarkOf(marks, 'ZCL_A', row, section as never)).toBe(expected);
  });

  it('marks nothing without a coverage', () => {
    expect(coverageMarks(undefined)).toBeUndefined();
    expect(coverageMarkOf(undefined, 'ZCL_A', code(10, 1), undefined)).toBeUndefined();
  });
});
