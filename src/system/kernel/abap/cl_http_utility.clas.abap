"! Base64 (of texts as UTF-8 and of byte strings), UTF-8, and URL escaping (percent-encoding).
CLASS cl_http_utility DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS encode_base64
      IMPORTING
        unencoded      TYPE string
      RETURNING
        VALUE(encoded) TYPE string.

    CLASS-METHODS decode_base64
      IMPORTING
        encoded        TYPE string
      RETURNING
        VALUE(decoded) TYPE string.

    CLASS-METHODS encode_x_base64
      IMPORTING
        unencoded      TYPE xstring
      RETURNING
        VALUE(encoded) TYPE string.

    CLASS-METHODS decode_x_base64
      IMPORTING
        encoded        TYPE string
      RETURNING
        VALUE(decoded) TYPE xstring.

    CLASS-METHODS encode_utf8
      IMPORTING
        unencoded      TYPE string
      RETURNING
        VALUE(encoded) TYPE xstring
      EXCEPTIONS
        conversion_failed.

    CLASS-METHODS decode_utf8
      IMPORTING
        encoded          TYPE xstring
      RETURNING
        VALUE(unencoded) TYPE string
      EXCEPTIONS
        conversion_failed.

    CLASS-METHODS escape_url
      IMPORTING
        unescaped      TYPE string
        options        TYPE i OPTIONAL
      RETURNING
        VALUE(escaped) TYPE string.

    CLASS-METHODS unescape_url
      IMPORTING
        escaped          TYPE string
        options          TYPE c OPTIONAL
      RETURNING
        VALUE(unescaped) TYPE string.

    CLASS-METHODS escape_html
      IMPORTING
        unescaped      TYPE string
      RETURNING
        VALUE(escaped) TYPE string.

    "! The fields of a form string (name=value&name=value) as a table, in order; a field without '=' has an
    "! empty value. The text is taken as it is: no URL decoding.
    CLASS-METHODS string_to_fields
      IMPORTING
        string        TYPE string
      RETURNING
        VALUE(fields) TYPE tihttpnvp.

    "! The fields as a form string (name=value&name=value), the inverse of STRING_TO_FIELDS.
    CLASS-METHODS fields_to_string
      IMPORTING
        fields        TYPE tihttpnvp
      RETURNING
        VALUE(string) TYPE string.

ENDCLASS.



CLASS cl_http_utility IMPLEMENTATION.

  METHOD encode_base64.
    WRITE '@KERNEL encoded.set(Buffer.from(unencoded.get(), "utf8").toString("base64"));'.
  ENDMETHOD.

  METHOD decode_base64.
    WRITE '@KERNEL decoded.set(Buffer.from(encoded.get(), "base64").toString("utf8"));'.
  ENDMETHOD.

  METHOD encode_x_base64.
    WRITE '@KERNEL encoded.set(Buffer.from(unencoded.get(), "hex").toString("base64"));'.
  ENDMETHOD.

  METHOD decode_x_base64.
    WRITE '@KERNEL decoded.set(Buffer.from(encoded.get(), "base64").toString("hex").toUpperCase());'.
  ENDMETHOD.

  METHOD encode_utf8.
    WRITE '@KERNEL encoded.set(Buffer.from(unencoded.get(), "utf8").toString("hex").toUpperCase());'.
  ENDMETHOD.

  METHOD decode_utf8.
    DATA failed TYPE abap_bool.
    WRITE '@KERNEL try { unencoded.set(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(encoded.get(), "hex"))); } catch { failed.set("X"); }'.
    IF failed = abap_true.
      RAISE conversion_failed.
    ENDIF.
  ENDMETHOD.

  METHOD escape_url.
    WRITE '@KERNEL escaped.set(encodeURIComponent(unescaped.get()));'.
  ENDMETHOD.

  METHOD unescape_url.
    WRITE '@KERNEL try { unescaped.set(decodeURIComponent(escaped.get().replace(/\+/g, " "))); } catch { unescaped.set(unescape(escaped.get())); }'.
  ENDMETHOD.

  METHOD escape_html.
    escaped = escape( val = unescaped format = cl_abap_format=>e_html_text ).
  ENDMETHOD.

  METHOD string_to_fields.
    DATA pairs TYPE string_table.
    DATA field TYPE ihttpnvp.
    IF string IS INITIAL.
      RETURN.
    ENDIF.
    SPLIT string AT '&' INTO TABLE pairs.
    LOOP AT pairs INTO DATA(pair).
      CLEAR field.
      IF pair CA '='.
        field-name = substring_before( val = pair sub = '=' ).
        field-value = substring_after( val = pair sub = '=' ).
      ELSE.
        field-name = pair.
      ENDIF.
      APPEND field TO fields.
    ENDLOOP.
  ENDMETHOD.

  METHOD fields_to_string.
    DATA pairs TYPE string_table.
    LOOP AT fields INTO DATA(field).
      APPEND |{ field-name }={ field-value }| TO pairs.
    ENDLOOP.
    string = concat_lines_of( table = pairs sep = '&' ).
  ENDMETHOD.

ENDCLASS.
