"! sXML: the operation is not allowed in the current state of the reader or writer.
CLASS cx_sxml_state_error DEFINITION PUBLIC INHERITING FROM cx_sxml_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        error_text TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sxml_state_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous error_text = error_text ).
  ENDMETHOD.

  METHOD default_text.
    result = COND #( WHEN error_text IS INITIAL THEN `The operation is not allowed in the current state of the XML reader or writer` ELSE error_text ).
  ENDMETHOD.

ENDCLASS.
