CLASS cx_sy_codepage_converter_init DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_codepage_converter_init IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'The code page converter cannot be created for this code page'.
  ENDMETHOD.

ENDCLASS.
