"! Selections in an ALV output. Rows are selected by a user in a SAP GUI: in the background only rows set
"! by the program are selected.
CLASS cl_salv_selections DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_selection_mode IMPORTING value TYPE salv_de_constant.
    METHODS get_selection_mode RETURNING VALUE(value) TYPE salv_de_constant.
    METHODS set_selected_rows IMPORTING value TYPE salv_t_row.
    METHODS get_selected_rows RETURNING VALUE(value) TYPE salv_t_row.

  PRIVATE SECTION.
    DATA mode TYPE salv_de_constant.
    DATA rows TYPE salv_t_row.

ENDCLASS.



CLASS cl_salv_selections IMPLEMENTATION.

  METHOD set_selection_mode.
    mode = value.
  ENDMETHOD.

  METHOD get_selection_mode.
    value = mode.
  ENDMETHOD.

  METHOD set_selected_rows.
    rows = value.
  ENDMETHOD.

  METHOD get_selected_rows.
    value = rows.
  ENDMETHOD.

ENDCLASS.
