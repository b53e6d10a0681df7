CLASS cx_abap_datfm_ambiguous DEFINITION PUBLIC INHERITING FROM cx_abap_datfm CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_abap_datfm_ambiguous IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'The date is ambiguous'.
  ENDMETHOD.

ENDCLASS.
