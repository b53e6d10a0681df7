"! Writes text as bytes of a code page (UTF-8 unless named otherwise).
CLASS cl_abap_conv_out_ce DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        encoding    TYPE csequence DEFAULT 'DEFAULT'
        endian      TYPE c OPTIONAL
        replacement TYPE c DEFAULT '#'
        ignore_cerr TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(conv) TYPE REF TO cl_abap_conv_out_ce
      RAISING
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type
        cx_parameter_invalid_range.

    "! The Unicode code point of a character in hexadecimal ('00E4').
    CLASS-METHODS uccp
      IMPORTING
        char        TYPE simple
      RETURNING
        VALUE(uccp) TYPE string.

    "! The Unicode code point of a character.
    CLASS-METHODS uccpi
      IMPORTING
        char        TYPE simple
      RETURNING
        VALUE(uccp) TYPE i.

    METHODS convert
      IMPORTING
        data   TYPE simple
        n      TYPE i DEFAULT -1
      EXPORTING
        buffer TYPE xstring
        len    TYPE i
      RAISING
        cx_sy_conversion_codepage
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type.

    METHODS write
      IMPORTING
        data TYPE simple
        n    TYPE i DEFAULT -1
      EXPORTING
        len  TYPE i
      RAISING
        cx_sy_conversion_codepage
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type.

    METHODS get_buffer
      RETURNING
        VALUE(buffer) TYPE xstring.

    METHODS reset.

  PRIVATE SECTION.
    DATA codepage TYPE string.
    DATA endian TYPE c LENGTH 1.
    DATA replacement TYPE c LENGTH 1.
    DATA ignore_cerr TYPE abap_bool.
    DATA written TYPE xstring.

ENDCLASS.



CLASS cl_abap_conv_out_ce IMPLEMENTATION.

  METHOD create.
    CREATE OBJECT conv.
    conv->codepage = encoding.
    IF conv->codepage = 'DEFAULT'.
      conv->codepage = 'UTF-8'.
    ENDIF.
    IF cl_abap_codepage=>encoding_name( codepage = conv->codepage endian = endian ) IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_codepage_converter_init.
    ENDIF.
    conv->endian = endian.
    conv->replacement = replacement.
    conv->ignore_cerr = ignore_cerr.
  ENDMETHOD.

  METHOD uccp.
    WRITE '@KERNEL uccp.set((String(char.get()).codePointAt(0) ?? 32).toString(16).toUpperCase().padStart(4, "0"));'.
  ENDMETHOD.

  METHOD uccpi.
    WRITE '@KERNEL uccp.set(String(char.get()).codePointAt(0) ?? 32);'.
  ENDMETHOD.

  METHOD convert.
    DATA text TYPE string.
    text = data.
    IF n >= 0 AND n < strlen( text ).
      text = text(n).
    ENDIF.
    buffer = cl_abap_codepage=>convert_to( source = text codepage = codepage endian = endian
                                           replacement = replacement ignore_cerr = ignore_cerr ).
    len = strlen( text ).
  ENDMETHOD.

  METHOD write.
    DATA bytes TYPE xstring.
    convert( EXPORTING data = data n = n IMPORTING buffer = bytes len = len ).
    CONCATENATE written bytes INTO written IN BYTE MODE.
  ENDMETHOD.

  METHOD get_buffer.
    buffer = written.
  ENDMETHOD.

  METHOD reset.
    CLEAR written.
  ENDMETHOD.

ENDCLASS.
