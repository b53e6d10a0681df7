"! Reads text from bytes of a code page (UTF-8 unless named otherwise).
CLASS cl_abap_conv_in_ce DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        encoding    TYPE csequence DEFAULT 'DEFAULT'
        endian      TYPE c OPTIONAL
        replacement TYPE c DEFAULT '#'
        ignore_cerr TYPE abap_bool DEFAULT abap_false
        input       TYPE xsequence OPTIONAL
      RETURNING
        VALUE(conv) TYPE REF TO cl_abap_conv_in_ce
      RAISING
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type
        cx_parameter_invalid_range.

    "! The character of a Unicode code point in hexadecimal ('00E4').
    CLASS-METHODS uccp
      IMPORTING
        uccp        TYPE csequence
      RETURNING
        VALUE(char) TYPE string.

    "! The character of a Unicode code point.
    CLASS-METHODS uccpi
      IMPORTING
        uccp        TYPE i
      RETURNING
        VALUE(char) TYPE string.

    METHODS convert
      IMPORTING
        input           TYPE xsequence
        n               TYPE i DEFAULT -1
      EXPORTING
        data            TYPE simple
        len             TYPE i
        input_too_short TYPE abap_bool
      RAISING
        cx_sy_conversion_codepage
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type.

    METHODS read
      IMPORTING
        n    TYPE i DEFAULT -1
      EXPORTING
        data TYPE simple
        len  TYPE i
      RAISING
        cx_sy_conversion_codepage
        cx_sy_codepage_converter_init
        cx_parameter_invalid_type.

    METHODS set_input
      IMPORTING
        input TYPE xsequence OPTIONAL.

    METHODS reset
      IMPORTING
        input TYPE xsequence OPTIONAL.

  PRIVATE SECTION.
    DATA codepage TYPE string.
    DATA endian TYPE c LENGTH 1.
    DATA replacement TYPE c LENGTH 1.
    DATA ignore_cerr TYPE abap_bool.
    DATA buffer TYPE xstring.

ENDCLASS.



CLASS cl_abap_conv_in_ce IMPLEMENTATION.

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
    conv->buffer = input.
  ENDMETHOD.

  METHOD uccp.
    WRITE '@KERNEL char.set(String.fromCodePoint(parseInt(uccp.get(), 16)));'.
  ENDMETHOD.

  METHOD uccpi.
    WRITE '@KERNEL char.set(String.fromCodePoint(uccp.get()));'.
  ENDMETHOD.

  METHOD convert.
    DATA text TYPE string.
    text = cl_abap_codepage=>convert_from( source = input codepage = codepage endian = endian
                                           replacement = replacement ignore_cerr = ignore_cerr ).
    IF n >= 0 AND n < strlen( text ).
      text = text(n).
    ENDIF.
    data = text.
    len = xstrlen( input ).
    CLEAR input_too_short.
  ENDMETHOD.

  METHOD read.
    convert( EXPORTING input = buffer n = n IMPORTING data = data ).
    len = strlen( data ).
    CLEAR buffer.
  ENDMETHOD.

  METHOD set_input.
    buffer = input.
  ENDMETHOD.

  METHOD reset.
    buffer = input.
  ENDMETHOD.

ENDCLASS.
