"! sXML: a reader of XML or JSON given as bytes (decoded by byte order mark or XML declaration) or as text.
CLASS cl_sxml_string_reader DEFINITION PUBLIC INHERITING FROM cl_sxml_reader FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        input           TYPE any
        normalizing     TYPE abap_bool DEFAULT abap_false
        keep_whitespace TYPE abap_bool DEFAULT abap_false.

    CLASS-METHODS create
      IMPORTING
        input           TYPE any
        normalizing     TYPE abap_bool DEFAULT abap_false
        keep_whitespace TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(reader)   TYPE REF TO if_sxml_reader.

ENDCLASS.



CLASS cl_sxml_string_reader IMPLEMENTATION.

  METHOD constructor.
    super->constructor( ).
    load( text = kernel_sxml_markup=>text_of( input ) normalizing = normalizing keep_whitespace = keep_whitespace ).
  ENDMETHOD.

  METHOD create.
    reader = NEW cl_sxml_string_reader( input = input normalizing = normalizing keep_whitespace = keep_whitespace ).
  ENDMETHOD.

ENDCLASS.
