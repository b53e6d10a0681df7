CLASS cx_sy_matcher DEFINITION PUBLIC INHERITING FROM cx_sy_regex CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_matcher IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'Error of a regular expression matcher'.
  ENDMETHOD.

ENDCLASS.
