import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine, type InspectResult } from '../../../src/system/checks/index.js';
import { clas, ddls, DEMO_SYSTEM, intf } from './fixtures.js';

const LONG_LINE = `    carrier-name = '${'x'.repeat(110)}'.`;

/** SECOND is implemented before FIRST, but FIRST is declared first, so FIRST is CM001. */
const ZCL_SLOPPY = clas(
  'ZCL_SLOPPY',
  `CLASS zcl_sloppy DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS first.
    METHODS second RETURNING VALUE(result) TYPE string.
  PRIVATE SECTION.
    DATA carriers TYPE STANDARD TABLE OF zdemo_carrier WITH DEFAULT KEY.
ENDCLASS.

CLASS zcl_sloppy IMPLEMENTATION.
  METHOD second.
    DATA unused TYPE i.
    MOVE 'x' TO result.
  ENDMETHOD.
  METHOD first.
    DATA carrier TYPE zdemo_carrier.
    SELECT * FROM zdemo_carrier INTO TABLE @carriers UP TO 10 ROWS.
    LOOP AT carriers INTO carrier.
      SELECT SINGLE * FROM zdemo_carrier INTO @carrier WHERE carrier_id = @carrier-carrier_id.
    ENDLOOP.
    READ TABLE carriers INTO carrier INDEX 1.
${LONG_LINE}
  ENDMETHOD.
ENDCLASS.
`,
  {
    testclasses: `CLASS ltcl_sloppy DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS cannot_fail FOR TESTING.
ENDCLASS.

CLASS ltcl_sloppy IMPLEMENTATION.
  METHOD cannot_fail.
    NEW zcl_sloppy( )->first( ).
    cl_abap_unit_assert=>assert_true( abap_true ).
  ENDMETHOD.
ENDCLASS.
`,
  },
  { WITH_UNIT_TESTS: 'X' },
);

const ZCL_BROKEN = clas(
  'ZCL_BROKEN',
  `CLASS zcl_broken DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run.
ENDCLASS.

CLASS zcl_broken IMPLEMENTATION.
  METHOD run.
    NEW lcl_worker( )->work( ).
  ENDMETHOD.
ENDCLASS.
`,
  {
    locals_def: 'CLASS lcl_worker DEFINITION.\n  PUBLIC SECTION.\n    METHODS work.\nENDCLASS.\n',
    locals_imp: 'CLASS lcl_worker IMPLEMENTATION.\n  METHOD work.\n    undefined_thing = 1.\n  ENDMETHOD.\nENDCLASS.\n',
  },
);

const ZIF_UNUSED_TYPES = intf('ZIF_SLOPPY', 'INTERFACE zif_sloppy PUBLIC.\n  METHODS run\n    IMPORTING value TYPE zmissing_type.\nENDINTERFACE.\n');

const ZC_WRONG_ENTITY = ddls(
  'ZC_WRONG_ENTITY',
  "@AbapCatalog.sqlViewName: 'ZCWRONG'\ndefine view entity ZC_WRONG_ENTITY as select from zdemo_carrier {\n  key carrier_id\n}\n",
);

let engine: CheckEngine;

beforeAll(() => {
  engine = new CheckEngine();
  engine.load([...DEMO_SYSTEM, ZCL_SLOPPY, ZCL_BROKEN, ZIF_UNUSED_TYPES, ZC_WRONG_ENTITY]);
});

const SLOPPY = { type: 'CLAS', name: 'ZCL_SLOPPY' };
const CM = (n: number) => `ZCL_SLOPPY====================CM00${n}`;

const messages = (result: InspectResult) =>
  [...result.errors.map((e) => ({ ...e, message: e.text })), ...result.warnings, ...result.infos].map((m) => [m.method_name, m.line, m.message, m.sobjname]);

describe('inspect with the curated variant DEFAULT', () => {
  it('reports quality findings with include, method and include line, sorted by method then line', () => {
    const [result] = engine.inspect([SLOPPY], 'DEFAULT');
    expect(result).toMatchObject({ success: 'X', object_type: 'CLAS', object_name: 'ZCL_SLOPPY', error_count: 0, errors: [] });
    expect(result!.warnings.map((w) => [w.method_name, w.line, w.message, w.sobjname])).toEqual([
      ['FIRST', '3', 'Check sy-subrc', CM(1)],
      ['FIRST', '3', 'Add ORDER BY', CM(1)],
      ['FIRST', '5', 'Check sy-subrc', CM(1)],
      ['FIRST', '5', 'Database operation in loop', CM(1)],
      ['FIRST', '7', 'Check sy-subrc', CM(1)],
      ['SECOND', '2', 'Variable "unused" not used', CM(2)],
      ['SECOND', '3', 'Statement "MOVE" is obsolete', CM(2)],
      ['UNIT TEST', '9', expect.stringMatching(/cannot fail/i), 'ZCL_SLOPPY====================CCAU'],
    ]);
    expect(result!.infos).toEqual([{ line: '8', message: expect.stringMatching(/line length/i), sobjname: CM(1), method_name: 'FIRST' }]);
  });

  it('reports syntax errors as errors with the include they are in', () => {
    const [result] = engine.inspect([{ type: 'CLAS', name: 'ZCL_BROKEN' }], 'DEFAULT');
    expect(result).toMatchObject({ success: '', error_count: 1 });
    expect(result!.errors[0]).toEqual({
      line: '3',
      column: '5',
      text: expect.stringMatching(/undefined_thing/),
      word: 'undefined_thing',
      sobjname: 'ZCL_BROKEN====================CCIMP',
      method_name: 'LOCAL IMPLEMENTATIONS',
    });
  });

  it('reports interface findings in the interface section include', () => {
    const [result] = engine.inspect([{ type: 'INTF', name: 'ZIF_SLOPPY' }], 'DEFAULT');
    expect(result!.errors[0]).toMatchObject({ line: '3', sobjname: 'ZIF_SLOPPY====================IU', method_name: '' });
  });

  it('checks CDS objects with the DDL rules', () => {
    const [result] = engine.inspect([{ type: 'DDLS', name: 'ZC_WRONG_ENTITY' }], 'DEFAULT');
    expect(result).toMatchObject({ success: '', object_type: 'DDLS', error_count: 1 });
    expect(result!.errors[0]).toMatchObject({ line: '1', sobjname: 'ZC_WRONG_ENTITY', text: expect.stringMatching(/sqlViewName/) });
  });

  it('inspects all objects of a call in one result list, in request order', () => {
    const results = engine.inspect([SLOPPY, { type: 'CLAS', name: 'ZCL_GREETER' }, { type: 'CLAS', name: 'ZCL_NOT_THERE' }], 'DEFAULT');
    expect(results.map((r) => [r.object_name, r.success, r.error_count])).toEqual([
      ['ZCL_SLOPPY', 'X', 0],
      ['ZCL_GREETER', 'X', 0],
      ['ZCL_NOT_THERE', '', 1],
    ]);
  });
});

describe('inspect with the standard checks EMPTY', () => {
  it('reports the standard findings only', () => {
    const [result] = engine.inspect([SLOPPY], 'EMPTY');
    expect(messages(result!)).toEqual([['SECOND', '2', 'Variable "unused" not used', CM(2)]]);
  });

  it('is what a request without a variant gets', () => {
    expect(engine.inspect([SLOPPY])).toEqual(engine.inspect([SLOPPY], 'EMPTY'));
  });

  it('passes clean objects', () => {
    expect(engine.inspect([{ type: 'CLAS', name: 'ZCL_GREETER' }, { type: 'INTF', name: 'ZIF_GREETER' }], 'empty')).toMatchObject([
      { success: 'X', error_count: 0, warnings: [], infos: [] },
      { success: 'X', error_count: 0, warnings: [], infos: [] },
    ]);
  });
});

describe('inspect variants', () => {
  it('answers an unknown variant with one VARIANT result', () => {
    expect(engine.inspect([SLOPPY], 'NO_SUCH_VARIANT')).toEqual([
      {
        success: '',
        object_type: 'VARIANT',
        object_name: 'NO_SUCH_VARIANT',
        error_count: 1,
        errors: [{ line: '0', column: '0', text: 'Check variant "NO_SUCH_VARIANT" not found', word: '', sobjname: '', method_name: '' }],
        warnings: [],
        infos: [],
      },
    ]);
  });

  it('uses variants the system stores', () => {
    const stored = new CheckEngine({
      findVariant: (name) => (name === 'ONLY_LENGTH' ? { name, description: '', rules: { line_length: { severity: 'Error', length: 100 } } } : undefined),
    });
    stored.load([...DEMO_SYSTEM, ZCL_SLOPPY]);
    const [result] = stored.inspect([SLOPPY], 'only_length');
    expect(result!.errors.map((e) => [e.method_name, e.line, e.sobjname])).toEqual([['FIRST', '8', CM(1)]]);
  });
});
