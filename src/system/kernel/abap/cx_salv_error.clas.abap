"! Errors of the ALV object model. The message (class, number, variables) is the text of the exception.
CLASS cx_salv_error DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_t100_message.

    DATA msgid TYPE symsgid.
    DATA msgno TYPE symsgno.
    DATA msgty TYPE symsgty.
    DATA msgv1 TYPE symsgv.
    DATA msgv2 TYPE symsgv.
    DATA msgv3 TYPE symsgv.
    DATA msgv4 TYPE symsgv.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        msgid    TYPE symsgid OPTIONAL
        msgno    TYPE symsgno OPTIONAL
        msgty    TYPE symsgty OPTIONAL
        msgv1    TYPE symsgv OPTIONAL
        msgv2    TYPE symsgv OPTIONAL
        msgv3    TYPE symsgv OPTIONAL
        msgv4    TYPE symsgv OPTIONAL.

    METHODS get_message
      RETURNING
        VALUE(message) TYPE bal_s_msg.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
    me->msgid = msgid.
    me->msgno = msgno.
    me->msgty = msgty.
    me->msgv1 = msgv1.
    me->msgv2 = msgv2.
    me->msgv3 = msgv3.
    me->msgv4 = msgv4.
    IF msgid IS NOT INITIAL.
      if_t100_message~t100key-msgid = msgid.
      if_t100_message~t100key-msgno = msgno.
      if_t100_message~t100key-attr1 = 'MSGV1'.
      if_t100_message~t100key-attr2 = 'MSGV2'.
      if_t100_message~t100key-attr3 = 'MSGV3'.
      if_t100_message~t100key-attr4 = 'MSGV4'.
    ENDIF.
  ENDMETHOD.

  METHOD get_message.
    message-msgty = msgty.
    message-msgid = msgid.
    message-msgno = msgno.
    message-msgv1 = msgv1.
    message-msgv2 = msgv2.
    message-msgv3 = msgv3.
    message-msgv4 = msgv4.
  ENDMETHOD.

  METHOD default_text.
    result = 'Error in the ALV object model'.
  ENDMETHOD.

ENDCLASS.
