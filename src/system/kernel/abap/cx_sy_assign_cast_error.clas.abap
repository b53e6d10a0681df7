CLASS cx_sy_assign_cast_error DEFINITION PUBLIC INHERITING FROM cx_sy_assign_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_assign_cast_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'Type conflict in ASSIGN ... CASTING'.
  ENDMETHOD.

ENDCLASS.
