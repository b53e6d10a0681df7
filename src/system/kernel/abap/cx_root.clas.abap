CLASS cx_root DEFINITION PUBLIC ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_message.

    ALIASES get_text FOR if_message~get_text.
    ALIASES get_longtext FOR if_message~get_longtext.

    CONSTANTS cx_root TYPE sotr_conc VALUE '16AA9A3937A9BB56E10000000A11447B'.

    DATA textid TYPE sotr_conc.
    DATA previous TYPE REF TO cx_root.
    DATA is_resumable TYPE abap_bool READ-ONLY.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

    METHODS get_source_position
      EXPORTING
        program_name TYPE syrepid
        include_name TYPE syrepid
        source_line  TYPE i.

  PROTECTED SECTION.
    "! Text of the exception when it carries no T100 message; subclasses name their error here.
    METHODS default_text
      RETURNING
        VALUE(result) TYPE string.

  PRIVATE SECTION.
    METHODS t100_text
      IMPORTING
        t100key       TYPE scx_t100key
      RETURNING
        VALUE(result) TYPE string.

    METHODS attribute_value
      IMPORTING
        name          TYPE scx_attrname
      RETURNING
        VALUE(result) TYPE string.

ENDCLASS.



CLASS cx_root IMPLEMENTATION.

  METHOD constructor.
    me->textid = textid.
    me->previous = previous.
  ENDMETHOD.

  METHOD get_source_position.
    " the work process knows where an exception was raised, it fills these when it runs the code
    CLEAR program_name.
    CLEAR include_name.
    CLEAR source_line.
  ENDMETHOD.

  METHOD if_message~get_text.
    DATA message TYPE REF TO if_t100_message.

    IF me IS INSTANCE OF if_t100_message.
      message ?= me.
      IF message->t100key-msgid IS NOT INITIAL.
        result = t100_text( message->t100key ).
        RETURN.
      ENDIF.
    ENDIF.
    result = default_text( ).
  ENDMETHOD.

  METHOD if_message~get_longtext.
    result = if_message~get_text( ).
  ENDMETHOD.

  METHOD default_text.
    result = 'An exception was raised'.
  ENDMETHOD.

  METHOD t100_text.
    DATA v1 TYPE string.
    DATA v2 TYPE string.
    DATA v3 TYPE string.
    DATA v4 TYPE string.

    v1 = attribute_value( t100key-attr1 ).
    v2 = attribute_value( t100key-attr2 ).
    v3 = attribute_value( t100key-attr3 ).
    v4 = attribute_value( t100key-attr4 ).
    MESSAGE ID t100key-msgid TYPE 'E' NUMBER t100key-msgno
      WITH v1 v2 v3 v4 INTO result.
  ENDMETHOD.

  METHOD attribute_value.
    FIELD-SYMBOLS <value> TYPE any.

    IF name IS INITIAL.
      RETURN.
    ENDIF.
    ASSIGN me->(name) TO <value>.
    IF sy-subrc = 0.
      result = <value>.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
