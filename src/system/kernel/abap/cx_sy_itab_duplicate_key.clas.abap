CLASS cx_sy_itab_duplicate_key DEFINITION PUBLIC INHERITING FROM cx_sy_itab_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA name TYPE string.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        name     LIKE name OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_itab_duplicate_key IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->name = name.
  ENDMETHOD.

  METHOD default_text.
    result = 'Duplicate key in an internal table'.
  ENDMETHOD.

ENDCLASS.
