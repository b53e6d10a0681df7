"! eCATT: a test data container, an eCATT object with parameters (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_test_data DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_object CREATE PUBLIC.

  PUBLIC SECTION.
    DATA params TYPE REF TO cl_apl_ecatt_params READ-ONLY.
    METHODS save
      IMPORTING
        im_do_commit TYPE abap_bool DEFAULT abap_true
      RAISING
        cx_ecatt_apl.

ENDCLASS.



CLASS cl_apl_ecatt_test_data IMPLEMENTATION.
  METHOD save.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
