/**
 * The last standard names two real projects use: classification attributes (CL_CLS_ATTR_VALUE_ASSIGNMENT,
 * which answers that the system keeps none), the ABAP Unit runners and their results (CL_AUCV_TEST_RUNNER_*,
 * CL_SAUNIT_INTERNAL_RESULT, IF_AUCV_CVRG_RSLT_PROVIDER: tests are not run from inside a program, coverage
 * cannot be called), and the tables DD40L (filled from the table types), CROSS and TFO01 (no rows).
 * IF_ALGORITHM and IF_DATA of the reference are parameter names of CL_ABAP_MESSAGE_DIGEST, not interfaces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import { activateInDemoTools } from '../../support/fixtures.js';
import { clas } from '../../support/git-fixtures.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const PRODUCTION = `CLASS zcl_last_names DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    TYPES: BEGIN OF ty_avas,
             guid      TYPE guid_32,
             attribute TYPE cls_attribute_name,
             object    TYPE pak_object_key,
             values    TYPE cls_value_assignments,
             links     TYPE cls_linked_objects,
           END OF ty_avas.
    CLASS-METHODS read_avas IMPORTING id TYPE guid_32 RETURNING VALUE(result) TYPE ty_avas
      RAISING cx_pak_wb_object_locked cx_pak_not_authorized cx_pak_invalid_state cx_pak_invalid_data.
    CLASS-METHODS runner IMPORTING coverage TYPE abap_bool RETURNING VALUE(result) TYPE REF TO cl_aucv_test_runner_abstract.
ENDCLASS.
CLASS zcl_last_names IMPLEMENTATION.
  METHOD read_avas.
    DATA avas TYPE REF TO cl_cls_attr_value_assignment.
    CREATE OBJECT avas EXPORTING im_assignment_id = id.
    result-guid = avas->if_cls_attr_value_assignment~get_guid( ).
    result-attribute = avas->if_cls_attr_value_assignment~get_attribute( ).
    result-object = avas->if_cls_attr_value_assignment~get_object( ).
    avas->if_cls_attr_value_assignment~get_values( IMPORTING ex_values = result-values ).
    avas->if_cls_attr_value_assignment~get_links( IMPORTING ex_links = result-links ).
  ENDMETHOD.
  METHOD runner.
    DATA passport TYPE REF TO object.
    IF coverage = abap_true.
      result = cl_aucv_test_runner_coverage=>create( passport ).
    ELSE.
      result = cl_aucv_test_runner_standard=>create( passport ).
    ENDIF.
  ENDMETHOD.
ENDCLASS.
`;

const TESTS = testClass({
  classification_no_values: `    DATA object TYPE pak_object_key.
    DATA classification TYPE cl_cls_attr_value_assignment=>ty_classification.
    object-trobjtype = 'DEVC'.
    object-sobj_name = 'ZDEMO'.
    cl_cls_attr_value_assignment=>get_attr_value_assignment(
      EXPORTING im_object = object im_attribute = 'ZAOC_ENCAPSULATION'
      IMPORTING ex_classification = classification ).
    cl_abap_unit_assert=>assert_equals( act = classification-object-sobj_name exp = 'ZDEMO' ).
    cl_abap_unit_assert=>assert_equals( act = classification-attribute exp = 'ZAOC_ENCAPSULATION' ).
    cl_abap_unit_assert=>assert_initial( classification-assignments ).
    cl_cls_attr_value_assignment=>get_explicit_classification(
      EXPORTING im_object = object im_attribute = 'RELEASE_STATE'
      IMPORTING ex_classification = classification ).
    cl_abap_unit_assert=>assert_initial( classification-assignments ).`,
  assignment_not_found: `    DATA caught TYPE REF TO cx_root.
    TRY.
        zcl_last_names=>read_avas( '0123456789ABCDEF0123456789ABCDEF' ).
      CATCH cx_pak_invalid_data INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).
    CLEAR caught.
    TRY.
        DATA(created) = NEW cl_cls_attr_value_assignment( im_object = VALUE #( trobjtype = 'DEVC' sobj_name = 'ZDEMO' ) im_attribute = 'X' ).
      CATCH cx_pak_invalid_state INTO caught.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).
    cl_abap_unit_assert=>assert_not_bound( created ).`,
  runner_reports_skipped: `    DATA aunit TYPE REF TO if_saunit_internal_result.
    DATA coverage TYPE REF TO if_aucv_cvrg_rslt_provider.
    DATA result TYPE REF TO cl_saunit_internal_result.
    DATA keys TYPE sabp_t_tadir_keys.
    keys = VALUE #( ( obj_name = 'ZCL_LAST_NAMES' obj_type = 'CLAS' ) ).
    zcl_last_names=>runner( abap_false )->run_for_program_keys(
      EXPORTING i_limit_on_duration_category = if_aunit_attribute_enums=>c_duration-medium
                i_limit_on_risk_level = if_aunit_attribute_enums=>c_risk_level-harmless
                i_program_keys = keys
      IMPORTING e_aunit_result = aunit e_coverage_result = coverage ).
    result ?= aunit.
    cl_abap_unit_assert=>assert_true( result->f_task_data-info-has_skipped ).
    cl_abap_unit_assert=>assert_initial( result->f_task_data-programs ).
    cl_abap_unit_assert=>assert_initial( result->f_task_data-alerts_by_indicies ).
    cl_abap_unit_assert=>assert_not_bound( coverage ).`,
  coverage_cannot_be_called: `    DATA aunit TYPE REF TO if_saunit_internal_result.
    DATA coverage TYPE REF TO if_aucv_cvrg_rslt_provider.
    DATA scv TYPE REF TO if_scv_result.
    DATA caught TYPE REF TO cx_scv_call_error.
    zcl_last_names=>runner( abap_true )->run_for_program_keys(
      EXPORTING i_program_keys = VALUE #( ( obj_name = 'ZCL_LAST_NAMES' obj_type = 'CLAS' ) )
      IMPORTING e_aunit_result = aunit e_coverage_result = coverage ).
    cl_abap_unit_assert=>assert_true( CAST cl_saunit_internal_result( aunit )->f_task_data-info-has_skipped ).
    cl_abap_unit_assert=>assert_bound( coverage ).
    TRY.
        scv = coverage->build_coverage_result( ).
      CATCH cx_scv_call_error INTO caught.
      CATCH cx_scv_execution_error.
    ENDTRY.
    cl_abap_unit_assert=>assert_bound( caught ).
    cl_abap_unit_assert=>assert_not_bound( scv ).`,
  task_data_of_a_result: `    DATA result TYPE REF TO cl_saunit_internal_result.
    DATA task TYPE if_saunit_internal_rt_v3=>ty_s_task.
    result = NEW #( ).
    APPEND VALUE #( info-name = 'ZCL_X=========================CP'
                    classes = VALUE #( ( info-name = 'LTCL' methods = VALUE #( ( info-name = 'RUN' ) ) ) ) ) TO task-programs.
    APPEND VALUE #( program_ndx = 1 class_ndx = 1 method_ndx = 1 alerts = VALUE #( ( kind = 'F' ) ) ) TO task-alerts_by_indicies.
    result->f_task_data = task.
    READ TABLE result->f_task_data-alerts_by_indicies WITH KEY program_ndx = 1 class_ndx = 1 method_ndx = 1 INTO DATA(alert).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = alert-alerts[ 1 ]-kind exp = 'F' ).
    cl_abap_unit_assert=>assert_equals( act = result->f_task_data-programs[ 1 ]-classes[ 1 ]-methods[ 1 ]-info-name exp = 'RUN' ).`,
  digest_if_algorithm_if_data: `    DATA hash TYPE string.
    cl_abap_message_digest=>calculate_hash_for_char(
      EXPORTING if_algorithm = 'SHA1' if_data = 'abc'
      IMPORTING ef_hashstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = to_lower( hash ) exp = 'a9993e364706816aba3e25717850c26c9cd0d89d' ).`,
  types_of_the_tables: `    DATA family TYPE tfo01-tdfamily.
    DATA reference TYPE cross.
    DATA table_type TYPE dd40l.
    family = 'COURIER'.
    reference-type = 'F'.
    reference-name = 'Z_DEMO_GET_FREE_SEATS'.
    reference-include = 'ZDEMO_FLIGHT_LIST'.
    table_type-typename = 'ZDEMO_T_FLIGHT_INFO'.
    table_type-rowkind = 'S'.
    cl_abap_unit_assert=>assert_equals( act = family exp = 'COURIER' ).
    cl_abap_unit_assert=>assert_equals( act = reference-include exp = 'ZDEMO_FLIGHT_LIST' ).
    cl_abap_unit_assert=>assert_equals( act = table_type-rowkind exp = 'S' ).`,
});

describe('the last standard names on the runtime', () => {
  it('answer classifications with no values, report ABAP Unit runs as skipped, refuse coverage and type the tables', async () => {
    const run = await runKernelTests({
      'zcl_last_names.clas.abap': PRODUCTION,
      'zcl_last_names.clas.testclasses.abap': TESTS,
    });
    expect(summary(run.output)).not.toMatch(/Error|expected/);
    for (const method of [
      'classification_no_values',
      'assignment_not_found',
      'runner_reports_skipped',
      'coverage_cannot_be_called',
      'task_data_of_a_result',
      'digest_if_algorithm_if_data',
      'types_of_the_tables',
    ]) {
      expect(summary(run.output)).toContain(`running ltcl->${method}`);
    }
    expect(run.ok, run.output.slice(-3000)).toBe(true);
  });
});

const PROBE = `CLASS zcl_last_names_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
ENDCLASS.
CLASS zcl_last_names_probe IMPLEMENTATION.
ENDCLASS.
`;

const TABLE_TESTS = testClass({
  table_types_in_dd40l: `    SELECT SINGLE rowtype, rowkind, accessmode FROM dd40l WHERE typename = 'ZDEMO_T_FLIGHT_INFO' AND as4local = 'A' INTO @DATA(line).
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = line-rowtype exp = 'ZDEMO_S_FLIGHT_INFO' ).
    cl_abap_unit_assert=>assert_equals( act = line-rowkind exp = 'S' ).
    cl_abap_unit_assert=>assert_equals( act = line-accessmode exp = 'T' ).
    SELECT SINGLE typename FROM dd40l WHERE rowtype = 'ZDEMO_S_FLIGHT_INFO' INTO @DATA(name).
    cl_abap_unit_assert=>assert_equals( act = name exp = 'ZDEMO_T_FLIGHT_INFO' ).
    SELECT SINGLE typename FROM dd40l WHERE typename = 'ZDEMO_NOT_THERE' INTO @name.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  no_where_used_and_no_fonts: `    SELECT SINGLE include FROM cross WHERE type = 'F' AND name = 'Z_DEMO_GET_FREE_SEATS' INTO @DATA(include).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).
    DATA family TYPE tfo01-tdfamily.
    SELECT SINGLE tdfamily FROM tfo01 INTO family WHERE tdfamily = 'COURIER'.
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
}, 'ltcl_last_names_tables');

function activateProbe(system: EmbeddedSystem): void {
  activateInDemoTools(system, [clas('ZCL_LAST_NAMES_PROBE', PROBE, { testclasses: TABLE_TESTS })]);
}

describe('the tables DD40L, CROSS and TFO01 in a work process', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activateProbe });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('list the active table types in DD40L and find no rows in CROSS and TFO01', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_last_names_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit, JSON.stringify(unit).slice(0, 3000)).toMatchObject({ success: 'X', test_count: 2, passed_count: 2 });
  });
});
