"! eCATT: the download of config (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_config_download DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_download CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
    DATA ecatt_config TYPE REF TO cl_apl_ecatt_test_config.
    METHODS set_var_mode_to_dom
      RAISING cx_ecatt_apl.
ENDCLASS.

CLASS cl_apl_ecatt_config_download IMPLEMENTATION.
  METHOD set_var_mode_to_dom.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
