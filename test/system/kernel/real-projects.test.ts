/**
 * Standard names the largest public abapGit-format projects use (issue 31, ranked by scripts/kernel-gaps.mjs),
 * on the runtime: the definitions that differed from SAP's (CL_ABAP_CHAR_UTILITIES=>MAXCHAR a constant,
 * CL_ABAP_TIMEFM's IS_24_ALLOWED), the sXML reader of a bare JSON value at the top, CL_ABAP_MATH and the classic
 * assertions of CL_AUNIT_ASSERT.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

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

async function expectPasses(methods: Record<string, string>): Promise<string> {
  const result = await runKernelTests({ 'zcl_real_projects.clas.abap': HOST, 'zcl_real_projects.clas.testclasses.abap': testClass(methods) });
  for (const method of Object.keys(methods)) expect(result.output, summary(result.output)).toContain(`running ltcl->${method}`);
  expect(result.ok, summary(result.output) + result.output.slice(-2000)).toBe(true);
  return result.output;
}

describe('standard names of real projects on the runtime', () => {
  it('read a bare JSON value at the top as SAP does, and still refuse text that is neither JSON nor XML', async () => {
    await expectPasses({
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
  });

  it('MAXCHAR and MINCHAR are constants other constants take; CL_ABAP_TIMEFM takes IS_24_ALLOWED', async () => {
    await expectPasses({
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
  });
});
