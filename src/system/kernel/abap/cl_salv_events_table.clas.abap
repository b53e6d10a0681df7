"! The events of a CL_SALV_TABLE. They come from user actions in a SAP GUI, so a list written in the
"! background never raises them; handlers can be registered as on any system.
CLASS cl_salv_events_table DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    EVENTS double_click
      EXPORTING
        VALUE(row)    TYPE salv_de_row
        VALUE(column) TYPE salv_de_column.
    EVENTS link_click
      EXPORTING
        VALUE(row)    TYPE salv_de_row
        VALUE(column) TYPE salv_de_column.
    EVENTS added_function
      EXPORTING
        VALUE(e_salv_function) TYPE salv_de_function.
    EVENTS before_salv_function
      EXPORTING
        VALUE(e_salv_function) TYPE salv_de_function.
    EVENTS after_salv_function
      EXPORTING
        VALUE(e_salv_function) TYPE salv_de_function.

ENDCLASS.



CLASS cl_salv_events_table IMPLEMENTATION.
ENDCLASS.
