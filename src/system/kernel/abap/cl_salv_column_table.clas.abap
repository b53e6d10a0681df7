"! A column of a simple two-dimensional ALV table (CL_SALV_TABLE).
CLASS cl_salv_column_table DEFINITION PUBLIC INHERITING FROM cl_salv_column_list CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_f4 IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS has_f4 RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_text_column
      IMPORTING
        value TYPE lvc_fname
      RAISING
        cx_salv_not_found
        cx_salv_data_error.

  PRIVATE SECTION.
    DATA f4 TYPE abap_bool.
    DATA text_column TYPE lvc_fname.

ENDCLASS.



CLASS cl_salv_column_table IMPLEMENTATION.

  METHOD set_f4.
    f4 = value.
  ENDMETHOD.

  METHOD has_f4.
    value = f4.
  ENDMETHOD.

  METHOD set_text_column.
    text_column = value.
  ENDMETHOD.

ENDCLASS.
