"! Compression with the DEFLATE method (RFC 1951, a raw stream without a zlib or gzip header): binary data, and
"! text in UTF-8. A length of -1 takes the whole input.
CLASS cl_abap_gzip DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS compress_binary
      IMPORTING
        raw_in         TYPE xsequence
        raw_in_len     TYPE i DEFAULT -1
        compress_level TYPE i DEFAULT 6
      EXPORTING
        gzip_out       TYPE xstring
        gzip_out_len   TYPE i
      RAISING
        cx_parameter_invalid_range
        cx_sy_buffer_overflow
        cx_sy_compression_error.

    CLASS-METHODS decompress_binary
      IMPORTING
        gzip_in     TYPE xsequence
        gzip_in_len TYPE i DEFAULT -1
      EXPORTING
        raw_out     TYPE xstring
        raw_out_len TYPE i
      RAISING
        cx_parameter_invalid_range
        cx_sy_buffer_overflow
        cx_sy_compression_error.

    CLASS-METHODS compress_text
      IMPORTING
        text_in        TYPE csequence
        text_in_len    TYPE i DEFAULT -1
        compress_level TYPE i DEFAULT 6
      EXPORTING
        gzip_out       TYPE xstring
        gzip_out_len   TYPE i
      RAISING
        cx_parameter_invalid_range
        cx_sy_buffer_overflow
        cx_sy_compression_error.

    CLASS-METHODS decompress_text
      IMPORTING
        gzip_in     TYPE xsequence
        gzip_in_len TYPE i DEFAULT -1
      EXPORTING
        text_out    TYPE string
        text_out_len TYPE i
      RAISING
        cx_parameter_invalid_range
        cx_sy_buffer_overflow
        cx_sy_compression_error.

  PRIVATE SECTION.
    CLASS-METHODS part
      IMPORTING
        data          TYPE xsequence
        length        TYPE i
      RETURNING
        VALUE(result) TYPE xstring
      RAISING
        cx_parameter_invalid_range.

ENDCLASS.



CLASS cl_abap_gzip IMPLEMENTATION.

  METHOD part.
    result = data.
    IF length = -1.
      RETURN.
    ELSEIF length < 0 OR length > xstrlen( result ).
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'LENGTH' value = |{ length }|.
    ENDIF.
    result = result(length).
  ENDMETHOD.

  METHOD compress_binary.
    DATA input TYPE xstring.
    DATA level TYPE i.
    DATA failed TYPE abap_bool.
    IF compress_level < 0 OR compress_level > 9.
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'COMPRESS_LEVEL' value = |{ compress_level }|.
    ENDIF.
    input = part( data = raw_in length = raw_in_len ).
    level = compress_level.
    WRITE '@KERNEL const zlib = await import("node:zlib");'.
    WRITE '@KERNEL try { gzip_out.set(zlib.deflateRawSync(Buffer.from(input.get(), "hex"), { level: level.get() }).toString("hex").toUpperCase()); } catch { failed.set("X"); }'.
    IF failed = abap_true.
      RAISE EXCEPTION TYPE cx_sy_compression_error.
    ENDIF.
    gzip_out_len = xstrlen( gzip_out ).
  ENDMETHOD.

  METHOD decompress_binary.
    DATA input TYPE xstring.
    DATA failed TYPE abap_bool.
    input = part( data = gzip_in length = gzip_in_len ).
    WRITE '@KERNEL const zlib = await import("node:zlib");'.
    WRITE '@KERNEL try { raw_out.set(zlib.inflateRawSync(Buffer.from(input.get(), "hex")).toString("hex").toUpperCase()); } catch { failed.set("X"); }'.
    IF failed = abap_true.
      RAISE EXCEPTION TYPE cx_sy_compression_error.
    ENDIF.
    raw_out_len = xstrlen( raw_out ).
  ENDMETHOD.

  METHOD compress_text.
    DATA text TYPE string.
    text = text_in.
    IF text_in_len <> -1.
      IF text_in_len < 0 OR text_in_len > strlen( text ).
        RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'TEXT_IN_LEN' value = |{ text_in_len }|.
      ENDIF.
      text = text(text_in_len).
    ENDIF.
    compress_binary(
      EXPORTING raw_in = cl_abap_codepage=>convert_to( text ) compress_level = compress_level
      IMPORTING gzip_out = gzip_out gzip_out_len = gzip_out_len ).
  ENDMETHOD.

  METHOD decompress_text.
    DATA raw TYPE xstring.
    decompress_binary( EXPORTING gzip_in = gzip_in gzip_in_len = gzip_in_len IMPORTING raw_out = raw ).
    text_out = cl_abap_codepage=>convert_from( raw ).
    text_out_len = strlen( text_out ).
  ENDMETHOD.

ENDCLASS.
