"! eCATT: the download of data (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_data_download DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_download CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
    DATA ecatt_data TYPE REF TO cl_apl_ecatt_test_data.
    METHODS set_var_mode_to_dom
      RAISING cx_ecatt_apl.
ENDCLASS.

CLASS cl_apl_ecatt_data_download IMPLEMENTATION.
  METHOD set_var_mode_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
