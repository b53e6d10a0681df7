CLASS cx_sy_invalid_submatch DEFINITION PUBLIC INHERITING FROM cx_sy_matcher CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_invalid_submatch IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'The submatch does not exist'.
  ENDMETHOD.

ENDCLASS.
