CLASS cx_sy_itab_line_not_found DEFINITION PUBLIC INHERITING FROM cx_sy_itab_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA index TYPE i.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        index    LIKE index OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_itab_line_not_found IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->index = index.
  ENDMETHOD.

  METHOD default_text.
    result = 'Table line not found'.
  ENDMETHOD.

ENDCLASS.
