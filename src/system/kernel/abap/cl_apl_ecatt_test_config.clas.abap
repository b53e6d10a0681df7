"! eCATT: a test configuration, an eCATT object with parameters (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_test_config DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_object CREATE PUBLIC.

  PUBLIC SECTION.
    DATA params TYPE REF TO cl_apl_ecatt_params READ-ONLY.

ENDCLASS.



CLASS cl_apl_ecatt_test_config IMPLEMENTATION.
ENDCLASS.
