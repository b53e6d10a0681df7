"! The columns of a CL_SALV_TABLE, one per component of the table's line, in the order of the components.
CLASS cl_salv_columns_table DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor IMPORTING columns TYPE salv_t_column_ref.
    METHODS get RETURNING VALUE(value) TYPE salv_t_column_ref.
    METHODS get_column
      IMPORTING
        columnname    TYPE lvc_fname
      RETURNING
        VALUE(value)  TYPE REF TO cl_salv_column
      RAISING
        cx_salv_not_found.
    METHODS set_optimize IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_optimized RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_key_fixation IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS has_key_fixation RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_headers_visible IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_headers_visible RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_color_column
      IMPORTING
        value TYPE lvc_fname
      RAISING
        cx_salv_data_error.
    METHODS set_cell_type_column
      IMPORTING
        value TYPE lvc_fname
      RAISING
        cx_salv_data_error.
    METHODS set_exception_column
      IMPORTING
        value     TYPE lvc_fname
        group     TYPE c OPTIONAL
        condensed TYPE abap_bool DEFAULT abap_false
      RAISING
        cx_salv_data_error.
    "! The column (a table of SALV_S_INT4_COLUMN) naming, per cell, the handle of its hyperlink.
    METHODS set_hyperlink_entry_column
      IMPORTING
        value TYPE lvc_fname
      RAISING
        cx_salv_data_error.
    METHODS set_column_position
      IMPORTING
        columnname TYPE lvc_fname
        position   TYPE i OPTIONAL.
    METHODS get_column_position
      IMPORTING
        columnname   TYPE lvc_fname
      RETURNING
        VALUE(value) TYPE i.

  PRIVATE SECTION.
    DATA columns TYPE salv_t_column_ref.
    DATA optimized TYPE abap_bool.
    DATA key_fixation TYPE abap_bool.
    DATA headers_hidden TYPE abap_bool.
    DATA color_column TYPE lvc_fname.
    DATA cell_type_column TYPE lvc_fname.
    DATA exception_column TYPE lvc_fname.
    DATA hyperlink_column TYPE lvc_fname.

    METHODS check_exists
      IMPORTING
        columnname TYPE lvc_fname
      RAISING
        cx_salv_data_error.

ENDCLASS.



CLASS cl_salv_columns_table IMPLEMENTATION.

  METHOD constructor.
    me->columns = columns.
  ENDMETHOD.

  METHOD get.
    value = columns.
  ENDMETHOD.

  METHOD get_column.
    DATA column LIKE LINE OF columns.
    DATA name TYPE lvc_fname.
    name = to_upper( columnname ).
    READ TABLE columns INTO column WITH KEY columnname = name.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_not_found EXPORTING msgv1 = 'Column' msgv2 = CONV #( name ).
    ENDIF.
    value = column-r_column.
  ENDMETHOD.

  METHOD set_optimize.
    FIELD-SYMBOLS <column> LIKE LINE OF columns.
    optimized = value.
    LOOP AT columns ASSIGNING <column>.
      <column>-r_column->set_optimized( value ).
    ENDLOOP.
  ENDMETHOD.

  METHOD is_optimized.
    value = optimized.
  ENDMETHOD.

  METHOD set_key_fixation.
    key_fixation = value.
  ENDMETHOD.

  METHOD has_key_fixation.
    value = key_fixation.
  ENDMETHOD.

  METHOD set_headers_visible.
    headers_hidden = boolc( value = abap_false ).
  ENDMETHOD.

  METHOD is_headers_visible.
    value = boolc( headers_hidden = abap_false ).
  ENDMETHOD.

  METHOD check_exists.
    READ TABLE columns WITH KEY columnname = columnname TRANSPORTING NO FIELDS.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_data_error.
    ENDIF.
  ENDMETHOD.

  METHOD set_color_column.
    check_exists( to_upper( value ) ).
    color_column = to_upper( value ).
  ENDMETHOD.

  METHOD set_cell_type_column.
    check_exists( to_upper( value ) ).
    cell_type_column = to_upper( value ).
  ENDMETHOD.

  METHOD set_hyperlink_entry_column.
    check_exists( to_upper( value ) ).
    hyperlink_column = to_upper( value ).
  ENDMETHOD.

  METHOD set_exception_column.
    check_exists( to_upper( value ) ).
    exception_column = to_upper( value ).
  ENDMETHOD.

  METHOD set_column_position.
    DATA column LIKE LINE OF columns.
    DATA name TYPE lvc_fname.
    DATA target TYPE i.
    name = to_upper( columnname ).
    READ TABLE columns INTO column WITH KEY columnname = name.
    IF sy-subrc <> 0.
      RETURN.
    ENDIF.
    DELETE columns INDEX sy-tabix.
    target = position.
    IF target <= 0 OR target > lines( columns ).
      APPEND column TO columns.
    ELSE.
      INSERT column INTO columns INDEX target.
    ENDIF.
  ENDMETHOD.

  METHOD get_column_position.
    READ TABLE columns WITH KEY columnname = to_upper( columnname ) TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      value = sy-tabix.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
