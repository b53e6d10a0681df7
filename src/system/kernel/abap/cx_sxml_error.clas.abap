"! sXML: superclass of the errors of readers and writers.
CLASS cx_sxml_error DEFINITION PUBLIC INHERITING FROM cx_dynamic_check ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    DATA error_text TYPE string.

    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        error_text TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sxml_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
    me->error_text = error_text.
  ENDMETHOD.

  METHOD default_text.
    result = error_text.
  ENDMETHOD.

ENDCLASS.
