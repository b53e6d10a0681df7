"! One function of an ALV's toolbar (CL_SALV_FUNCTIONS_LIST->GET_FUNCTIONS): its name, text, and whether it
"! shows and can be chosen. The embedded system draws no toolbar; the settings are kept and answered.
CLASS cl_salv_function DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        name TYPE salv_de_function
        text TYPE string OPTIONAL.
    METHODS get_name RETURNING VALUE(value) TYPE salv_de_function.
    METHODS get_text RETURNING VALUE(value) TYPE string.
    METHODS set_visible IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_visible RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_enable IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_enabled RETURNING VALUE(value) TYPE abap_bool.

  PRIVATE SECTION.
    DATA name TYPE salv_de_function.
    DATA text TYPE string.
    DATA visible TYPE abap_bool VALUE abap_true.
    DATA enabled TYPE abap_bool VALUE abap_true.

ENDCLASS.



CLASS cl_salv_function IMPLEMENTATION.

  METHOD constructor.
    me->name = name.
    me->text = text.
  ENDMETHOD.

  METHOD get_name.
    value = name.
  ENDMETHOD.

  METHOD get_text.
    value = text.
  ENDMETHOD.

  METHOD set_visible.
    visible = value.
  ENDMETHOD.

  METHOD is_visible.
    value = visible.
  ENDMETHOD.

  METHOD set_enable.
    enabled = value.
  ENDMETHOD.

  METHOD is_enabled.
    value = enabled.
  ENDMETHOD.

ENDCLASS.
