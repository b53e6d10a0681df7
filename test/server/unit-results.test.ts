import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService, lowerCaseKeys } from '../support/service.js';
import type { AbapObject } from '../../src/system/objects.js';

/** A global class with a test include. */
function testedClass(name: string, testclasses: string, fixpt = 'X'): AbapObject {
  const lower = name.toLowerCase();
  return {
    type: 'CLAS',
    name,
    description: 'Unit result test class',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Unit result test class', STATE: '1', CLSCCINCL: 'X', FIXPT: fixpt, UNICODE: 'X', WITH_UNIT_TESTS: 'X' } },
    sources: {
      main: `CLASS ${lower} DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS answer RETURNING VALUE(result) TYPE i.
ENDCLASS.

CLASS ${lower} IMPLEMENTATION.
  METHOD answer.
    result = 42.
  ENDMETHOD.
ENDCLASS.
`,
      ...(testclasses ? { testclasses } : {}),
    },
  };
}

const passingTests = (owner: string) => `CLASS ltcl_answer DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS answers_42 FOR TESTING.
ENDCLASS.

CLASS ltcl_answer IMPLEMENTATION.
  METHOD answers_42.
    cl_abap_unit_assert=>assert_equals( act = ${owner}=>answer( ) exp = 42 ).
  ENDMETHOD.
ENDCLASS.
`;

const brokenTests = `CLASS ltcl_answer DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    DATA helper TYPE REF TO zcl_ut_nowhere.
    METHODS answers_42 FOR TESTING.
ENDCLASS.

CLASS ltcl_answer IMPLEMENTATION.
  METHOD answers_42.
  ENDMETHOD.
ENDCLASS.
`;

/** Packed arithmetic with ABAP's rules: division keeps the decimals, results round half away from zero. */
const decimalTests = `CLASS ltcl_decimals DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS division_keeps_decimals FOR TESTING.
    METHODS results_round_commercially FOR TESTING.
    METHODS integers_round_and_div_floors FOR TESTING.
    METHODS intermediate_results_are_exact FOR TESTING.
ENDCLASS.

CLASS ltcl_decimals IMPLEMENTATION.
  METHOD division_keeps_decimals.
    DATA a TYPE p LENGTH 8 DECIMALS 2 VALUE '10.00'.
    DATA b TYPE p LENGTH 8 DECIMALS 2 VALUE '4.00'.
    DATA result TYPE p LENGTH 8 DECIMALS 2.
    result = a / b.
    cl_abap_unit_assert=>assert_equals( act = result exp = '2.50' ).
    result = 1 / 3.
    cl_abap_unit_assert=>assert_equals( act = result exp = '0.33' ).
    result = 2 / 3.
    cl_abap_unit_assert=>assert_equals( act = result exp = '0.67' ).
  ENDMETHOD.

  METHOD results_round_commercially.
    DATA result TYPE p LENGTH 8 DECIMALS 2.
    DATA three TYPE p LENGTH 8 DECIMALS 3 VALUE '2.345'.
    result = three.
    cl_abap_unit_assert=>assert_equals( act = result exp = '2.35' ).
    three = '-2.345'.
    result = three.
    cl_abap_unit_assert=>assert_equals( act = result exp = '-2.35' ).
    three = '1.005'.
    result = three * 1.
    cl_abap_unit_assert=>assert_equals( act = result exp = '1.01' ).
  ENDMETHOD.

  METHOD integers_round_and_div_floors.
    DATA i TYPE i.
    i = 5 / 2.
    cl_abap_unit_assert=>assert_equals( act = i exp = 3 ).
    i = -5 / 2.
    cl_abap_unit_assert=>assert_equals( act = i exp = -3 ).
    i = -7 DIV 2.
    cl_abap_unit_assert=>assert_equals( act = i exp = -4 ).
    i = -7 MOD 2.
    cl_abap_unit_assert=>assert_equals( act = i exp = 1 ).
  ENDMETHOD.

  METHOD intermediate_results_are_exact.
    DATA a TYPE p LENGTH 8 DECIMALS 2 VALUE '1.00'.
    DATA b TYPE p LENGTH 8 DECIMALS 2 VALUE '3.00'.
    DATA result TYPE p LENGTH 8 DECIMALS 2.
    DATA big TYPE p LENGTH 16 DECIMALS 2 VALUE '12345678901234567.89'.
    result = a / b * b.
    cl_abap_unit_assert=>assert_equals( act = result exp = '1.00' ).
    big = big + '0.01'.
    cl_abap_unit_assert=>assert_equals( act = big exp = '12345678901234567.90' ).
    big = big * 2 / 2.
    cl_abap_unit_assert=>assert_equals( act = big exp = '12345678901234567.90' ).
  ENDMETHOD.
ENDCLASS.
`;

/** Without fixed point arithmetic the decimal point of packed fields is ignored in calculations. */
const noFixptTests = `CLASS ltcl_no_fixpt DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS decimals_are_ignored FOR TESTING.
ENDCLASS.

CLASS ltcl_no_fixpt IMPLEMENTATION.
  METHOD decimals_are_ignored.
    DATA a TYPE p LENGTH 8 DECIMALS 2 VALUE '1.50'.
    DATA result TYPE p LENGTH 8 DECIMALS 2.
    result = a * a.
    cl_abap_unit_assert=>assert_equals( act = result exp = '225.00' ).
  ENDMETHOD.
ENDCLASS.
`;

const programWithTests: AbapObject = {
  type: 'PROG',
  name: 'ZUT_REPORT',
  description: 'Report with local tests',
  metadata: { PROGDIR: { NAME: 'ZUT_REPORT', SUBC: '1', RLOAD: 'E', FIXPT: 'X', UCCHECK: 'X' }, TPOOL: [{ ID: 'R', ENTRY: 'Report with local tests', LENGTH: '23' }] },
  sources: {
    main: `REPORT zut_report.

CLASS lcl_price DEFINITION.
  PUBLIC SECTION.
    TYPES ty_amount TYPE p LENGTH 8 DECIMALS 2.
    CLASS-METHODS share IMPORTING total TYPE ty_amount parts TYPE i RETURNING VALUE(result) TYPE ty_amount.
ENDCLASS.

CLASS lcl_price IMPLEMENTATION.
  METHOD share.
    result = total / parts.
  ENDMETHOD.
ENDCLASS.

CLASS ltcl_price DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS shares_a_total FOR TESTING.
    METHODS fails_on_purpose FOR TESTING.
ENDCLASS.

CLASS ltcl_price IMPLEMENTATION.
  METHOD shares_a_total.
    DATA total TYPE p LENGTH 8 DECIMALS 2 VALUE '100.00'.
    cl_abap_unit_assert=>assert_equals( act = lcl_price=>share( total = total parts = 3 ) exp = '33.33' ).
  ENDMETHOD.
  METHOD fails_on_purpose.
    cl_abap_unit_assert=>fail( 'Deliberate' ).
  ENDMETHOD.
ENDCLASS.

START-OF-SELECTION.
  WRITE 'never run by the tests'.
`,
  },
};

/** A test that passes, one that never ends and one after it. */
const slowTests = (owner: string) => `CLASS ltcl_slow DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS a_passes FOR TESTING.
    METHODS b_never_ends FOR TESTING.
    METHODS c_after FOR TESTING.
ENDCLASS.

CLASS ltcl_slow IMPLEMENTATION.
  METHOD a_passes.
    cl_abap_unit_assert=>assert_equals( act = ${owner}=>answer( ) exp = 42 ).
  ENDMETHOD.
  METHOD b_never_ends.
    DATA count TYPE i.
    DO.
      count = count + 1.
    ENDDO.
  ENDMETHOD.
  METHOD c_after.
    cl_abap_unit_assert=>assert_equals( act = 1 exp = 1 ).
  ENDMETHOD.
ENDCLASS.
`;

describe('unit results over HTTP', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  const unit = async (files: string[]) => (await (await session.post('/unit', { files })).json().then(lowerCaseKeys)) as Record<string, any>;

  beforeAll(async () => {
    service = await startTestService({
      execution: { poolSize: 1, maxRuntimeMillis: 10_000 },
      prepare: (system) => {
        system.packages.save({ name: '$UT', parent: '', description: 'Unit result tests', softwareComponent: 'LOCAL', metadata: {} }, 'DEVELOPER');
        const save = (object: AbapObject, version: 'A' | 'I') => system.objects.save(object, '$UT', version, 'DEVELOPER');
        save(testedClass('ZCL_UT_BROKEN', brokenTests), 'I');
        save(testedClass('ZCL_UT_CHANGED', passingTests('zcl_ut_changed')), 'A');
        save(testedClass('ZCL_UT_CHANGED', brokenTests), 'I');
        save(testedClass('ZCL_UT_PASSING', passingTests('zcl_ut_passing')), 'A');
        save(testedClass('ZCL_UT_NO_TESTS', ''), 'A');
        save(testedClass('ZCL_UT_DECIMALS', decimalTests), 'A');
        save(testedClass('ZCL_UT_NO_FIXPT', noFixptTests, ''), 'A');
        save(programWithTests, 'A');
        save(testedClass('ZCL_UT_SLOW', slowTests('zcl_ut_slow')), 'A');
      },
    });
    session = await rawSession(service);
    await service.execution.ready();
  }, 240_000);
  afterAll(async () => service?.stop());

  it('a class that never activated fails with its activation errors, not "All 0 tests passed"', async () => {
    const result = await unit(['zcl_ut_broken.clas.testclasses.abap']);
    expect(result).toMatchObject({ success: '', test_count: 0, passed_count: 0, failed_count: 0, message: 'ZCL_UT_BROKEN is not active: 1 activation error(s)' });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ class_name: 'ZCL_UT_BROKEN', method_name: '', error_kind: 'ERROR' });
    expect(result.errors[0].error_text).toMatch(/^ZCL_UT_BROKEN is not active: 1 activation error\(s\)\n.*ZCL_UT_NOWHERE.*\(zcl_ut_broken\.clas\.testclasses\.abap, line 3\)$/i);
  });

  it('a class whose last activation failed is not tested against its old active version; the other classes still run', async () => {
    const result = await unit(['zcl_ut_changed.clas.abap', 'zcl_ut_passing.clas.abap']);
    expect(result).toMatchObject({ success: '', test_count: 1, passed_count: 1, failed_count: 0, message: 'ZCL_UT_CHANGED is not active: 1 activation error(s)' });
    expect(result.errors.map((e: { class_name: string }) => e.class_name)).toEqual(['ZCL_UT_CHANGED']);
  });

  it('a class without tests says so and does not pass', async () => {
    const result = await unit(['zcl_ut_no_tests.clas.abap']);
    expect(result).toEqual({ success: '', test_count: 0, passed_count: 0, failed_count: 0, message: 'No tests found in ZCL_UT_NO_TESTS', errors: [] });
  });

  it('packed division and rounding follow ABAP rules', async () => {
    const result = await unit(['zcl_ut_decimals.clas.testclasses.abap']);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ success: 'X', test_count: 4, passed_count: 4, message: 'All 4 tests passed' });
  });

  it('a class without fixed point arithmetic calculates with the digits of its packed fields', async () => {
    const result = await unit(['zcl_ut_no_fixpt.clas.testclasses.abap']);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ success: 'X', test_count: 1 });
  });

  it('the local test classes of a program are found and run', async () => {
    const result = await unit(['zut_report.prog.abap']);
    expect(result).toMatchObject({ success: '', test_count: 2, passed_count: 1, failed_count: 1, message: '1 of 2 tests failed' });
    expect(result.errors).toEqual([
      { class_name: 'LTCL_PRICE', method_name: 'FAILS_ON_PURPOSE', error_kind: 'FAILURE', error_text: expect.stringMatching(/^Deliberate at zut_report\.prog\.abap line 27$/) },
    ]);
  });

  it('a run that reaches its time limit keeps the results of the methods that finished and names the one that ran out of time', async () => {
    const started = Date.now();
    const result = (await (await session.post('/unit', { files: ['zcl_ut_slow.clas.testclasses.abap'], timeout: 2 })).json().then(lowerCaseKeys)) as Record<string, any>;
    // the request's limit (2 s), not the system's (10 s)
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(result).toMatchObject({ success: '', test_count: 2, passed_count: 1, failed_count: 1 });
    expect(result.errors).toEqual([
      {
        class_name: 'LTCL_SLOW',
        method_name: 'B_NEVER_ENDS',
        error_kind: 'ERROR',
        error_text: expect.stringMatching(/^Runtime error TIME_OUT: the test method ran out of time \(the unit run's limit is 2 s; short dump .+\); the methods after it did not run$/),
      },
    ]);
  });

  it('refuses a time limit out of range', async () => {
    const response = await session.post('/unit', { files: ['zcl_ut_slow.clas.testclasses.abap'], timeout: 0 });
    expect(response.status).toBe(400);
  });
});
