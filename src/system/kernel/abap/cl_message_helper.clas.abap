"! Sets the system fields of a message (SY-MSGID, SY-MSGNO, SY-MSGTY, SY-MSGV1 … SY-MSGV4) from an exception
"! or a text, so that MESSAGE ... or a BAPI return table can carry it on.
CLASS cl_message_helper DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    "! From a T100 message: its message class and number, the variables from the attributes its key names.
    CLASS-METHODS set_msg_vars_for_if_t100_msg
      IMPORTING text TYPE REF TO if_t100_message.
    "! From any message: T100 messages as above, others as their text (see SET_MSG_VARS_FOR_CLIKE).
    CLASS-METHODS set_msg_vars_for_if_msg
      IMPORTING text TYPE REF TO if_message.
    "! From a text: message 00 001 with the text in the four variables, 50 characters each.
    CLASS-METHODS set_msg_vars_for_clike
      IMPORTING text TYPE clike.
    "! From an exception object, a message object or a text.
    CLASS-METHODS set_msg_vars_for_any
      IMPORTING text TYPE any.
    "! The text of a message object.
    CLASS-METHODS get_text_for_message
      IMPORTING text          TYPE REF TO if_message
      RETURNING VALUE(result) TYPE string.

  PRIVATE SECTION.
    CLASS-METHODS attribute_value
      IMPORTING object        TYPE REF TO object
                name          TYPE clike
      RETURNING VALUE(result) TYPE symsgv.

ENDCLASS.



CLASS cl_message_helper IMPLEMENTATION.

  METHOD set_msg_vars_for_if_t100_msg.
    DATA v1 TYPE symsgv.
    DATA v2 TYPE symsgv.
    DATA v3 TYPE symsgv.
    DATA v4 TYPE symsgv.
    DATA dummy TYPE string.
    v1 = attribute_value( object = text name = text->t100key-attr1 ).
    v2 = attribute_value( object = text name = text->t100key-attr2 ).
    v3 = attribute_value( object = text name = text->t100key-attr3 ).
    v4 = attribute_value( object = text name = text->t100key-attr4 ).
    MESSAGE ID text->t100key-msgid TYPE 'E' NUMBER text->t100key-msgno WITH v1 v2 v3 v4 INTO dummy.
  ENDMETHOD.

  METHOD set_msg_vars_for_if_msg.
    DATA t100 TYPE REF TO if_t100_message.
    IF text IS INSTANCE OF if_t100_message.
      t100 ?= text.
      IF t100->t100key-msgid IS NOT INITIAL.
        set_msg_vars_for_if_t100_msg( t100 ).
        RETURN.
      ENDIF.
    ENDIF.
    set_msg_vars_for_clike( text->get_text( ) ).
  ENDMETHOD.

  METHOD set_msg_vars_for_clike.
    DATA buffer TYPE c LENGTH 200.
    DATA dummy TYPE string.
    buffer = text.
    MESSAGE ID '00' TYPE 'E' NUMBER '001' WITH buffer(50) buffer+50(50) buffer+100(50) buffer+150(50) INTO dummy.
  ENDMETHOD.

  METHOD set_msg_vars_for_any.
    DATA message TYPE REF TO if_message.
    DATA kind TYPE c LENGTH 1.
    DESCRIBE FIELD text TYPE kind.
    IF kind = 'r'.
      message ?= text.
      set_msg_vars_for_if_msg( message ).
    ELSE.
      set_msg_vars_for_clike( |{ text }| ).
    ENDIF.
  ENDMETHOD.

  METHOD get_text_for_message.
    result = text->get_text( ).
  ENDMETHOD.

  METHOD attribute_value.
    FIELD-SYMBOLS <value> TYPE any.
    IF name IS INITIAL.
      RETURN.
    ENDIF.
    ASSIGN object->(name) TO <value>.
    IF sy-subrc = 0.
      result = <value>.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
