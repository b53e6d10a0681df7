import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillGlobalStarts } from '../../src/cli/sources/global-lines.js';
import { firstExecutableLine, scanStatements } from '../../src/client/abap-statements.js';
import { globalStartsFromSource, sectionRows } from '../../src/client/source-lines.js';
import { renderView } from '../../src/cli/render/view.js';
import { classSections } from '../../src/system/reading/class-sections.js';
import type { ViewObject, ViewResult } from '../../src/protocol/reading.js';

/** A class whose methods open with multi-line declarations of every kind. */
const MAIN = `CLASS zcl_lines DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS first.
    METHODS second.
    METHODS third.
    METHODS empty.
  PRIVATE SECTION.
    DATA mv_count TYPE i.
ENDCLASS.

CLASS zcl_lines IMPLEMENTATION.
  METHOD first.
    " a comment line
    DATA: lv_a TYPE i,
          lv_b TYPE string
            VALUE 'a. b',
          lv_c TYPE c LENGTH 10.
* a full-line comment
    TYPES: BEGIN OF ty_row,
             key TYPE i,
           END OF ty_row.
    CONSTANTS lc_text TYPE string VALUE \`x. "y\`.
    FIELD-SYMBOLS <row> TYPE ty_row.

    lv_a = 1. " first executable
    lv_b = |{ lv_a }. done|.
  ENDMETHOD.

  METHOD second.
    DATA(lv_inline) = mv_count.
    mv_count = lv_inline + 1.
  ENDMETHOD.

  METHOD third.
    STATICS st_calls TYPE i.
    WRITE: / 'one',
           / 'two'.
  ENDMETHOD.

  METHOD empty.
    DATA lv_unused TYPE i.
  ENDMETHOD.
ENDCLASS.
`;

const TESTCLASSES = `CLASS ltcl_lines DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS run FOR TESTING.
ENDCLASS.

CLASS ltcl_lines IMPLEMENTATION.
  METHOD run.
    DATA: lo_cut TYPE REF TO zcl_lines,
          lv_x   TYPE i.
    CREATE OBJECT lo_cut.
  ENDMETHOD.
ENDCLASS.
`;

const cls = { type: 'CLAS', name: 'ZCL_LINES', description: '', metadata: {}, sources: { main: MAIN, testclasses: TESTCLASSES } };
const mainLines = MAIN.split('\n');
/** 1-based line of the main source holding a text. */
const lineOf = (text: string) => mainLines.findIndex((line) => line.includes(text)) + 1;

describe('the statement scanner', () => {
  it('ends statements at periods outside literals and comments, chains included', () => {
    const statements = scanStatements(mainLines.slice(11, 27));
    expect(statements.map((s) => [s.keyword, s.line, s.endLine])).toEqual([
      ['METHOD', 0, 0],
      ['DATA', 2, 5],
      ['TYPES', 7, 9],
      ['CONSTANTS', 10, 10],
      ['FIELD-SYMBOLS', 11, 11],
      ['LV_A', 13, 13],
      ['LV_B', 14, 14],
      ['ENDMETHOD', 15, 15],
    ]);
  });

  it.each([
    ['first', 'lv_a = 1.'],
    ['second', 'DATA(lv_inline) = mv_count.'],
    ['third', "WRITE: / 'one',"],
  ])('finds the first executable statement of method %s', (method, text) => {
    const start = lineOf(`METHOD ${method}.`) - 1;
    const block = mainLines.slice(start, mainLines.findIndex((l, i) => i > start && l.includes('ENDMETHOD')) + 1);
    expect(block[firstExecutableLine(block)!]).toContain(text);
  });

  it('finds none in a method of declarations only', () => {
    expect(firstExecutableLine(['  METHOD empty.', '    DATA lv_unused TYPE i.', '  ENDMETHOD.'])).toBeUndefined();
  });
});

describe('G and [N] line numbers with debug hints', () => {
  const sections = classSections(cls);

  it('numbers method lines with the assembled-source line G and the include line [N]', () => {
    const first = sections.find((s) => s.method_name === 'FIRST')!;
    expect(first.global_start).toBe(lineOf('METHOD first.'));
    const rows = sectionRows('ZCL_LINES', first, first.global_start);
    expect(rows[0]).toEqual({
      kind: 'heading',
      text: 'Method: FIRST (CM001)',
      hint: `debug set --objects ZCL_LINES:${lineOf('lv_a = 1.')}`,
    });
    expect(rows[1]).toEqual({ kind: 'line', global: lineOf('METHOD first.'), local: 1, text: '  METHOD first.' });
    const executable = rows.find((r) => r.kind === 'line' && r.text.includes('lv_a = 1.'));
    expect(executable).toEqual({ kind: 'line', global: lineOf('lv_a = 1.'), local: 14, text: '    lv_a = 1. " first executable' });
  });

  it('gives no hint to a method without an executable statement', () => {
    const empty = sections.find((s) => s.method_name === 'EMPTY')!;
    expect(sectionRows('ZCL_LINES', empty, empty.global_start)[0]).toEqual({ kind: 'heading', text: 'Method: EMPTY (CM004)' });
  });

  it('numbers test classes section-locally and hints with --include testclasses', () => {
    const ccau = sections.find((s) => s.suffix === 'CCAU')!;
    const rows = sectionRows('ZCL_LINES', ccau, undefined);
    expect(rows.filter((r) => r.kind === 'heading')).toEqual([
      { kind: 'heading', text: 'Section: Unit Test (from .clas.testclasses.abap)' },
      { kind: 'heading', text: 'Method: LTCL_LINES->RUN', hint: 'debug set --objects ZCL_LINES:10 --include testclasses' },
    ]);
    expect(rows.filter((r) => r.kind === 'line').every((r) => r.kind === 'line' && r.global === undefined)).toBe(true);
    expect(TESTCLASSES.split('\n')[9]).toBe('    CREATE OBJECT lo_cut.');
  });

  it('finds the global lines in the class source when a server does not send them', () => {
    const withoutStarts = sections.map(({ global_start: _, ...rest }) => rest);
    const starts = globalStartsFromSource(withoutStarts, mainLines);
    expect(withoutStarts.map((s) => starts.get(s) ?? 0)).toEqual(sections.map((s) => s.global_start));
  });

  it('renders G [N] columns and the hints in the text of view --full --lines', () => {
    const result: ViewResult = {
      success: true,
      command: 'VIEW',
      message: 'Retrieved 1 object(s)',
      objects: [{ name: 'ZCL_LINES', type: 'CLAS', type_text: 'Class', description: 'Class ZCL_LINES in ZTEST', source: '', definition: '', not_found: false, components: [], sections }],
      summary: { total: 1, by_type: ['CLAS'] },
      error: '',
    };
    const text = renderView(result, { lines: true }).split('\n');
    const g = lineOf('lv_a = 1.');
    expect(text).toContain(`* ---- Method: FIRST (CM001) ---- breakpoint: debug set --objects ZCL_LINES:${g}`);
    expect(text).toContain(`${String(g).padStart(4)} [ 14]      lv_a = 1. " first executable`);
    expect(text).toContain('     [ 10]      CREATE OBJECT lo_cut.');
    expect(text).toContain('* ---- Method: LTCL_LINES->RUN ---- breakpoint: debug set --objects ZCL_LINES:10 --include testclasses');
    const plain = renderView(result, { lines: false }).split('\n');
    expect(plain).toContain('* ---- Method: FIRST (CM001) ----');
    expect(plain).toContain('    lv_a = 1. " first executable');
  });
});

describe('global lines for servers that do not send them', () => {
  const withoutStarts = (): ViewObject => ({
    name: 'ZCL_LINES', type: 'CLAS', type_text: 'Class', description: '', source: '', definition: '', not_found: false, components: [],
    sections: classSections(cls).map(({ global_start: _, ...rest }) => rest),
  });
  const expected = classSections(cls).map((s) => s.global_start);

  it('takes them from the class file in the working folder when it matches the system', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'abapdeck-lines-'));
    try {
      mkdirSync(join(cwd, 'src', 'core'), { recursive: true });
      writeFileSync(join(cwd, 'src', 'core', 'zcl_lines.clas.abap'), MAIN);
      const object = withoutStarts();
      await fillGlobalStarts(object, cwd, async () => undefined);
      expect(object.sections!.map((s) => s.global_start)).toEqual(expected);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it("asks the system for the class source when the local file has edits the system does not", async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'abapdeck-lines-'));
    try {
      writeFileSync(join(cwd, 'zcl_lines.clas.abap'), MAIN.replace('lv_a = 1.', 'lv_a = 2.'));
      const object = withoutStarts();
      const asked: string[] = [];
      await fillGlobalStarts(object, cwd, async (name) => {
        asked.push(name);
        return mainLines;
      });
      expect(asked).toEqual(['ZCL_LINES']);
      expect(object.sections!.map((s) => s.global_start)).toEqual(expected);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('leaves them unknown when no source matches', async () => {
    const object = withoutStarts();
    await fillGlobalStarts(object, tmpdir() + '/abapdeck-no-such-folder', async () => undefined);
    expect(object.sections!.every((s) => s.global_start === undefined)).toBe(true);
  });
});
