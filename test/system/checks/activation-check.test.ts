import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine } from '../../../src/system/checks/index.js';
import { clas, ddls, DEMO_SYSTEM, intf } from './fixtures.js';

const ZIF_NEW = intf('ZIF_NEW', 'INTERFACE zif_new PUBLIC.\n  METHODS run RETURNING VALUE(result) TYPE string.\nENDINTERFACE.\n');
const ZCL_NEW = clas(
  'ZCL_NEW',
  'CLASS zcl_new DEFINITION PUBLIC CREATE PUBLIC.\n  PUBLIC SECTION.\n    INTERFACES zif_new.\nENDCLASS.\n\nCLASS zcl_new IMPLEMENTATION.\n  METHOD zif_new~run.\n    result = zcl_greeter=>create( )->greet( `new` ).\n  ENDMETHOD.\nENDCLASS.\n',
);

let engine: CheckEngine;

beforeAll(() => {
  engine = new CheckEngine();
  engine.load(DEMO_SYSTEM);
});

describe('activation check of pulled objects', () => {
  it('checks pulled objects together, each seeing the others', () => {
    expect(engine.checkActivation([ZIF_NEW, ZCL_NEW]).errors).toEqual(new Map());
  });

  it('reports every error of an object with its file and line, keyed by type and name', () => {
    const broken = clas('ZCL_NEW', ZCL_NEW.sources.main!.replace('`new` )', 'unknown_a ) && unknown_b'));
    const entity = ddls('ZC_NEW', "@AbapCatalog.sqlViewName: 'ZCNEW'\ndefine view entity ZC_NEW as select from zdemo_carrier {\n  key carrier_id\n}\n");
    const { errors } = engine.checkActivation([ZIF_NEW, broken, entity]);
    expect([...errors.keys()]).toEqual(['CLAS ZCL_NEW', 'DDLS ZC_NEW']);
    expect(errors.get('CLAS ZCL_NEW')).toEqual([
      { file: 'zcl_new.clas.abap', line: 8, text: '"unknown_a" not found' },
      { file: 'zcl_new.clas.abap', line: 8, text: '"unknown_b" not found' },
    ]);
    expect(errors.get('DDLS ZC_NEW')).toEqual([{ file: 'zc_new.ddls.asddls', line: 1, text: expect.stringMatching(/sqlViewName/) }]);
  });

  it('lists the root cause of an object first: an unknown type before the uses of the local class it broke', () => {
    const broken = clas('ZCL_NEW', ZCL_NEW.sources.main!.replace('`new` )', 'lcl_helper=>value )'));
    broken.sources.locals_imp = 'CLASS lcl_helper DEFINITION.\n  PUBLIC SECTION.\n    CLASS-DATA value TYPE zno_such_type.\nENDCLASS.\n\nCLASS lcl_helper IMPLEMENTATION.\nENDCLASS.\n';
    const errors = engine.checkActivation([ZIF_NEW, broken]).errors.get('CLAS ZCL_NEW') ?? [];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.text).toMatch(/ZNO_SUCH_TYPE/i);
  });

  it('writes nothing: the checked objects are not active afterwards', () => {
    engine.checkActivation([ZIF_NEW, ZCL_NEW]);
    expect(engine.whereUsed({ objects: ['ZIF_NEW'] }).objects[0]!.not_found).toBe(true);
  });
});

describe('kernel gaps: a standard name the kernel lacks', () => {
  const user = clas(
    'ZCL_GAPS',
    `CLASS zcl_gaps DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS zcl_gaps IMPLEMENTATION.
  METHOD run.
    DATA when TYPE sgap_nowhere_date.
    result = cl_gap_nowhere=>value( ).
    SELECT SINGLE * FROM tgap_nowhere INTO @DATA(row).
    CALL FUNCTION 'GAP_NOWHERE_MODULE'.
  ENDMETHOD.
ENDCLASS.
`,
  );

  it('activates the object and names each missing name once, with the line of its first use', () => {
    const { errors, gaps } = engine.checkActivation([user]);
    expect(errors).toEqual(new Map());
    expect(gaps.get('CLAS ZCL_GAPS')).toEqual(
      expect.arrayContaining([
        { name: 'SGAP_NOWHERE_DATE', file: 'zcl_gaps.clas.abap', line: 8 },
        { name: 'CL_GAP_NOWHERE', file: 'zcl_gaps.clas.abap', line: 9 },
        { name: 'TGAP_NOWHERE', file: 'zcl_gaps.clas.abap', line: 10 },
        { name: 'GAP_NOWHERE_MODULE', file: 'zcl_gaps.clas.abap', line: 11 },
      ]),
    );
    expect(gaps.get('CLAS ZCL_GAPS')).toHaveLength(4);
  });

  it('keeps errors errors: an undeclared variable, a missing customer name, a missing method of a kernel class', () => {
    const broken = clas('ZCL_GAPS', user.sources.main!.replace('CALL FUNCTION', "lv_undeclared = zcl_gap_mine=>value( ) + cx_root=>no_such_method( ).\n    CALL FUNCTION"));
    const texts = (engine.checkActivation([broken]).errors.get('CLAS ZCL_GAPS') ?? []).map((error) => error.text).join('\n');
    expect(texts).toMatch(/lv_undeclared/i);
    expect(texts).toMatch(/zcl_gap_mine/i);
    expect(texts).toMatch(/no_such_method/i);
    expect(texts).not.toMatch(/cl_gap_nowhere/i);
  });

  it('strict: every name must exist, as on an application system', () => {
    const { errors, gaps } = engine.checkActivation([user], true);
    expect((errors.get('CLAS ZCL_GAPS') ?? []).map((error) => error.text).join('\n')).toMatch(/cl_gap_nowhere/i);
    expect(gaps).toEqual(new Map());
  });
});
