CLASS cx_sy_no_current_match DEFINITION PUBLIC INHERITING FROM cx_sy_matcher CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_no_current_match IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'There is no current match'.
  ENDMETHOD.

ENDCLASS.
