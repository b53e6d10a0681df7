"! Code page converters of the ABAP Cloud API: create_in( ) reads bytes as text, create_out( ) writes text as bytes.
CLASS cl_abap_conv_codepage DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    INTERFACES if_abap_conv_in.
    INTERFACES if_abap_conv_out.

    CLASS-METHODS create_in
      IMPORTING
        codepage         TYPE csequence DEFAULT `UTF-8`
        replacement_char TYPE csequence DEFAULT `#`
        ignore_cerr      TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(instance)  TYPE REF TO if_abap_conv_in
      RAISING
        cx_sy_codepage_converter_init.

    CLASS-METHODS create_out
      IMPORTING
        codepage         TYPE csequence DEFAULT `UTF-8`
        replacement_char TYPE csequence DEFAULT `#`
        ignore_cerr      TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(instance)  TYPE REF TO if_abap_conv_out
      RAISING
        cx_sy_codepage_converter_init.

  PRIVATE SECTION.
    DATA codepage TYPE string.
    DATA replacement TYPE c LENGTH 1.
    DATA ignore_cerr TYPE abap_bool.

    CLASS-METHODS make
      IMPORTING
        codepage         TYPE csequence
        replacement_char TYPE csequence
        ignore_cerr      TYPE abap_bool
      RETURNING
        VALUE(instance)  TYPE REF TO cl_abap_conv_codepage
      RAISING
        cx_sy_codepage_converter_init.

ENDCLASS.



CLASS cl_abap_conv_codepage IMPLEMENTATION.

  METHOD make.
    IF cl_abap_codepage=>encoding_name( codepage ) IS INITIAL.
      RAISE EXCEPTION TYPE cx_sy_codepage_converter_init.
    ENDIF.
    CREATE OBJECT instance.
    instance->codepage = codepage.
    instance->replacement = replacement_char.
    instance->ignore_cerr = ignore_cerr.
  ENDMETHOD.

  METHOD create_in.
    instance = make( codepage = codepage replacement_char = replacement_char ignore_cerr = ignore_cerr ).
  ENDMETHOD.

  METHOD create_out.
    instance = make( codepage = codepage replacement_char = replacement_char ignore_cerr = ignore_cerr ).
  ENDMETHOD.

  METHOD if_abap_conv_in~convert.
    result = cl_abap_codepage=>convert_from( source = source codepage = codepage replacement = replacement ignore_cerr = ignore_cerr ).
  ENDMETHOD.

  METHOD if_abap_conv_out~convert.
    result = cl_abap_codepage=>convert_to( source = source codepage = codepage replacement = replacement ignore_cerr = ignore_cerr ).
  ENDMETHOD.

ENDCLASS.
