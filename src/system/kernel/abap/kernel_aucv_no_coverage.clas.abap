"! The coverage a coverage runner hands out in this system, which measures none inside a running program:
"! building it raises CX_SCV_CALL_ERROR.
CLASS kernel_aucv_no_coverage DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_aucv_cvrg_rslt_provider.
ENDCLASS.

CLASS kernel_aucv_no_coverage IMPLEMENTATION.
  METHOD if_aucv_cvrg_rslt_provider~build_coverage_result.
    RAISE EXCEPTION TYPE cx_scv_call_error.
  ENDMETHOD.
ENDCLASS.
