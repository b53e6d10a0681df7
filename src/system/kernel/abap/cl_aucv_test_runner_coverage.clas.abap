"! ABAP Unit: the runner that measures coverage; this system has no coverage measurement inside a running
"! program, so the coverage it hands out raises CX_SCV_CALL_ERROR when built.
CLASS cl_aucv_test_runner_coverage DEFINITION PUBLIC INHERITING FROM cl_aucv_test_runner_abstract FINAL CREATE PRIVATE.
  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING i_passport    TYPE REF TO object OPTIONAL
      RETURNING VALUE(result) TYPE REF TO cl_aucv_test_runner_coverage.
  PROTECTED SECTION.
    METHODS coverage_result REDEFINITION.
ENDCLASS.

CLASS cl_aucv_test_runner_coverage IMPLEMENTATION.
  METHOD create.
    result = NEW #( ).
  ENDMETHOD.

  METHOD coverage_result.
    result = NEW kernel_aucv_no_coverage( ).
  ENDMETHOD.
ENDCLASS.
