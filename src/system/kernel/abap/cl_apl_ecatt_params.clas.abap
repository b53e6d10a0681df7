"! eCATT: the parameters of an eCATT object and their values per variant. No eCATT object exists in the
"! embedded system: reading a value raises CX_ECATT_APL.
CLASS cl_apl_ecatt_params DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS get_param_value
      IMPORTING
        im_var_id   TYPE clike OPTIONAL
        im_pname    TYPE clike
        im_pindex   TYPE i OPTIONAL
      EXPORTING
        ex_pval_xml TYPE REF TO object
      RAISING
        cx_ecatt_apl.

    METHODS delete_variants
      IMPORTING
        im_var_id TYPE clike
      RAISING
        cx_ecatt_apl.

ENDCLASS.



CLASS cl_apl_ecatt_params IMPLEMENTATION.

  METHOD get_param_value.
    RAISE EXCEPTION TYPE cx_ecatt_apl EXPORTING free_text = |eCATT parameter { im_pname } does not exist|.
  ENDMETHOD.

  METHOD delete_variants.
    RETURN.
  ENDMETHOD.

ENDCLASS.
