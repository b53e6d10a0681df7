"! eCATT: an external program of a test script (its argument template and data). Declaration: the embedded
"! system has no eCATT repository, so reading either raises CX_ECATT_APL.
CLASS cl_apl_ecatt_extprog DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS get_args_tmpl
      EXPORTING
        ex_xml_arg_tmpl TYPE string
        ex_rc           TYPE i
        ex_errmsg       TYPE string
      RAISING
        cx_ecatt_apl.

    METHODS get_blob
      IMPORTING
        im_whole_data TYPE i OPTIONAL
      EXPORTING
        ex_xml_blob   TYPE string
      RAISING
        cx_ecatt_apl.

ENDCLASS.



CLASS cl_apl_ecatt_extprog IMPLEMENTATION.

  METHOD get_args_tmpl.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

  METHOD get_blob.
    RAISE EXCEPTION TYPE cx_ecatt_apl.
  ENDMETHOD.

ENDCLASS.
