import { describe, expect, it } from 'vitest';
import { targetFor, targetsFromFiles, targetsFromObjects, TargetError } from '../../../src/debug/targets.js';
import { executableStatements } from '../../../src/system/execution/transpile/executable-statements.js';

describe('breakpoint targets from the command line', () => {
  it.each([
    ['src/zcl_x.clas.abap:12', { kind: 'class', name: 'ZCL_X', line: 12 }],
    ['src/zcl_x.clas.testclasses.abap:3', { kind: 'class', name: 'ZCL_X', include: 'testclasses', line: 3 }],
    ['zcl_x.clas.locals_imp.abap:7', { kind: 'class', name: 'ZCL_X', include: 'locals_imp', line: 7 }],
    ['src/#dmo#cl_x.clas.abap:5', { kind: 'class', name: '/DMO/CL_X', line: 5 }],
    ['src/zdemo_report.prog.abap:9', { kind: 'program', name: 'ZDEMO_REPORT', line: 9 }],
  ])('--files %s', (item, expected) => expect(targetsFromFiles([item])).toEqual([expected]));

  it.each(['zcl_x.clas.abap', 'zcl_x.clas.abap:0', 'zcl_x.clas.xml:3', 'notes.txt:3', 'ztab.tabl.abap:1'])('--files %s is refused', (item) =>
    expect(() => targetsFromFiles([item])).toThrow(TargetError),
  );

  it('--objects with the spec\'s naming rule and an include for all of them', () => {
    expect(targetsFromObjects(['zcl_a:1', 'ZPROG:2'])).toEqual([
      { kind: 'class', name: 'ZCL_A', line: 1 },
      { kind: 'program', name: 'ZPROG', line: 2 },
    ]);
    expect(targetsFromObjects(['ZCL_A:4'], 'locals_def')).toEqual([{ kind: 'class', name: 'ZCL_A', include: 'locals_def', line: 4 }]);
    expect(() => targetsFromObjects(['ZPROG:4'], 'testclasses')).toThrow('--include is for classes');
    expect(() => targetFor('ZCL_A', 3, 'macros')).toThrow('--include must be one of');
  });
});

describe('executable statements (abaplint)', () => {
  const source = [
    'REPORT zdebug_rows.', // 1
    '', // 2
    'DATA gv_count TYPE i.', // 3
    '* a comment', // 4
    'START-OF-SELECTION.', // 5
    '  gv_count = 1.', // 6
    '  IF gv_count = 1.', // 7
    '    WRITE: / gv_count,', // 8
    '             gv_count.', // 9
    '  ELSE.', // 10
    '    CLEAR gv_count.', // 11
    '  ENDIF.', // 12
    '  PERFORM show.', // 13
    'FORM show.', // 14
    '  DATA lv_x TYPE string.', // 15
    '  lv_x = `x`.', // 16
    'ENDFORM.', // 17
  ].join('\n');
  const statements = executableStatements('zdebug_rows.prog.abap', source);

  it('has executable first rows only for statements that run', () => {
    expect(statements.starts).toEqual([6, 7, 8, 11, 13, 16]);
  });

  it.each([
    [6, 6],
    [9, 8],
    [1, undefined],
    [2, undefined],
    [3, undefined],
    [4, undefined],
    [5, undefined],
    [10, undefined],
    [12, undefined],
    [14, undefined],
    [15, undefined],
    [17, undefined],
  ])('row %i belongs to statement %s', (row, start) => expect(statements.statementAt(row)).toBe(start));
});
