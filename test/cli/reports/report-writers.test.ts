import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { checkstyleXml } from '../../../src/cli/reports/checkstyle.js';
import { junitXml } from '../../../src/cli/reports/junit.js';
import { xmlSafe } from '../../../src/cli/reports/xml.js';
import { unitJUnit } from '../../../src/cli/reports/unit-reports.js';
import { inspectCheckstyle, inspectJUnit, locateFinding, type ObjectFiles } from '../../../src/cli/reports/inspect-reports.js';
import type { InspectResult } from '../../../src/protocol/checks.js';
import type { UnitResult } from '../../../src/protocol/execution.js';

/** Reports are checked by parsing them: elements that may repeat always as arrays. */
const parser = (repeated: string[]) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => repeated.includes(name) });
const parse = (xml: string) => parser(['testsuite', 'testcase']).parse(xml);
const parseCheckstyle = (xml: string) => parser(['file', 'error']).parse(xml);

describe('junitXml', () => {
  it('counts tests, failures, errors and skipped per suite and in all, and keeps times', async () => {
    const xml = await junitXml({
      name: 'abapdeck unit',
      time: 1.23456,
      suites: [
        {
          name: 'ZCL_A',
          timestamp: '2025-01-02T03:04:05',
          cases: [
            { name: 'PASSES', classname: 'ZCL_A.LTCL' },
            { name: 'FAILS', classname: 'ZCL_A.LTCL', failure: { message: 'expected 1', type: 'FAILURE', details: 'expected 1\nat line 3' } },
            { name: 'ERRS', classname: 'ZCL_A.LTCL', error: { message: 'CX_SY_ZERODIVIDE', type: 'ERROR' } },
          ],
        },
        { name: 'ZCL_B', cases: [{ name: 'inspect', classname: 'ZCL_B', skipped: 'excluded' }] },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parse(xml);
    expect(doc.testsuites).toMatchObject({ name: 'abapdeck unit', tests: '4', failures: '1', errors: '1', skipped: '1', time: '1.235' });
    const [a, b] = doc.testsuites.testsuite;
    expect(a).toMatchObject({ name: 'ZCL_A', tests: '3', failures: '1', errors: '1', skipped: '0', timestamp: '2025-01-02T03:04:05' });
    expect(a.testcase[1].failure).toMatchObject({ message: 'expected 1', type: 'FAILURE', '#text': 'expected 1\nat line 3' });
    expect(a.testcase[2].error).toMatchObject({ message: 'CX_SY_ZERODIVIDE', type: 'ERROR' });
    expect(b.testcase[0].skipped).toMatchObject({ message: 'excluded' });
  });

  it.each([
    ['markup and quotes', 'a <b> & "c" \'d\' ]]>'],
    ['control characters XML cannot hold', 'bell\u0007 nul\u0000 end'],
    ['non-ASCII text', 'Prüfung 検査 😀'],
  ])('writes %s so that the document parses back to the same text', async (_label, text) => {
    const xml = await junitXml({ name: text, suites: [{ name: text, cases: [{ name: text, classname: 'C', failure: { message: text, type: 'E', details: text } }] }] });
    const doc = parse(xml);
    const expected = xmlSafe(text);
    expect(doc.testsuites.name).toBe(expected);
    expect(doc.testsuites.testsuite[0].testcase[0].name).toBe(expected);
    expect(doc.testsuites.testsuite[0].testcase[0].failure.message).toBe(expected);
    expect(doc.testsuites.testsuite[0].testcase[0].failure['#text']).toBe(expected);
  });
});

describe('checkstyleXml', () => {
  it('writes one file element per name with its errors, and clean files empty', async () => {
    const xml = await checkstyleXml([
      { name: 'src/zcl_x.clas.abap', findings: [{ line: 3, column: 5, severity: 'error', message: '"x" not found', source: 'abapdeck.syntax' }] },
      { name: 'src/zcl_y.clas.abap', findings: [] },
      { name: 'src/zcl_x.clas.abap', findings: [{ line: 9, severity: 'warning', message: 'w <&>', source: 'abapdeck.syntax' }] },
    ]);
    const doc = parseCheckstyle(xml);
    expect(doc.checkstyle.file).toHaveLength(2);
    expect(doc.checkstyle.file[0]).toEqual({
      name: 'src/zcl_x.clas.abap',
      error: [
        { line: '3', column: '5', severity: 'error', message: '"x" not found', source: 'abapdeck.syntax' },
        { line: '9', severity: 'warning', message: 'w <&>', source: 'abapdeck.syntax' },
      ],
    });
    expect(doc.checkstyle.file[1]).toEqual({ name: 'src/zcl_y.clas.abap' });
  });
});

describe('unitJUnit', () => {
  const result: UnitResult = {
    success: '',
    test_count: 3,
    passed_count: 1,
    failed_count: 2,
    message: '2 of 3 tests failed',
    errors: [
      { class_name: 'LTCL_OUTCOMES', method_name: 'TEST_FAILS', error_kind: 'FAILURE', error_text: 'Deliberate failure (expected: 40, actual: 30)' },
      { class_name: 'LTCL_OUTCOMES', method_name: 'TEST_ERRORS', error_kind: 'ERROR', error_text: 'CX_SY_ZERODIVIDE: Division by zero\nmore' },
      { class_name: 'ZCL_NOT_ACTIVE', method_name: '', error_kind: 'ERROR', error_text: 'Object ZCL_NOT_ACTIVE is not active' },
    ],
  };

  it('lists every local test method, failures and errors at their methods, object errors as a case of their own', () => {
    const report = unitJUnit(result, [{ objectName: 'ZCL_T', testClass: 'LTCL_OUTCOMES', methods: ['TEST_PASSES', 'TEST_FAILS', 'TEST_ERRORS'] }], {
      objects: ['ZCL_T', 'ZCL_NOT_ACTIVE'],
      time: 0.5,
    });
    expect(report.suites.map((suite) => suite.name)).toEqual(['ZCL_T', 'ZCL_NOT_ACTIVE']);
    const [t, notActive] = report.suites;
    expect(t!.cases).toEqual([
      { name: 'TEST_PASSES', classname: 'ZCL_T.LTCL_OUTCOMES' },
      { name: 'TEST_FAILS', classname: 'ZCL_T.LTCL_OUTCOMES', failure: { message: 'Deliberate failure (expected: 40, actual: 30)', type: 'FAILURE', details: 'Deliberate failure (expected: 40, actual: 30)' } },
      { name: 'TEST_ERRORS', classname: 'ZCL_T.LTCL_OUTCOMES', error: { message: 'CX_SY_ZERODIVIDE: Division by zero', type: 'ERROR', details: 'CX_SY_ZERODIVIDE: Division by zero\nmore' } },
    ]);
    expect(notActive!.cases).toEqual([{ name: '(object)', classname: 'ZCL_NOT_ACTIVE', error: expect.objectContaining({ message: 'Object ZCL_NOT_ACTIVE is not active' }) }]);
  });

  it('still reports a failure whose test class is not in the local files', () => {
    const report = unitJUnit(result, [], { objects: ['ZCL_T'] });
    expect(report.suites.flatMap((suite) => suite.cases.map((c) => `${c.classname} ${c.name}`))).toEqual([
      'LTCL_OUTCOMES.LTCL_OUTCOMES TEST_FAILS',
      'LTCL_OUTCOMES.LTCL_OUTCOMES TEST_ERRORS',
      'ZCL_NOT_ACTIVE (object)',
    ]);
  });
});

describe('inspect reports', () => {
  const result: InspectResult = {
    success: '',
    object_type: 'CLAS',
    object_name: 'ZCL_X',
    error_count: 1,
    errors: [{ line: '2', column: '5', text: '"y" not found', word: 'y', sobjname: 'ZCL_X=========================CM001', method_name: 'RUN' }],
    warnings: [{ line: '4', message: 'Unused variable', sobjname: 'ZCL_X=========================CCAU', method_name: 'UNIT TEST' }],
    infos: [{ line: '7', message: '[suppressed] Check sy-subrc', sobjname: 'ZCL_X=========================CP', method_name: '' }],
  };
  const files: ObjectFiles = {
    named: 'src/zcl_x.clas.abap',
    main: { path: 'src/zcl_x.clas.abap', lines: ['CLASS zcl_x DEFINITION PUBLIC.', '  PUBLIC SECTION.', '    METHODS run.', 'ENDCLASS.', 'CLASS zcl_x IMPLEMENTATION.', '  METHOD run.', '    y = 1.', '  ENDMETHOD.', 'ENDCLASS.'] },
    parts: { testclasses: 'src/zcl_x.clas.testclasses.abap' },
    includes: {},
  };

  it.each([
    [{ include: 'ZCL_X=========================CM001', method: 'RUN', line: 2 }, { file: 'src/zcl_x.clas.abap', line: 7 }],
    [{ include: 'ZCL_X=========================CU', method: '', line: 2 }, { file: 'src/zcl_x.clas.abap', line: 2 }],
    [{ include: 'ZCL_X=========================CP', method: '', line: 5 }, { file: 'src/zcl_x.clas.abap', line: 5 }],
    [{ include: 'ZCL_X=========================CCAU', method: 'UNIT TEST', line: 4 }, { file: 'src/zcl_x.clas.testclasses.abap', line: 4 }],
    [{ include: 'ZCL_X=========================CCIMP', method: '', line: 3 }, { file: 'src/zcl_x.clas.abap', line: 3, note: 'ZCL_X=========================CCIMP line 3' }],
    [{ include: 'ZCL_X=========================CM009', method: 'GONE', line: 1 }, { file: 'src/zcl_x.clas.abap', line: 1, note: 'ZCL_X=========================CM009 line 1' }],
  ])('locates %j at %j', (finding, expected) => {
    expect(locateFinding(files, { severity: 'error', message: 'm', ...finding })).toEqual(expected);
  });

  it('checkstyle: findings at their file lines with their severities', () => {
    expect(inspectCheckstyle([result], () => files)).toEqual([
      { name: 'src/zcl_x.clas.abap', findings: [
        { line: 7, column: 5, severity: 'error', message: '"y" not found', source: 'abapdeck.inspect' },
        { line: 7, column: undefined, severity: 'info', message: '[suppressed] Check sy-subrc', source: 'abapdeck.inspect' },
      ] },
      { name: 'src/zcl_x.clas.testclasses.abap', findings: [{ line: 4, column: undefined, severity: 'warning', message: 'Unused variable', source: 'abapdeck.inspect' }] },
    ]);
  });

  it('JUnit: a suite per object, errors fail, warnings and infos pass, clean objects pass once, excluded ones are skipped', () => {
    const clean: InspectResult = { ...result, object_name: 'ZCL_CLEAN', success: 'X', error_count: 0, errors: [], warnings: [], infos: [] };
    const report = inspectJUnit([result, clean], [{ type: 'CLAS', name: 'ZCL_SKIP', pattern: 'ZCL_SKIP*' }], { variant: 'DEFAULT' });
    expect(report.suites.map((suite) => suite.name)).toEqual(['CLAS ZCL_X', 'CLAS ZCL_CLEAN', 'CLAS ZCL_SKIP']);
    const [x, cleanSuite, skipped] = report.suites;
    expect(x!.cases.map((c) => [c.name, !!c.failure, c.systemOut])).toEqual([
      ['RUN line 2: "y" not found', true, undefined],
      ['UNIT TEST line 4: Unused variable', false, 'warning: Unused variable'],
      ['ZCL_X=========================CP line 7: [suppressed] Check sy-subrc', false, 'info: [suppressed] Check sy-subrc'],
    ]);
    expect(cleanSuite!.cases).toEqual([{ name: 'no findings', classname: 'ZCL_CLEAN' }]);
    expect(skipped!.cases[0]!.skipped).toContain('inspect.exclude ZCL_SKIP*');
  });
});
