"! ABAP Unit: a runner of the tests of programs, classes and function groups from ABAP. This system runs
"! ABAP Unit from the outside (the unit-test service), not from a running program: the result reports the
"! task as skipped with no programs run, and a coverage runner's coverage cannot be called
"! (CX_SCV_CALL_ERROR from BUILD_COVERAGE_RESULT).
CLASS cl_aucv_test_runner_abstract DEFINITION PUBLIC ABSTRACT CREATE PUBLIC.
  PUBLIC SECTION.
    METHODS run_for_program_keys
      IMPORTING
        i_limit_on_risk_level        TYPE saunit_d_allowed_risk_level DEFAULT if_aunit_attribute_enums=>c_risk_level-harmless
        i_limit_on_duration_category TYPE saunit_d_allowed_rt_duration DEFAULT if_aunit_attribute_enums=>c_duration-short
        i_program_keys               TYPE sabp_t_tadir_keys
      EXPORTING
        e_aunit_result               TYPE REF TO if_saunit_internal_result
        e_coverage_result            TYPE REF TO if_aucv_cvrg_rslt_provider.
  PROTECTED SECTION.
    "! The coverage of a run, when the runner measures it.
    METHODS coverage_result
      RETURNING VALUE(result) TYPE REF TO if_aucv_cvrg_rslt_provider.
ENDCLASS.

CLASS cl_aucv_test_runner_abstract IMPLEMENTATION.
  METHOD run_for_program_keys.
    DATA result TYPE REF TO cl_saunit_internal_result.
    result = NEW #( ).
    result->f_task_data-info-has_skipped = abap_true.
    e_aunit_result = result.
    e_coverage_result = coverage_result( ).
  ENDMETHOD.

  METHOD coverage_result.
    CLEAR result.
  ENDMETHOD.
ENDCLASS.
