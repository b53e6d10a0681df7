CLASS cx_sy_sql_error DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    DATA sqlcode TYPE i.
    DATA sqlmsg TYPE string.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        sqlcode  LIKE sqlcode OPTIONAL
        sqlmsg   LIKE sqlmsg OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_sql_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->sqlcode = sqlcode.
    me->sqlmsg = sqlmsg.
  ENDMETHOD.

  METHOD default_text.
    result = sqlmsg.
  ENDMETHOD.

ENDCLASS.
