/**
 * Standard names the largest public abapGit-format projects use (issue 31, ranked by scripts/kernel-gaps.mjs),
 * on the runtime: the definitions that differed from SAP's (CL_ABAP_CHAR_UTILITIES=>MAXCHAR a constant,
 * CL_ABAP_TIMEFM's IS_24_ALLOWED), the sXML reader of a bare JSON value at the top, CL_ABAP_MATH and the classic
 * assertions of CL_AUNIT_ASSERT.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass, type KernelRun } from './run-kernel.js';

const HOST = `CLASS zcl_real_projects DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CONSTANTS c_high TYPE c LENGTH 1 VALUE cl_abap_char_utilities=>maxchar.
    CONSTANTS c_low TYPE c LENGTH 1 VALUE cl_abap_char_utilities=>minchar.
    "! The JSON-XML of a JSON document: each node as its kind and name or value.
    CLASS-METHODS nodes_of IMPORTING json TYPE string RETURNING VALUE(result) TYPE string RAISING cx_sxml_error.
ENDCLASS.
CLASS zcl_real_projects IMPLEMENTATION.
  METHOD nodes_of.
    DATA(reader) = cl_sxml_string_reader=>create( cl_abap_codepage=>convert_to( json ) ).
    DO.
      DATA(node) = reader->read_next_node( ).
      IF node IS INITIAL.
        EXIT.
      ENDIF.
      CASE node->type.
        WHEN if_sxml_node=>co_nt_element_open.
          result = |{ result }<{ CAST if_sxml_open_element( node )->qname-name }>|.
        WHEN if_sxml_node=>co_nt_element_close.
          result = |{ result }</{ CAST if_sxml_close_element( node )->qname-name }>|.
        WHEN if_sxml_node=>co_nt_value.
          result = |{ result }{ CAST if_sxml_value_node( node )->get_value( ) }|.
      ENDCASE.
    ENDDO.
  ENDMETHOD.
ENDCLASS.
`;

/** A constraint for ASSERT_THAT: the value is even. */
const EVEN = `CLASS lcl_even DEFINITION FOR TESTING.
  PUBLIC SECTION.
    INTERFACES if_constraint.
  PRIVATE SECTION.
    DATA last TYPE i.
ENDCLASS.
CLASS lcl_even IMPLEMENTATION.
  METHOD if_constraint~is_valid.
    last = data_object.
    result = xsdbool( last MOD 2 = 0 ).
  ENDMETHOD.
  METHOD if_constraint~get_description.
    APPEND |{ last } is odd| TO result.
  ENDMETHOD.
ENDCLASS.
`;

/** The test methods of every case below, run in one transpile of the kernel (that takes seconds). */
const METHODS: Record<string, string> = {};
function methods(cases: Record<string, string>): string[] {
  Object.assign(METHODS, cases);
  return Object.keys(cases);
}

let run: Promise<KernelRun> | undefined;
/** Each method ran, and none of them is the one that failed (the runner stops at the first failure). */
async function expectPasses(names: string[]): Promise<void> {
  run ??= runKernelTests({ 'zcl_real_projects.clas.abap': HOST, 'zcl_real_projects.clas.testclasses.abap': EVEN + testClass(METHODS) });
  const result = await run;
  const ran = [...result.output.matchAll(/running ltcl->(\w+)/g)].map((match) => match[1]!);
  const failed = result.ok ? undefined : ran.at(-1);
  for (const name of names) {
    expect(ran, summary(result.output)).toContain(name);
    expect(failed, summary(result.output) + result.output.slice(-2000)).not.toBe(name);
  }
}

describe('standard names of real projects on the runtime', () => {
  const case1 = methods({
      json_string: `    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`"abc"\` ) exp = \`<str>abc</str>\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \` "a\\"b" \` ) exp = \`<str>a"b</str>\` ).`,
      json_number: `    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`-123\` ) exp = \`<num>-123</num>\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`4.5e3\` ) exp = \`<num>4.5e3</num>\` ).`,
      json_literals: `    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`true\` ) exp = \`<bool>true</bool>\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`null\` ) exp = \`<null></null>\` ).
    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>nodes_of( \`{"a":[1]}\` ) exp = \`<object><array><num>1</num></array></object>\` ).`,
      not_json: `    TRY.
        zcl_real_projects=>nodes_of( \`truely\` ).
        cl_abap_unit_assert=>fail( 'truely is no JSON value' ).
      CATCH cx_sxml_parse_error.
    ENDTRY.
    TRY.
        zcl_real_projects=>nodes_of( \`-123 4\` ).
        cl_abap_unit_assert=>fail( 'content after the value' ).
      CATCH cx_sxml_parse_error.
    ENDTRY.`,
  });
  it('read a bare JSON value at the top as SAP does, and still refuse text that is neither JSON nor XML', async () => {
    await expectPasses(case1);
  });

  const case2 = methods({
      char_constants: `    cl_abap_unit_assert=>assert_equals( act = zcl_real_projects=>c_high exp = cl_abap_char_utilities=>maxchar ).
    cl_abap_unit_assert=>assert_true( xsdbool( zcl_real_projects=>c_high > 'z' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_conv_out_ce=>uccp( cl_abap_char_utilities=>maxchar ) exp = 'FFFD' ).
    cl_abap_unit_assert=>assert_equals( act = strlen( |a{ zcl_real_projects=>c_low }| ) exp = 2 ).`,
      time_24: `    DATA time TYPE t.
    cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = '24:00:00' is_24_allowed = abap_true IMPORTING time_int = time ).
    cl_abap_unit_assert=>assert_equals( act = time exp = '240000' ).
    TRY.
        cl_abap_timefm=>conv_time_ext_to_int( EXPORTING time_ext = '24:00:00' IMPORTING time_int = time ).
        cl_abap_unit_assert=>fail( '24:00 is refused by default' ).
      CATCH cx_abap_timefm_invalid.
    ENDTRY.
    cl_abap_unit_assert=>assert_equals( act = abap_max_comp_name_ln exp = 30 ).`,
  });
  it('MAXCHAR and MINCHAR are constants other constants take; CL_ABAP_TIMEFM takes IS_24_ALLOWED', async () => {
    await expectPasses(case2);
  });

  const case3 = methods({
      bounds: `    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>max_int4 exp = 2147483647 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>min_int4 exp = -2147483648 ).
    DATA big TYPE int8.
    big = cl_abap_math=>max_int8.
    cl_abap_unit_assert=>assert_equals( act = |{ big }| exp = \`9223372036854775807\` ).
    big = cl_abap_math=>min_int8.
    cl_abap_unit_assert=>assert_equals( act = |{ big }| exp = \`-9223372036854775808\` ).`,
      rounding: `    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '2.5' ) dec = 0 mode = cl_abap_math=>round_half_even ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '2.5' ) dec = 0 mode = cl_abap_math=>round_half_up ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '2.1' ) dec = 0 mode = cl_abap_math=>round_up ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '-2.1' ) dec = 0 mode = cl_abap_math=>round_floor ) exp = -3 ).
    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '-2.9' ) dec = 0 mode = cl_abap_math=>round_down ) exp = -2 ).
    cl_abap_unit_assert=>assert_equals( act = round( val = CONV decfloat34( '-2.1' ) dec = 0 mode = cl_abap_math=>round_ceiling ) exp = -2 ).`,
      decfloat_parts: `    DATA value TYPE decfloat34.
    value = '1.25'.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_scale( value ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_number_of_digits( value ) exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_exponent( value ) exp = -2 ).
    value = 1500.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_scale( value ) exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_number_of_digits( value ) exp = 4 ).
    DATA(normalized) = cl_abap_math=>normalize( value ).
    cl_abap_unit_assert=>assert_equals( act = normalized exp = value ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_scale( normalized ) exp = -2 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_number_of_digits( normalized ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_scale_normalized( value ) exp = -2 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_exponent( normalized ) exp = 2 ).
    value = '-0.5'.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>normalize( value ) exp = value ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_number_of_digits( value ) exp = 1 ).
    CLEAR value.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_number_of_digits( value ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>get_scale_normalized( value ) exp = 0 ).`,
      float_to_15: `    DATA(third) = CONV f( 1 ) / 3.
    DATA(rounded) = cl_abap_math=>round_f_to_15_decs( third ).
    cl_abap_unit_assert=>assert_equals( act = rounded exp = CONV f( '0.333333333333333' ) ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_math=>round_f_to_15_decs( CONV f( '0.1' ) + CONV f( '0.2' ) ) exp = CONV f( '0.3' ) ).`,
  });
  it('CL_ABAP_MATH: bounds, rounding modes ROUND( ) understands, and the scale and digits a decfloat holds', async () => {
    await expectPasses(case3);
  });

  const case4 = methods({
      classic_passes: `    cl_aunit_assert=>assert_equals( act = 2 exp = 2 msg = 'two' level = cl_aunit_assert=>critical quit = cl_aunit_assert=>method ).
    cl_aunit_assert=>assert_differs( act = 1 exp = 2 ).
    cl_aunit_assert=>assert_initial( VALUE string( ) ).
    cl_aunit_assert=>assert_not_initial( 1 ).
    cl_aunit_assert=>assert_char_cp( act = 'hello' exp = 'h*' ).
    cl_aunit_assert=>assert_char_np( act = 'hello' exp = 'x*' ).
    cl_aunit_assert=>assert_equals_float( act = '1.0000000000000001' exp = 1 ).
    cl_aunit_assert=>assert_subrc( act = 0 ).
    DATA ref TYPE REF TO object.
    cl_aunit_assert=>assert_not_bound( ref ).
    ref = NEW lcl_even( ).
    cl_aunit_assert=>assert_bound( ref ).
    cl_aunit_assert=>assert_that( act = 4 exp = NEW lcl_even( ) ).`,
      classic_failures: `    TRY.
        cl_aunit_assert=>assert_equals( act = 1 exp = 2 msg = 'one is not two' ).
        cl_abap_unit_assert=>fail( 'not raised' ).
      CATCH cx_aunit_failure INTO DATA(failure).
        cl_abap_unit_assert=>assert_equals( act = failure->get_text( ) exp = \`one is not two: expected [2], actual [1]\` ).
    ENDTRY.
    TRY.
        cl_aunit_assert=>assert_that( act = 3 exp = NEW lcl_even( ) msg = 'odd' ).
        cl_abap_unit_assert=>fail( 'not raised' ).
      CATCH cx_aunit_failure INTO failure.
        cl_abap_unit_assert=>assert_equals( act = failure->get_text( ) exp = \`odd: 3 is odd\` ).
    ENDTRY.
    TRY.
        cl_aunit_assert=>fail( 'failed' ).
        cl_abap_unit_assert=>fail( 'not raised' ).
      CATCH cx_aunit_failure INTO failure.
        cl_abap_unit_assert=>assert_equals( act = failure->get_text( ) exp = \`failed\` ).
    ENDTRY.`,
  });
  it('CL_AUNIT_ASSERT: the classic assertions pass and fail as CL_ABAP_UNIT_ASSERT does, ASSERT_THAT asks the constraint', async () => {
    await expectPasses(case4);
  });

  const case5 = methods({
      workbench_types: `    DATA persist TYPE REF TO if_wb_object_persist.
    DATA model TYPE REF TO if_wb_object_data_model.
    DATA key TYPE seu_objkey.
    DATA type TYPE wbobjtype.
    key = 'ZOA2P_PROFILE'.
    type-objtype_tr = 'OA2P'.
    cl_abap_unit_assert=>assert_not_bound( persist ).
    cl_abap_unit_assert=>assert_not_bound( model ).
    cl_abap_unit_assert=>assert_equals( act = type-objtype_tr exp = 'OA2P' ).
    TRY.
        RAISE EXCEPTION TYPE cx_swb_object_does_not_exist.
      CATCH cx_swb_exception INTO DATA(error).
        cl_abap_unit_assert=>assert_equals( act = error->get_text( ) exp = \`The object does not exist\` ).
    ENDTRY.`,
  });
  it('the workbench API: persistence and data model types, CX_SWB_EXCEPTION and its subclass', async () => {
    await expectPasses(case5);
  });

  const case6 = methods({
      dictionary: `    DATA request TYPE trkorr.
    DATA key TYPE e071k.
    DATA docu TYPE dokil.
    DATA header TYPE dokhl.
    DATA bdc TYPE STANDARD TABLE OF bdcdata WITH DEFAULT KEY.
    DATA lock TYPE seqg3.
    DATA language TYPE laiso.
    DATA icon TYPE icon_d.
    DATA name TYPE trobj_name.
    DATA unicode TYPE uccheck.
    request = 'DEVK900001XXXXXXXXXXXX'.
    cl_abap_unit_assert=>assert_equals( act = strlen( request ) exp = 20 ).
    key-trkorr = request.
    key-tabkey = 'ZKEY'.
    docu-object = 'ZCL_X'.
    header-dokversion = 1.
    APPEND VALUE #( program = 'SAPMZ' dynpro = '0100' dynbegin = 'X' ) TO bdc.
    lock-garg = 'ZLOCK'.
    language = 'EN'.
    icon = '@01@'.
    name = 'ZCL_X'.
    unicode = 'X'.
    cl_abap_unit_assert=>assert_equals( act = bdc[ 1 ]-dynpro exp = '0100' ).
    cl_abap_unit_assert=>assert_equals( act = header-dokversion exp = '0001' ).
    cl_abap_unit_assert=>assert_equals( act = strlen( icon ) exp = 4 ).`,
      no_gui_in_the_background: `    DATA directory TYPE string.
    DATA rc TYPE i.
    DATA versions TYPE filetable.
    cl_gui_frontend_services=>get_system_directory( CHANGING system_directory = directory EXCEPTIONS error_no_gui = 2 OTHERS = 3 ).
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).
    cl_gui_frontend_services=>get_gui_version( CHANGING version_table = versions rc = rc EXCEPTIONS error_no_gui = 5 OTHERS = 7 ).
    cl_abap_unit_assert=>assert_subrc( exp = 5 ).
    cl_gui_frontend_services=>directory_create( EXPORTING directory = 'C:\\tmp' CHANGING rc = rc EXCEPTIONS error_no_gui = 3 OTHERS = 10 ).
    cl_abap_unit_assert=>assert_subrc( exp = 3 ).`,
      class_builder_type_pools: `    DATA program TYPE c LENGTH 40 VALUE 'ZCL_X                         CP'.
    cl_abap_unit_assert=>assert_equals( act = program+30 exp = srext_ext_class_pool ).
    cl_abap_unit_assert=>assert_equals( act = seoc_version_active exp = '1' ).
    cl_abap_unit_assert=>assert_equals( act = seoc_category_exception exp = '40' ).
    cl_abap_unit_assert=>assert_equals( act = seoo_cmptype_method exp = '1' ).
    cl_abap_unit_assert=>assert_equals( act = seos_scotype_exception exp = '1' ).
    cl_abap_unit_assert=>assert_equals( act = seop_ext_class_testclasses exp = 'CCAU' ).
    cl_abap_unit_assert=>assert_equals( act = seox_true exp = abap_true ).`,
  });
  it('types real projects name: transport keys, documentation headers, batch input, lock entries and domains', async () => {
    await expectPasses(case6);
  });
});
