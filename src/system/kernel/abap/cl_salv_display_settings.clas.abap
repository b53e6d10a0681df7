"! Display settings of an ALV output: the list header is written above a list written in the background.
CLASS cl_salv_display_settings DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_list_header IMPORTING value TYPE lvc_title.
    METHODS get_list_header RETURNING VALUE(value) TYPE lvc_title.
    METHODS set_striped_pattern IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_striped_pattern RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_horizontal_lines IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS set_vertical_lines IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS set_fit_column_to_table_size IMPORTING value TYPE abap_bool DEFAULT abap_true.

  PRIVATE SECTION.
    DATA list_header TYPE lvc_title.
    DATA striped_pattern TYPE abap_bool.

ENDCLASS.



CLASS cl_salv_display_settings IMPLEMENTATION.

  METHOD set_list_header.
    list_header = value.
  ENDMETHOD.

  METHOD get_list_header.
    value = list_header.
  ENDMETHOD.

  METHOD set_striped_pattern.
    striped_pattern = value.
  ENDMETHOD.

  METHOD is_striped_pattern.
    value = striped_pattern.
  ENDMETHOD.

  METHOD set_horizontal_lines.
    RETURN.
  ENDMETHOD.

  METHOD set_vertical_lines.
    RETURN.
  ENDMETHOD.

  METHOD set_fit_column_to_table_size.
    RETURN.
  ENDMETHOD.

ENDCLASS.
