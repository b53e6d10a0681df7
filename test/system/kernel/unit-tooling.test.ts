/**
 * The test tooling of the kernel, proven by ABAP unit tests run by the embedded system's work processes:
 * CL_ABAP_UNIT_ASSERT, CL_ABAP_TESTDOUBLE and CL_OSQL_TEST_ENVIRONMENT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, type TestService, lowerCaseKeys } from '../../support/service.js';
import type { AbapObject } from '../../../src/system/objects.js';

function classObject(name: string, main: string, testclasses?: string): AbapObject {
  return {
    type: 'CLAS',
    name,
    description: 'Unit tooling test class',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Unit tooling test class', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: { main, ...(testclasses ? { testclasses } : {}) },
  };
}

const rates: AbapObject = {
  type: 'INTF',
  name: 'ZIF_UT_RATES',
  description: 'Exchange rates',
  metadata: { VSEOINTERF: { CLSNAME: 'ZIF_UT_RATES', LANGU: 'E', DESCRIPT: 'Exchange rates', EXPOSURE: '2', STATE: '1', UNICODE: 'X' } },
  sources: {
    main: `INTERFACE zif_ut_rates PUBLIC.
  METHODS rate
    IMPORTING currency     TYPE string
              day          TYPE d OPTIONAL
    EXPORTING source       TYPE string
    RETURNING VALUE(rate)  TYPE i
    RAISING   cx_static_check.
  METHODS log IMPORTING text TYPE string.
ENDINTERFACE.
`,
  },
};

const converter = classObject(
  'ZCL_UT_CONVERTER',
  `CLASS zcl_ut_converter DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS constructor IMPORTING rates TYPE REF TO zif_ut_rates.
    METHODS convert IMPORTING amount TYPE i currency TYPE string RETURNING VALUE(result) TYPE i RAISING cx_static_check.
    METHODS source_of IMPORTING currency TYPE string RETURNING VALUE(result) TYPE string RAISING cx_static_check.
    CLASS-METHODS carrier_name IMPORTING id TYPE string RETURNING VALUE(result) TYPE string.
    CLASS-METHODS carrier_count RETURNING VALUE(result) TYPE i.
  PRIVATE SECTION.
    DATA rates TYPE REF TO zif_ut_rates.
ENDCLASS.

CLASS zcl_ut_converter IMPLEMENTATION.
  METHOD constructor.
    me->rates = rates.
  ENDMETHOD.
  METHOD convert.
    result = amount * rates->rate( currency ).
    rates->log( |converted { currency }| ).
  ENDMETHOD.
  METHOD source_of.
    rates->rate( EXPORTING currency = currency IMPORTING source = result ).
  ENDMETHOD.
  METHOD carrier_name.
    SELECT SINGLE name FROM zdemo_carrier WHERE carrier_id = @id INTO @result.
  ENDMETHOD.
  METHOD carrier_count.
    SELECT COUNT(*) FROM zdemo_carrier INTO @result.
  ENDMETHOD.
ENDCLASS.
`,
  `CLASS lcx_rate DEFINITION INHERITING FROM cx_static_check.
ENDCLASS.

CLASS lcx_rate IMPLEMENTATION.
ENDCLASS.

CLASS ltcl_assert DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    TYPES: BEGIN OF ty_pair,
             key   TYPE string,
             value TYPE i,
           END OF ty_pair.
    TYPES ty_hashed TYPE HASHED TABLE OF ty_pair WITH UNIQUE KEY key.
    TYPES ty_sorted TYPE SORTED TABLE OF ty_pair WITH UNIQUE KEY key.
    TYPES ty_standard TYPE STANDARD TABLE OF ty_pair WITH EMPTY KEY.
    METHODS hashed_equal_any_order FOR TESTING.
    METHODS sorted_and_standard_tables FOR TESTING.
    METHODS every_assertion_that_holds FOR TESTING.
    METHODS hashed_tables_differ FOR TESTING.
ENDCLASS.

CLASS ltcl_assert IMPLEMENTATION.
  METHOD hashed_equal_any_order.
    DATA(first) = VALUE ty_hashed( ( key = \`a\` value = 1 ) ( key = \`b\` value = 2 ) ).
    DATA(second) = VALUE ty_hashed( ( key = \`b\` value = 2 ) ( key = \`a\` value = 1 ) ).
    cl_abap_unit_assert=>assert_equals( act = first exp = second ).
    cl_abap_unit_assert=>assert_differs( act = lines( first ) exp = 3 ).
    DATA(standard_a) = VALUE ty_standard( ( key = \`a\` value = 1 ) ( key = \`b\` value = 2 ) ).
    DATA(standard_b) = VALUE ty_standard( ( key = \`b\` value = 2 ) ( key = \`a\` value = 1 ) ).
    cl_abap_unit_assert=>assert_equals( act = standard_a exp = standard_b ignore_hash_sequence = abap_true ).
  ENDMETHOD.

  METHOD sorted_and_standard_tables.
    DATA(sorted) = VALUE ty_sorted( ( key = \`b\` value = 2 ) ( key = \`a\` value = 1 ) ).
    cl_abap_unit_assert=>assert_equals( act = sorted exp = VALUE ty_sorted( ( key = \`a\` value = 1 ) ( key = \`b\` value = 2 ) ) ).
    cl_abap_unit_assert=>assert_table_contains( line = VALUE ty_pair( key = \`a\` value = 1 ) table = sorted ).
    cl_abap_unit_assert=>assert_table_not_contains( line = VALUE ty_pair( key = \`c\` value = 3 ) table = sorted ).
  ENDMETHOD.

  METHOD every_assertion_that_holds.
    DATA reference TYPE REF TO data.
    DATA nothing TYPE REF TO data.
    DATA amount TYPE p LENGTH 8 DECIMALS 2 VALUE '10.01'.
    reference = NEW i( 1 ).
    cl_abap_unit_assert=>assert_equals( act = amount exp = 10 tol = '0.02' msg = 'within tolerance' ).
    cl_abap_unit_assert=>assert_bound( reference ).
    cl_abap_unit_assert=>assert_not_bound( nothing ).
    cl_abap_unit_assert=>assert_initial( nothing ).
    cl_abap_unit_assert=>assert_not_initial( amount ).
    cl_abap_unit_assert=>assert_true( abap_true ).
    cl_abap_unit_assert=>assert_false( abap_false ).
    cl_abap_unit_assert=>assert_char_cp( act = 'Hello world' exp = 'Hello*' ).
    cl_abap_unit_assert=>assert_char_np( act = 'Hello world' exp = 'Bye*' ).
    cl_abap_unit_assert=>assert_number_between( lower = 1 upper = 10 number = 5 ).
    READ TABLE VALUE string_table( ( \`x\` ) ) WITH KEY table_line = \`y\` TRANSPORTING NO FIELDS.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).
  ENDMETHOD.

  METHOD hashed_tables_differ.
    DATA(first) = VALUE ty_hashed( ( key = \`a\` value = 1 ) ( key = \`b\` value = 2 ) ).
    DATA(third) = VALUE ty_hashed( ( key = \`b\` value = 3 ) ( key = \`a\` value = 1 ) ).
    cl_abap_unit_assert=>assert_equals( act = first exp = third msg = 'Tables differ' ).
  ENDMETHOD.
ENDCLASS.

CLASS ltcl_testdouble DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    DATA rates TYPE REF TO zif_ut_rates.
    DATA cut TYPE REF TO zcl_ut_converter.
    METHODS setup.
    METHODS answers_configured_value FOR TESTING RAISING cx_static_check.
    METHODS matches_parameters FOR TESTING RAISING cx_static_check.
    METHODS ignores_parameters FOR TESTING RAISING cx_static_check.
    METHODS times_then_next FOR TESTING RAISING cx_static_check.
    METHODS exporting_parameters FOR TESTING RAISING cx_static_check.
    METHODS raises_exception FOR TESTING.
    METHODS verifies_expectations FOR TESTING RAISING cx_static_check.
    METHODS unmet_expectation_fails FOR TESTING RAISING cx_static_check.
ENDCLASS.

CLASS ltcl_testdouble IMPLEMENTATION.
  METHOD setup.
    rates ?= cl_abap_testdouble=>create( 'ZIF_UT_RATES' ).
    cut = NEW #( rates ).
  ENDMETHOD.

  METHOD answers_configured_value.
    cl_abap_testdouble=>configure_call( rates )->returning( 3 ).
    rates->rate( \`USD\` ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 10 currency = \`USD\` ) exp = 30 ).
  ENDMETHOD.

  METHOD matches_parameters.
    cl_abap_testdouble=>configure_call( rates )->returning( 3 ).
    rates->rate( \`USD\` ).
    cl_abap_testdouble=>configure_call( rates )->returning( 5 ).
    rates->rate( \`GBP\` ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 10 currency = \`GBP\` ) exp = 50 ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 10 currency = \`USD\` ) exp = 30 ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 10 currency = \`EUR\` ) exp = 0 ).
  ENDMETHOD.

  METHOD ignores_parameters.
    cl_abap_testdouble=>configure_call( rates )->returning( 7 )->ignore_parameter( 'CURRENCY' ).
    rates->rate( \`ANY\` ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 1 currency = \`JPY\` ) exp = 7 ).
    cl_abap_testdouble=>configure_call( rates )->returning( 9 )->ignore_all_parameters( ).
    rates->rate( \`ANY\` ).
    cl_abap_unit_assert=>assert_equals( act = cut->convert( amount = 1 currency = \`CHF\` ) exp = 9 ).
  ENDMETHOD.

  METHOD times_then_next.
    cl_abap_testdouble=>configure_call( rates )->returning( 1 )->times( 2 ).
    rates->rate( \`USD\` ).
    cl_abap_testdouble=>configure_call( rates )->returning( 2 ).
    rates->rate( \`USD\` ).
    cl_abap_unit_assert=>assert_equals( act = rates->rate( \`USD\` ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = rates->rate( \`USD\` ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = rates->rate( \`USD\` ) exp = 2 ).
  ENDMETHOD.

  METHOD exporting_parameters.
    cl_abap_testdouble=>configure_call( rates )->set_parameter( name = 'source' value = \`ECB\` ).
    rates->rate( \`USD\` ).
    cl_abap_unit_assert=>assert_equals( act = cut->source_of( \`USD\` ) exp = \`ECB\` ).
  ENDMETHOD.

  METHOD raises_exception.
    DATA error TYPE REF TO cx_static_check.
    cl_abap_testdouble=>configure_call( rates )->raise_exception( NEW lcx_rate( ) ).
    TRY.
        rates->rate( \`USD\` ).
      CATCH cx_static_check.
        cl_abap_unit_assert=>fail( 'the configuring call raised' ).
    ENDTRY.
    TRY.
        cut->convert( amount = 1 currency = \`USD\` ).
        cl_abap_unit_assert=>fail( 'no exception' ).
      CATCH cx_static_check INTO error.
        cl_abap_unit_assert=>assert_true( xsdbool( error IS INSTANCE OF lcx_rate ) ).
    ENDTRY.
  ENDMETHOD.

  METHOD verifies_expectations.
    cl_abap_testdouble=>configure_call( rates )->and_expect( )->is_called_times( 2 ).
    rates->log( \`converted USD\` ).
    cl_abap_testdouble=>configure_call( rates )->returning( 2 ).
    rates->rate( \`USD\` ).
    cut->convert( amount = 1 currency = \`USD\` ).
    cut->convert( amount = 2 currency = \`USD\` ).
    cl_abap_testdouble=>verify_expectations( rates ).
  ENDMETHOD.

  METHOD unmet_expectation_fails.
    cl_abap_testdouble=>configure_call( rates )->and_expect( )->is_called_once( ).
    rates->log( \`converted USD\` ).
    cl_abap_testdouble=>verify_expectations( rates ).
  ENDMETHOD.
ENDCLASS.

CLASS ltcl_osql DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    CLASS-DATA environment TYPE REF TO if_osql_test_environment.
    CLASS-METHODS class_setup.
    CLASS-METHODS class_teardown.
    METHODS reads_the_doubles FOR TESTING.
    METHODS test_data_outlives_a_test FOR TESTING.
    METHODS clear_doubles_empties_them FOR TESTING.
ENDCLASS.

CLASS ltcl_osql IMPLEMENTATION.
  METHOD class_setup.
    environment = cl_osql_test_environment=>create( VALUE #( ( 'ZDEMO_CARRIER' ) ) ).
    DATA carriers TYPE STANDARD TABLE OF zdemo_carrier WITH EMPTY KEY.
    carriers = VALUE #( ( carrier_id = 'T1' name = 'Test Air' currency = 'EUR' ) ).
    environment->insert_test_data( carriers ).
  ENDMETHOD.

  METHOD class_teardown.
    environment->destroy( ).
  ENDMETHOD.

  METHOD reads_the_doubles.
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_name( \`T1\` ) exp = \`Test Air\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_name( \`ZA\` ) exp = \`\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_count( ) exp = 1 ).
    DATA more TYPE STANDARD TABLE OF zdemo_carrier WITH EMPTY KEY.
    more = VALUE #( ( carrier_id = 'T2' name = 'Second' currency = 'USD' ) ).
    environment->insert_test_data( more ).
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_count( ) exp = 2 ).
  ENDMETHOD.

  METHOD test_data_outlives_a_test.
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_name( \`T1\` ) exp = \`Test Air\` ).
  ENDMETHOD.

  METHOD clear_doubles_empties_them.
    environment->clear_doubles( ).
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_count( ) exp = 0 ).
  ENDMETHOD.
ENDCLASS.
`,
);

/** Runs after the SQL test environment is gone: the real table answers again. */
const afterwards = classObject(
  'ZCL_UT_AFTERWARDS',
  `CLASS zcl_ut_afterwards DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
ENDCLASS.

CLASS zcl_ut_afterwards IMPLEMENTATION.
ENDCLASS.
`,
  `CLASS ltcl_real_table DEFINITION FINAL FOR TESTING DURATION SHORT RISK LEVEL HARMLESS.
  PRIVATE SECTION.
    METHODS reads_the_real_table FOR TESTING.
ENDCLASS.

CLASS ltcl_real_table IMPLEMENTATION.
  METHOD reads_the_real_table.
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_name( \`ZA\` ) exp = \`Zephyr Air\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_ut_converter=>carrier_name( \`T1\` ) exp = \`\` ).
  ENDMETHOD.
ENDCLASS.
`,
);

describe('unit test tooling of the kernel', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;
  let result: Record<string, any>;
  const unit = async (files: string[]) => lowerCaseKeys(await (await session.post('/unit', { files })).json()) as Record<string, any>;

  beforeAll(async () => {
    service = await startTestService({
      demo: true,
      execution: { poolSize: 1, maxRuntimeMillis: 20_000 },
      prepare: (system) => {
        for (const object of [rates, converter, afterwards]) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
      },
    });
    session = await rawSession(service);
    await service.execution.ready();
    result = await unit(["zcl_ut_converter.clas.testclasses.abap"]);
  }, 240_000);
  afterAll(async () => service?.stop());

  const errorOf = (method: string) => (result.errors as Array<{ method_name: string; error_text: string }>).find((error) => error.method_name === method);

  it('CL_ABAP_UNIT_ASSERT: every assertion that holds passes; hashed tables are equal in any order', () => {
    for (const method of ['HASHED_EQUAL_ANY_ORDER', 'SORTED_AND_STANDARD_TABLES', 'EVERY_ASSERTION_THAT_HOLDS']) {
      expect(errorOf(method), method).toBeUndefined();
    }
    expect(errorOf('HASHED_TABLES_DIFFER')).toMatchObject({ error_kind: 'FAILURE', error_text: expect.stringMatching(/^Tables differ/) });
  });

  it('CL_ABAP_TESTDOUBLE: configured answers, parameters, times, exceptions and expectations', () => {
    for (const method of ['ANSWERS_CONFIGURED_VALUE', 'MATCHES_PARAMETERS', 'IGNORES_PARAMETERS', 'TIMES_THEN_NEXT', 'EXPORTING_PARAMETERS', 'RAISES_EXCEPTION', 'VERIFIES_EXPECTATIONS']) {
      expect(errorOf(method), method).toBeUndefined();
    }
    expect(errorOf('UNMET_EXPECTATION_FAILS')).toMatchObject({
      error_kind: 'FAILURE',
      error_text: expect.stringMatching(
        /^Method ZIF_UT_RATES~LOG of test double ZIF_UT_RATES expected to be called 1 time\(s\), but was called 0 time\(s\) at zcl_ut_converter\.clas\.testclasses\.abap line \d+$/,
      ),
    });
  });

  it('CL_OSQL_TEST_ENVIRONMENT: SELECTs of the code under test read the doubles, test data outlives a test, clear_doubles empties them', () => {
    for (const method of ['READS_THE_DOUBLES', 'TEST_DATA_OUTLIVES_A_TEST', 'CLEAR_DOUBLES_EMPTIES_THEM']) {
      expect(errorOf(method), method).toBeUndefined();
    }
    expect(result).toMatchObject({ test_count: 15, failed_count: 2, message: '2 of 15 tests failed' });
  });

  it('after the environment is destroyed the real table answers again, its rows untouched', async () => {
    expect(await unit(['zcl_ut_afterwards.clas.abap'])).toMatchObject({ success: 'X', test_count: 1, errors: [] });
  });
});
