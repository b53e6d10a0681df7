import { beforeAll, describe, expect, it } from 'vitest';
import { CheckEngine, type SyntaxObject } from '../../../src/system/checks/index.js';
import { classWithMethod, DEMO_SYSTEM, ZCL_GREETER } from './fixtures.js';

let engine: CheckEngine;

beforeAll(() => {
  engine = new CheckEngine();
  engine.load(DEMO_SYSTEM);
});

const check = (object: SyntaxObject, uccheck = 'X') => engine.syntaxCheck({ objects: [object], uccheck });

const CLEAN_CLASS = classWithMethod('zcl_probe', '    DATA(text) = `ok`.\n    text = to_upper( text ).');

const LOCALS_DEF = `CLASS lcl_helper DEFINITION.
  PUBLIC SECTION.
    METHODS help RETURNING VALUE(result) TYPE i.
ENDCLASS.
`;
const LOCALS_IMP = `CLASS lcl_helper IMPLEMENTATION.
  METHOD help.
    result = 42.
  ENDMETHOD.
ENDCLASS.
`;
const TESTCLASSES = `CLASS ltcl_probe DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS runs FOR TESTING.
ENDCLASS.

CLASS ltcl_probe IMPLEMENTATION.
  METHOD runs.
    NEW zcl_probe( )->run( ).
    cl_abap_unit_assert=>assert_true( abap_true ).
  ENDMETHOD.
ENDCLASS.
`;

describe('syntax check of a class reports every error in its part, root causes first', () => {
  const cases: { title: string; object: Partial<SyntaxObject>; include: string; line: number; word: string }[] = [
    {
      title: 'an unknown variable in a method of the main source',
      object: { source: classWithMethod('zcl_probe', '    DATA(text) = `ok`.\n    text = missing_variable.') },
      include: 'main',
      line: 9,
      word: 'missing_variable',
    },
    {
      title: 'an unknown type in the local definitions',
      object: { source: CLEAN_CLASS, locals_def: LOCALS_DEF.replace('TYPE i', 'TYPE zno_such_type'), locals_imp: LOCALS_IMP },
      include: 'locals_def',
      line: 3,
      word: 'result',
    },
    {
      title: 'an unknown method in the local implementations',
      object: { source: CLEAN_CLASS, locals_def: LOCALS_DEF, locals_imp: LOCALS_IMP.replace('result = 42.', 'result = 42.\n    me->missing( ).') },
      include: 'locals_imp',
      line: 4,
      word: 'missing',
    },
    {
      title: 'an unknown assertion in the test classes',
      object: { source: CLEAN_CLASS, testclasses: TESTCLASSES.replace('assert_true', 'assert_truth') },
      include: 'testclasses',
      line: 9,
      word: 'assert_truth',
    },
  ];
  it.each(cases)('$title', ({ object, include, line, word }) => {
    const response = check({ type: 'CLAS', name: 'ZCL_PROBE', source: '', ...object });
    const [result] = response.results;
    expect(result).toMatchObject({ object_type: 'CLAS', object_name: 'ZCL_PROBE', success: false, error_count: 1 });
    expect(result!.errors[0]).toMatchObject({ include, line, word });
    expect(result!.message).toBe('Syntax check failed with 1 error(s)');
  });

  it('reports every error of each part and the full count', () => {
    const source = classWithMethod('zcl_probe', '    first_unknown = 1.\n    second_unknown = 2.');
    const [result] = check({ type: 'CLAS', name: 'zcl_probe', source, testclasses: TESTCLASSES.replace('assert_true', 'assert_truth') }).results;
    expect(result!.errors.map((error) => [error.include, error.line])).toEqual([
      ['main', 8],
      ['main', 9],
      ['testclasses', 9],
    ]);
    expect(result!.error_count).toBe(3);
    expect(result!.message).toBe('Syntax check failed with 3 error(s)');
  });

  it('passes a class with local classes and tests that use the kernel', () => {
    const [result] = check({ type: 'CLAS', name: 'ZCL_PROBE', source: CLEAN_CLASS, locals_def: LOCALS_DEF, locals_imp: LOCALS_IMP, testclasses: TESTCLASSES }).results;
    expect(result).toMatchObject({ success: true, error_count: 0, errors: [], message: 'Syntax check passed' });
  });
});

describe('syntax check against the active system and the kernel', () => {
  it('passes a class using CL_ABAP_UNIT_ASSERT, IF_OO_ADT_CLASSRUN, exceptions and active objects', () => {
    const source = `CLASS zcl_runner DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_oo_adt_classrun.
    METHODS divide
      IMPORTING a TYPE i b TYPE i
      RETURNING VALUE(result) TYPE i
      RAISING cx_static_check.
ENDCLASS.

CLASS zcl_runner IMPLEMENTATION.
  METHOD if_oo_adt_classrun~main.
    DATA lines TYPE string_table.
    TRY.
        out->write( divide( a = 1 b = 0 ) ).
      CATCH cx_sy_zerodivide INTO DATA(zero).
        out->write( zero->get_text( ) ).
      CATCH cx_static_check INTO DATA(error).
        out->write( error->get_longtext( ) ).
    ENDTRY.
    APPEND zcl_greeter=>create( )->greet( zif_greeter=>default_name ) TO lines.
    out->write( data = lines name = \`lines\` ).
  ENDMETHOD.

  METHOD divide.
    IF b < 0.
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = \`B\`.
    ENDIF.
    result = a / b.
  ENDMETHOD.
ENDCLASS.
`;
    const testclasses = `CLASS ltcl_runner DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS asserts FOR TESTING RAISING cx_static_check.
ENDCLASS.

CLASS ltcl_runner IMPLEMENTATION.
  METHOD asserts.
    DATA ref TYPE REF TO zcl_runner.
    DATA(runner) = NEW zcl_runner( ).
    cl_abap_unit_assert=>assert_equals( act = runner->divide( a = 4 b = 2 ) exp = 2 msg = 'four by two' tol = '0.1' quit = if_aunit_constants=>quit-no ).
    cl_abap_unit_assert=>assert_differs( act = 1 exp = 2 ).
    cl_abap_unit_assert=>assert_true( abap_true ).
    cl_abap_unit_assert=>assert_false( abap_false ).
    cl_abap_unit_assert=>assert_initial( ref ).
    cl_abap_unit_assert=>assert_not_initial( runner ).
    cl_abap_unit_assert=>assert_bound( runner ).
    cl_abap_unit_assert=>assert_not_bound( ref ).
    cl_abap_unit_assert=>assert_subrc( ).
    cl_abap_unit_assert=>assert_char_cp( act = 'hello' exp = 'h*' ).
    cl_abap_unit_assert=>assert_table_contains( line = \`a\` table = VALUE string_table( ( \`a\` ) ) ).
    cl_abap_unit_assert=>assert_number_between( lower = 1 upper = 3 number = 2 ).
    cl_abap_unit_assert=>assert_text_matches( pattern = 'l+' text = 'hello' ).
    TRY.
        runner->divide( a = 1 b = 0 ).
        cl_abap_unit_assert=>fail( 'no exception' ).
      CATCH cx_sy_arithmetic_error.
        cl_abap_unit_assert=>skip( 'division failed as expected' ).
    ENDTRY.
    cl_abap_unit_assert=>abort( msg = 'done' ).
  ENDMETHOD.
ENDCLASS.
`;
    const [result] = check({ type: 'CLAS', name: 'ZCL_RUNNER', source, testclasses }).results;
    expect(result!.errors).toEqual([]);
    expect(result!.success).toBe(true);
  });

  it('reports a reference to a class that exists nowhere', () => {
    const source = classWithMethod('zcl_probe', '    zcl_nowhere=>run( ).');
    const [result] = check({ type: 'CLAS', name: 'ZCL_PROBE', source }).results;
    expect(result!.errors).toEqual([{ line: 8, text: expect.stringMatching(/zcl_nowhere/i), word: 'zcl_nowhere', include: 'main' }]);
  });

  it('passes a standard name the kernel lacks with a kernel-gap warning naming it and its line; strict refuses it', () => {
    const source = classWithMethod('zcl_probe', '    DATA descriptor TYPE REF TO cl_abap_nowhere.');
    const [result] = check({ type: 'CLAS', name: 'ZCL_PROBE', source }).results;
    expect(result).toMatchObject({ success: true, warning_count: 1 });
    expect(result!.warnings[0]).toMatchObject({ code: 'KERNEL_GAP', name: 'CL_ABAP_NOWHERE', include: 'main', text: expect.stringMatching(/CL_ABAP_NOWHERE is not in the embedded kernel/) });
    expect(source.split('\n')[result!.warnings[0]!.line - 1]).toMatch(/cl_abap_nowhere/);
    const strict = engine.syntaxCheck({ objects: [{ type: 'CLAS', name: 'ZCL_PROBE', source }], strict: true }).results[0]!;
    expect(strict).toMatchObject({ success: false, warning_count: 0 });
  });

  it('reports a customer name that exists nowhere', () => {
    const source = classWithMethod('zcl_probe', '    DATA descriptor TYPE REF TO zcl_abap_nowhere.');
    expect(check({ type: 'CLAS', name: 'ZCL_PROBE', source }).results[0]!.success).toBe(false);
  });

  it('checks the sent version instead of the active one', () => {
    const broken = ZCL_GREETER.sources.main!.replace('result = to_upper( text ).', 'result = to_upper( txt ).');
    const [result] = check({ type: 'CLAS', name: 'ZCL_GREETER', source: broken, testclasses: ZCL_GREETER.sources.testclasses }).results;
    expect(result!.errors).toMatchObject([{ include: 'main', word: 'txt', line: 37 }]);
    // nothing was written: the active version still checks clean
    const active = check({ type: 'CLAS', name: 'ZCL_GREETER', source: ZCL_GREETER.sources.main!, testclasses: ZCL_GREETER.sources.testclasses });
    expect(active.results[0]!.success).toBe(true);
  });
});

describe('syntax check of interfaces, programs and function modules', () => {
  it('reports an unknown type in an interface', () => {
    const source = 'INTERFACE zif_probe PUBLIC.\n  METHODS run\n    IMPORTING value TYPE zunknown_type.\nENDINTERFACE.\n';
    const [result] = check({ type: 'INTF', name: 'ZIF_PROBE', source }).results;
    expect(result).toMatchObject({ object_type: 'INTF', success: false, error_count: 1 });
    expect(result!.errors[0]).toMatchObject({ line: 3, text: expect.stringMatching(/zunknown_type/i) });
    expect(result!.errors[0]!.include).toBeUndefined();
  });

  it('passes an interface using kernel types', () => {
    const source = 'INTERFACE zif_probe PUBLIC.\n  METHODS run\n    IMPORTING lines TYPE string_table\n    RAISING cx_static_check.\nENDINTERFACE.\n';
    expect(check({ type: 'INTF', name: 'ZIF_PROBE', source }).results[0]!.success).toBe(true);
  });

  it('reports a parser error in a program on its line', () => {
    const source = 'REPORT zprobe.\n\nDATA count TYPE i.\ncount = count + 1\nWRITE / count.\nWRTE / count.\n';
    const [result] = check({ type: 'PROG', name: 'ZPROBE', source }).results;
    expect(result).toMatchObject({ object_type: 'PROG', success: false });
    expect(result!.errors[0]!.line).toBe(4);
  });

  it('passes a program using active classes', () => {
    const source = 'REPORT zprobe.\n\nSTART-OF-SELECTION.\n  WRITE / zcl_greeter=>create( )->greet( `x` ).\n';
    expect(check({ type: 'PROG', name: 'ZPROBE', source }).results[0]).toMatchObject({ success: true, error_count: 0 });
  });

  const MODULE = (body: string) => `FUNCTION z_probe_add.
*"----------------------------------------------------------------------
*"*"Local Interface:
*"  IMPORTING
*"     VALUE(IV_A) TYPE  I
*"     VALUE(IV_B) TYPE  I OPTIONAL
*"  EXPORTING
*"     VALUE(EV_SUM) TYPE  I
*"----------------------------------------------------------------------
${body}
ENDFUNCTION.
`;

  it('passes a function module of a new group, its parameters read from the interface comment', () => {
    const [result] = check({ type: 'FUGR', name: 'ZPROBE_GROUP', fugr_include_name: 'Z_PROBE_ADD', source: MODULE('  ev_sum = iv_a + iv_b.') }).results;
    expect(result).toMatchObject({ object_type: 'FUGR', object_name: 'ZPROBE_GROUP', success: true });
  });

  it('reports an error in a function module on the line of the module source', () => {
    const [result] = check({ type: 'FUGR', name: 'ZPROBE_GROUP', fugr_include_name: 'Z_PROBE_ADD', source: MODULE('  ev_sum = iv_a + iv_c.') }).results;
    expect(result).toMatchObject({ success: false, error_count: 1 });
    expect(result!.errors[0]).toMatchObject({ line: 10, word: 'iv_c' });
  });

  it('checks a changed module of an active group with the globals of the group', () => {
    const source = 'FUNCTION z_demo_double.\n  gv_calls = gv_calls + 1.\n  ev_result = iv_value * 3.\nENDFUNCTION.\n';
    expect(check({ type: 'FUGR', name: 'ZDEMO_FG', fugr_include_name: 'Z_DEMO_DOUBLE', source }).results[0]!.errors).toEqual([]);
    const broken = source.replace('iv_value * 3', 'iv_valu * 3');
    expect(check({ type: 'FUGR', name: 'ZDEMO_FG', fugr_include_name: 'Z_DEMO_DOUBLE', source: broken }).results[0]!.errors).toMatchObject([{ line: 3, word: 'iv_valu' }]);
  });

  it('checks a new module of an active group with the globals of the group', () => {
    const [result] = check({ type: 'FUGR', name: 'ZDEMO_FG', fugr_include_name: 'Z_PROBE_ADD', source: MODULE('  ev_sum = iv_a + iv_b + gv_calls.') }).results;
    expect(result!.errors).toEqual([]);
  });

  it('answers a function group object without a module name with an error', () => {
    const [result] = check({ type: 'FUGR', name: 'ZPROBE_GROUP', source: MODULE('') }).results;
    expect(result!.success).toBe(false);
  });
});

describe('syntax check of CDS sources', () => {
  const cases = [
    {
      title: 'a CDS view without @AbapCatalog.sqlViewName fails',
      source: "@EndUserText.label: 'Carriers'\ndefine view ZC_PROBE as select from zdemo_carrier {\n  key carrier_id,\n  name\n}\n",
      success: false,
      line: 2,
      text: /sqlViewName/,
    },
    {
      title: 'a CDS view with @AbapCatalog.sqlViewName passes with a warning',
      source: "@AbapCatalog.sqlViewName: 'ZCPROBE'\n@EndUserText.label: 'Carriers'\ndefine view ZC_PROBE as select from zdemo_carrier {\n  key carrier_id,\n  name\n}\n",
      success: true,
      warnings: true,
    },
    {
      title: 'a CDS view entity with @AbapCatalog.sqlViewName fails',
      source: "@AbapCatalog.sqlViewName: 'ZCPROBE'\ndefine view entity ZC_PROBE as select from zdemo_carrier {\n  key carrier_id,\n  name\n}\n",
      success: false,
      line: 1,
      text: /must not carry/,
    },
    {
      title: 'a CDS view entity with sqlViewName inside an annotation object fails',
      source: "@AbapCatalog: { sqlViewName: 'ZCPROBE' }\ndefine view entity ZC_PROBE as select from zdemo_carrier {\n  key carrier_id\n}\n",
      success: false,
      line: 1,
      text: /must not carry/,
    },
    {
      title: 'a CDS view entity addressing a parameter as :name fails',
      source:
        "define view entity ZC_PROBE\n  with parameters p_id : abap.char(3)\n  as select from zdemo_carrier {\n  key carrier_id,\n  name\n}\nwhere carrier_id = :p_id\n",
      success: false,
      line: 7,
      text: /\$parameters\.p_id/,
    },
    {
      title: 'a CDS view entity addressing a parameter as $parameters.name passes',
      source:
        "define view entity ZC_PROBE\n  with parameters p_id : abap.char(3)\n  as select from zdemo_carrier {\n  key carrier_id,\n  name\n}\nwhere carrier_id = $parameters.p_id\n",
      success: true,
    },
    {
      title: 'a CDS source that does not parse fails',
      source: 'define view entity ZC_PROBE as select from zdemo_carrier {\n  key carrier_id,,\n}\n',
      success: false,
    },
  ];
  it.each(cases)('$title', ({ source, success, line, text, warnings }) => {
    const [result] = check({ type: 'DDLS', name: 'ZC_PROBE', source }).results;
    expect(result!.success).toBe(success);
    if (!success) {
      expect(result!.error_count).toBe(1);
      if (line !== undefined) expect(result!.errors[0]!.line).toBe(line);
      if (text) expect(result!.errors[0]!.text).toMatch(text);
    }
    if (warnings) expect(result!.warning_count).toBeGreaterThan(0);
    expect(result!.warnings.length).toBe(result!.warning_count);
  });
});

describe('language versions', () => {
  const source = classWithMethod('zcl_probe', "    WRITE / 'classic list output'.");

  it('standard ABAP (uccheck X) allows what ABAP for Cloud Development (uccheck 5) rejects', () => {
    expect(check({ type: 'CLAS', name: 'ZCL_PROBE', source }, 'X').results[0]!.success).toBe(true);
    const cloud = check({ type: 'CLAS', name: 'ZCL_PROBE', source }, '5').results[0]!;
    expect(cloud.success).toBe(false);
    expect(cloud.errors[0]).toMatchObject({ line: 8, include: 'main' });
  });

  it('checks kernel users cleanly in ABAP for Cloud Development too', () => {
    const cloudClean = classWithMethod('zcl_probe', '    DATA(out) = NEW kernel_classrun_out( ).\n    out->if_oo_adt_classrun_out~write( `x` ).');
    expect(check({ type: 'CLAS', name: 'ZCL_PROBE', source: cloudClean }, '5').results[0]!.errors).toEqual([]);
  });
});

describe('syntax response', () => {
  it('answers an unsupported type with one error at line 1', () => {
    const response = engine.syntaxCheck({ objects: [{ type: 'TABL', name: 'ZDEMO_CARRIER', source: '' }], uccheck: 'X' });
    expect(response).toEqual({
      success: false,
      command: 'SYNTAX',
      message: '1 of 1 object(s) have syntax errors',
      results: [
        {
          object_type: 'TABL',
          object_name: 'ZDEMO_CARRIER',
          success: false,
          error_count: 1,
          warning_count: 0,
          errors: [{ line: 1, text: "Unsupported object type: TABL. Use 'pull' command instead." }],
          warnings: [],
          message: "Unsupported object type: TABL. Use 'pull' command instead.",
        },
      ],
    });
  });

  it('summarises all objects', () => {
    const good = { type: 'CLAS', name: 'ZCL_PROBE', source: CLEAN_CLASS };
    const bad = { type: 'INTF', name: 'ZIF_PROBE', source: 'INTERFACE zif_probe PUBLIC.\n  DATA x TYPE zmissing.\nENDINTERFACE.\n' };
    expect(engine.syntaxCheck({ objects: [good, good] })).toMatchObject({ success: true, message: 'All 2 object(s) passed syntax check' });
    expect(engine.syntaxCheck({ objects: [good, bad, good] })).toMatchObject({ success: false, message: '1 of 3 object(s) have syntax errors' });
  });

  it('answers an empty request without results', () => {
    expect(engine.syntaxCheck({ objects: [] })).toMatchObject({ success: false, command: 'SYNTAX', results: [] });
  });
});

describe('objects of one syntax call are checked together', () => {
  const friendly = (name: string, friend: string) =>
    `CLASS ${name} DEFINITION PUBLIC CREATE PUBLIC GLOBAL FRIENDS ${friend}.\n  PUBLIC SECTION.\n    METHODS run.\n  PRIVATE SECTION.\n    DATA secret TYPE i.\nENDCLASS.\n\nCLASS ${name} IMPLEMENTATION.\n  METHOD run.\n    DATA other TYPE REF TO ${friend}.\n    other = NEW #( ).\n    secret = other->secret.\n  ENDMETHOD.\nENDCLASS.\n`;

  it('two new classes that are each other\'s friends pass when sent in one call', () => {
    const response = engine.syntaxCheck({
      objects: [
        { type: 'CLAS', name: 'ZCL_PROBE_A', source: friendly('zcl_probe_a', 'zcl_probe_b') },
        { type: 'CLAS', name: 'ZCL_PROBE_B', source: friendly('zcl_probe_b', 'zcl_probe_a') },
      ],
    });
    expect(response.results.map((result) => [result.object_name, result.errors.map((error) => error.text)])).toEqual([
      ['ZCL_PROBE_A', []],
      ['ZCL_PROBE_B', []],
    ]);
    expect(response).toMatchObject({ success: true, message: 'All 2 object(s) passed syntax check' });
  });

  it('alone, the same class still misses its friend', () => {
    const [result] = engine.syntaxCheck({ objects: [{ type: 'CLAS', name: 'ZCL_PROBE_A', source: friendly('zcl_probe_a', 'zcl_probe_b') }] }).results;
    expect(result!.success).toBe(false);
    expect(result!.errors[0]!.text).toMatch(/ZCL_PROBE_B/i);
  });

  it('an interface sent with the class implementing it is the sent version', () => {
    const response = engine.syntaxCheck({
      objects: [
        { type: 'INTF', name: 'ZIF_PROBE_NEW', source: 'INTERFACE zif_probe_new PUBLIC.\n  METHODS greet RETURNING VALUE(text) TYPE string.\nENDINTERFACE.\n' },
        {
          type: 'CLAS',
          name: 'ZCL_PROBE_IMPL',
          source:
            'CLASS zcl_probe_impl DEFINITION PUBLIC CREATE PUBLIC.\n  PUBLIC SECTION.\n    INTERFACES zif_probe_new.\nENDCLASS.\n\nCLASS zcl_probe_impl IMPLEMENTATION.\n  METHOD zif_probe_new~greet.\n    text = `hi`.\n  ENDMETHOD.\nENDCLASS.\n',
        },
      ],
    });
    expect(response.success).toBe(true);
  });
});

describe('root causes first', () => {
  it('an unknown type in a local class comes before the errors of code using the vanished class, with the full count', () => {
    const localsDef = `CLASS lcl_broken DEFINITION.\n  PUBLIC SECTION.\n    DATA value TYPE zno_such_type.\n    METHODS run.\nENDCLASS.\n`;
    const localsImp = `CLASS lcl_broken IMPLEMENTATION.\n  METHOD run.\n  ENDMETHOD.\nENDCLASS.\n`;
    const source = classWithMethod('zcl_probe', '    DATA helper TYPE REF TO lcl_broken.\n    helper = NEW #( ).\n    helper->run( ).');
    const [result] = check({ type: 'CLAS', name: 'ZCL_PROBE', source, locals_def: localsDef, locals_imp: localsImp }).results;
    expect(result!.success).toBe(false);
    expect(result!.errors[0]).toMatchObject({ include: 'locals_def', line: 3 });
    expect(result!.errors[0]!.text).toMatch(/ZNO_SUCH_TYPE/i);
    expect(result!.error_count).toBe(result!.errors.length);
  });

  it('an object failing because another sent object fails is listed after it', () => {
    const response = engine.syntaxCheck({
      objects: [
        { type: 'CLAS', name: 'ZCL_PROBE_USER', source: classWithMethod('zcl_probe_user', '    DATA(x) = zcl_probe_base=>value.') },
        { type: 'CLAS', name: 'ZCL_PROBE_BASE', source: 'CLASS zcl_probe_base DEFINITION PUBLIC.\n  PUBLIC SECTION.\n    CLASS-DATA value TYPE zno_such_type.\nENDCLASS.\n\nCLASS zcl_probe_base IMPLEMENTATION.\nENDCLASS.\n' },
      ],
    });
    expect(response.results.map((result) => result.object_name)).toEqual(['ZCL_PROBE_USER', 'ZCL_PROBE_BASE']);
    expect(response.results[1]!.errors[0]!.text).toMatch(/ZNO_SUCH_TYPE/i);
  });
});
