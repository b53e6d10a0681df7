"! An element of an ALV's header or footer (CL_SALV_TABLE->SET_TOP_OF_LIST, SET_END_OF_LIST): the super class
"! of the form texts, labels and layouts.
CLASS cl_salv_form_element DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    "! The element as the list shows it.
    METHODS get_text RETURNING VALUE(value) TYPE string.

ENDCLASS.



CLASS cl_salv_form_element IMPLEMENTATION.

  METHOD get_text.
    CLEAR value.
  ENDMETHOD.

ENDCLASS.
