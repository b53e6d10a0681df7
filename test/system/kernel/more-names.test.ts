/**
 * Standard names real projects use, on the runtime: include names of class pools, message variables from
 * exceptions and texts, the exceptions of the package, Smart Forms and coverage APIs, the Code Inspector
 * and ABAP Unit declarations, and the dictionary function modules.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const PROBE = `CLASS zcl_names_probe DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_t100_message.
    DATA first TYPE string VALUE 'one'.
    METHODS alpha.
    METHODS beta.
ENDCLASS.
CLASS zcl_names_probe IMPLEMENTATION.
  METHOD alpha.
  ENDMETHOD.
  METHOD beta.
  ENDMETHOD.
ENDCLASS.
`;

const TESTS = testClass({
  include_names: `    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_classpool_name( 'ZCL_NAMES_PROBE' ) exp = 'ZCL_NAMES_PROBE===============CP' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_ccau_name( 'zcl_names_probe' ) exp = 'ZCL_NAMES_PROBE===============CCAU' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_pubsec_name( 'ZCL_NAMES_PROBE' ) exp = 'ZCL_NAMES_PROBE===============CU' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_ccimp_name( 'ZCL_NAMES_PROBE' ) exp = 'ZCL_NAMES_PROBE===============CCIMP' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_interfacepool_name( 'ZIF_X' ) exp = 'ZIF_X=========================IP' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_clsname_by_include( 'ZCL_NAMES_PROBE===============CM002' ) exp = 'ZCL_NAMES_PROBE' ).
    DATA key TYPE seocpdkey.
    key-clsname = 'ZCL_NAMES_PROBE'.
    key-cpdname = 'BETA'.
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_method_include( key ) exp = 'ZCL_NAMES_PROBE===============CM002' ).
    key-cpdname = 'GAMMA'.
    cl_oo_classname_service=>get_method_include( EXPORTING mtdkey = key EXCEPTIONS class_not_existing = 1 method_not_existing = 2 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 2 ).
    key-clsname = 'ZCL_NOT_THERE'.
    cl_oo_classname_service=>get_method_include( EXPORTING mtdkey = key EXCEPTIONS class_not_existing = 1 method_not_existing = 2 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 1 ).
    DATA(includes) = cl_oo_classname_service=>get_all_method_includes( 'ZCL_NAMES_PROBE' ).
    cl_abap_unit_assert=>assert_equals( act = lines( includes ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = includes[ 1 ]-cpdkey-cpdname exp = 'ALPHA' ).
    cl_abap_unit_assert=>assert_equals( act = cl_oo_classname_service=>get_method_by_include( 'ZCL_NAMES_PROBE===============CM001' )-cpdname exp = 'ALPHA' ).`,
  message_variables: `    DATA(probe) = NEW zcl_names_probe( ).
    probe->if_t100_message~t100key = VALUE #( msgid = '00' msgno = '002' attr1 = 'FIRST' ).
    cl_message_helper=>set_msg_vars_for_if_t100_msg( probe ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgid exp = '00' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgno exp = '002' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgv1 exp = 'one' ).
    cl_message_helper=>set_msg_vars_for_clike( |{ repeat( val = 'a' occ = 50 ) }bcd| ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgno exp = '001' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgv2 exp = 'bcd' ).
    TRY.
        RAISE EXCEPTION NEW cx_pak_invalid_data( ).
      CATCH cx_pak_invalid_data INTO DATA(error).
        cl_message_helper=>set_msg_vars_for_if_msg( error ).
        cl_abap_unit_assert=>assert_equals( act = sy-msgv1 exp = 'The package data are invalid' ).
    ENDTRY.`,
  code_inspector: `    cl_ci_checkvariant=>get_ref( EXPORTING p_user = '' p_name = 'DEFAULT' EXCEPTIONS chkv_not_exists = 1 missing_parameter = 2 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 1 ).
    cl_ci_objectset=>get_ref( EXPORTING p_objsnam = 'SET' EXCEPTIONS objs_not_exists = 3 OTHERS = 4 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 3 ).
    cl_ci_inspection=>create( EXPORTING p_name = 'RUN' EXCEPTIONS not_authorized = 5 OTHERS = 6 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 5 ).
    DATA(check) = NEW lcl_check( ).
    check->run( ).
    cl_abap_unit_assert=>assert_equals( act = lines( check->results ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = check->results[ 1 ]-code exp = 'C001' ).
    cl_abap_unit_assert=>assert_equals( act = check->get_result_node( 'E' )->kind exp = 'E' ).`,
  no_smart_forms: `    TRY.
        NEW cl_ssf_fb_smart_form( )->load( im_formname = 'ZFORM' ).
        cl_abap_unit_assert=>fail( ).
      CATCH cx_ssf_fb INTO DATA(error).
        cl_abap_unit_assert=>assert_equals( act = error->get_text( ) exp = 'Smart Forms are not available in this system' ).
    ENDTRY.
    cl_abap_unit_assert=>assert_false( cl_enh_badi_def_utility=>is_sap_system( ) ).`,
});

const LOCAL_CHECK = `CLASS lcl_check DEFINITION INHERITING FROM cl_ci_test_root.
  PUBLIC SECTION.
    METHODS run REDEFINITION.
ENDCLASS.
CLASS lcl_check IMPLEMENTATION.
  METHOD run.
    inform( p_sub_obj_type = 'PROG' p_sub_obj_name = 'ZPROG' p_line = 3 p_kind = 'E' p_test = 'LCL_CHECK' p_code = 'C001' ).
  ENDMETHOD.
ENDCLASS.
`;

describe('more standard names', () => {
  it('run on the runtime', async () => {
    const run = await runKernelTests({ 'zcl_names_probe.clas.abap': PROBE, 'zcl_names_probe.clas.testclasses.abap': LOCAL_CHECK + TESTS });
    expect(summary(run.output)).not.toMatch(/Error|expected/);
    for (const method of ['include_names', 'message_variables', 'code_inspector', 'no_smart_forms']) expect(summary(run.output)).toContain(`running ltcl->${method}`);
    expect(run.ok, run.output.slice(-3000)).toBe(true);
  });
});
