"! The toolbar functions of an ALV list. Without a SAP GUI there is no toolbar; the settings are kept.
CLASS cl_salv_functions_list DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS set_all IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS set_default IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_all RETURNING VALUE(value) TYPE abap_bool.
    METHODS add_function
      IMPORTING
        name     TYPE salv_de_function
        icon     TYPE string OPTIONAL
        text     TYPE string OPTIONAL
        tooltip  TYPE string
        position TYPE salv_de_constant OPTIONAL
      RAISING
        cx_salv_existing
        cx_salv_wrong_call.
    METHODS enable_function
      IMPORTING
        name    TYPE salv_de_function
        boolean TYPE abap_bool
      RAISING
        cx_salv_not_found
        cx_salv_wrong_call.
    METHODS remove_function
      IMPORTING
        name TYPE salv_de_function
      RAISING
        cx_salv_not_found
        cx_salv_wrong_call.
    "! The functions added, each with its object (name, text, visible, enabled).
    METHODS get_functions RETURNING VALUE(value) TYPE salv_t_ui_func.

  PRIVATE SECTION.
    TYPES:
      BEGIN OF t_function,
        name    TYPE salv_de_function,
        text    TYPE string,
        enabled TYPE abap_bool,
        object  TYPE REF TO cl_salv_function,
      END OF t_function.
    DATA functions TYPE STANDARD TABLE OF t_function WITH DEFAULT KEY.
    DATA all TYPE abap_bool.

ENDCLASS.



CLASS cl_salv_functions_list IMPLEMENTATION.

  METHOD set_all.
    all = value.
  ENDMETHOD.

  METHOD set_default.
    all = value.
  ENDMETHOD.

  METHOD is_all.
    value = all.
  ENDMETHOD.

  METHOD add_function.
    DATA function TYPE t_function.
    READ TABLE functions WITH KEY name = name TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      RAISE EXCEPTION TYPE cx_salv_existing.
    ENDIF.
    function-name = name.
    function-text = text.
    function-enabled = abap_true.
    CREATE OBJECT function-object EXPORTING name = name text = text.
    APPEND function TO functions.
  ENDMETHOD.

  METHOD enable_function.
    FIELD-SYMBOLS <function> TYPE t_function.
    READ TABLE functions ASSIGNING <function> WITH KEY name = name.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_not_found.
    ENDIF.
    <function>-enabled = boolean.
    <function>-object->set_enable( boolean ).
  ENDMETHOD.

  METHOD remove_function.
    READ TABLE functions WITH KEY name = name TRANSPORTING NO FIELDS.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_not_found.
    ENDIF.
    DELETE functions INDEX sy-tabix.
  ENDMETHOD.

  METHOD get_functions.
    DATA function TYPE t_function.
    DATA line LIKE LINE OF value.
    LOOP AT functions INTO function.
      line-name = function-name.
      line-r_function = function-object.
      APPEND line TO value.
    ENDLOOP.
  ENDMETHOD.

ENDCLASS.
