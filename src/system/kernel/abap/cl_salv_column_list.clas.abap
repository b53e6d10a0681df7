"! A column of an ALV list: cell type, key, icon and symbol display.
CLASS cl_salv_column_list DEFINITION PUBLIC INHERITING FROM cl_salv_column CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_cell_type
      IMPORTING
        value TYPE salv_de_celltype
      RAISING
        cx_salv_data_error.
    METHODS get_cell_type RETURNING VALUE(value) TYPE salv_de_celltype.
    METHODS set_key IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_key RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_icon IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_icon RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_symbol IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_symbol RETURNING VALUE(value) TYPE abap_bool.

  PRIVATE SECTION.
    DATA cell_type TYPE salv_de_celltype.
    DATA key TYPE abap_bool.
    DATA icon TYPE abap_bool.
    DATA symbol TYPE abap_bool.

ENDCLASS.



CLASS cl_salv_column_list IMPLEMENTATION.

  METHOD set_cell_type.
    IF value < if_salv_c_cell_type=>text OR value > if_salv_c_cell_type=>checkbox_hotspot.
      RAISE EXCEPTION TYPE cx_salv_data_error.
    ENDIF.
    cell_type = value.
  ENDMETHOD.

  METHOD get_cell_type.
    value = cell_type.
  ENDMETHOD.

  METHOD set_key.
    key = value.
  ENDMETHOD.

  METHOD is_key.
    value = key.
  ENDMETHOD.

  METHOD set_icon.
    icon = value.
  ENDMETHOD.

  METHOD is_icon.
    value = icon.
  ENDMETHOD.

  METHOD set_symbol.
    symbol = value.
  ENDMETHOD.

  METHOD is_symbol.
    value = symbol.
  ENDMETHOD.

ENDCLASS.
