"! sXML: an element or attribute name, prefix or namespace is not valid.
CLASS cx_sxml_name_error DEFINITION PUBLIC INHERITING FROM cx_sxml_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        error_text TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sxml_name_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous error_text = error_text ).
  ENDMETHOD.

  METHOD default_text.
    result = COND #( WHEN error_text IS INITIAL THEN `Invalid XML name, prefix or namespace` ELSE error_text ).
  ENDMETHOD.

ENDCLASS.
