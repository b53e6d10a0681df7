"! eCATT: a test script, an eCATT object with parameters (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_script DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_object CREATE PUBLIC.

  PUBLIC SECTION.
    DATA params TYPE REF TO cl_apl_ecatt_params READ-ONLY.
    METHODS get_script_text
      CHANGING
        scripttext TYPE STANDARD TABLE
      RAISING
        cx_ecatt_apl.

ENDCLASS.



CLASS cl_apl_ecatt_script IMPLEMENTATION.
  METHOD get_script_text.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.
ENDCLASS.
