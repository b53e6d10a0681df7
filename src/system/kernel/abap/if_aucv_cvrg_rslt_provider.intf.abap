"! ABAP Unit: the coverage measured while a runner ran the tests.
INTERFACE if_aucv_cvrg_rslt_provider PUBLIC.
  METHODS build_coverage_result
    RETURNING VALUE(result) TYPE REF TO if_scv_result
    RAISING   cx_scv_execution_error cx_scv_call_error.
ENDINTERFACE.
