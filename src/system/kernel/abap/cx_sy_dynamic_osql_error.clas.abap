CLASS cx_sy_dynamic_osql_error DEFINITION PUBLIC INHERITING FROM cx_sy_open_sql_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        sqlcode  LIKE sqlcode OPTIONAL
        sqlmsg   LIKE sqlmsg OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dynamic_osql_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous
      sqlcode  = sqlcode
      sqlmsg   = sqlmsg ).
  ENDMETHOD.

  METHOD default_text.
    result = sqlmsg.
  ENDMETHOD.

ENDCLASS.
