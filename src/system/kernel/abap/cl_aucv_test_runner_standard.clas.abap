"! ABAP Unit: the runner without coverage measurement.
CLASS cl_aucv_test_runner_standard DEFINITION PUBLIC INHERITING FROM cl_aucv_test_runner_abstract FINAL CREATE PRIVATE.
  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING i_passport    TYPE REF TO object OPTIONAL
      RETURNING VALUE(result) TYPE REF TO cl_aucv_test_runner_standard.
ENDCLASS.

CLASS cl_aucv_test_runner_standard IMPLEMENTATION.
  METHOD create.
    result = NEW #( ).
  ENDMETHOD.
ENDCLASS.
