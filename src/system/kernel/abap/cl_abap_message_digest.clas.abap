"! Hash values (MD5, SHA1, SHA224, SHA256, SHA384, SHA512) and HMACs of texts (as UTF-8) and of byte strings.
CLASS cl_abap_message_digest DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS calculate_hash_for_char
      IMPORTING
        if_algorithm     TYPE string DEFAULT 'SHA1'
        if_data          TYPE csequence
        if_length        TYPE i DEFAULT 0
      EXPORTING
        ef_hashstring    TYPE string
        ef_hashxstring   TYPE xstring
        ef_hashb64string TYPE string
      RAISING
        cx_abap_message_digest.

    CLASS-METHODS calculate_hash_for_raw
      IMPORTING
        if_algorithm     TYPE string DEFAULT 'SHA1'
        if_data          TYPE xstring
        if_length        TYPE i DEFAULT 0
      EXPORTING
        ef_hashstring    TYPE string
        ef_hashxstring   TYPE xstring
        ef_hashb64string TYPE string
      RAISING
        cx_abap_message_digest.

    CLASS-METHODS calculate_hmac_for_char
      IMPORTING
        if_algorithm     TYPE string DEFAULT 'SHA1'
        if_key           TYPE xstring
        if_data          TYPE csequence
        if_length        TYPE i DEFAULT 0
      EXPORTING
        ef_hmacstring    TYPE string
        ef_hmacxstring   TYPE xstring
        ef_hmacb64string TYPE string
      RAISING
        cx_abap_message_digest.

    CLASS-METHODS calculate_hmac_for_raw
      IMPORTING
        if_algorithm     TYPE string DEFAULT 'SHA1'
        if_key           TYPE xstring
        if_data          TYPE xstring
        if_length        TYPE i DEFAULT 0
      EXPORTING
        ef_hmacstring    TYPE string
        ef_hmacxstring   TYPE xstring
        ef_hmacb64string TYPE string
      RAISING
        cx_abap_message_digest.

    CLASS-METHODS string_to_xstring
      IMPORTING
        if_input         TYPE csequence
      RETURNING
        VALUE(er_output) TYPE xstring
      RAISING
        cx_abap_message_digest.

  PRIVATE SECTION.
    "! The hash (KEY initial) or HMAC of DATA (hexadecimal) as upper-case hexadecimal digits.
    CLASS-METHODS digest
      IMPORTING
        algorithm    TYPE string
        key          TYPE xstring OPTIONAL
        hmac         TYPE abap_bool DEFAULT abap_false
        data         TYPE xstring
      RETURNING
        VALUE(value) TYPE xstring
      RAISING
        cx_abap_message_digest.

ENDCLASS.



CLASS cl_abap_message_digest IMPLEMENTATION.

  METHOD digest.
    DATA known TYPE abap_bool.
    WRITE '@KERNEL const crypto = await import("node:crypto"); const name = algorithm.get().trim().toLowerCase().replace(/^sha-/, "sha");'.
    WRITE '@KERNEL if (["md5", "sha1", "sha224", "sha256", "sha384", "sha512"].includes(name)) { known.set("X");'.
    WRITE '@KERNEL   const bytes = Buffer.from(data.get(), "hex");'.
    WRITE '@KERNEL   const h = hmac.get() === "X" ? crypto.createHmac(name, Buffer.from(key.get(), "hex")) : crypto.createHash(name);'.
    WRITE '@KERNEL   value.set(h.update(bytes).digest("hex").toUpperCase()); }'.
    IF known = abap_false.
      RAISE EXCEPTION TYPE cx_abap_message_digest.
    ENDIF.
  ENDMETHOD.

  METHOD string_to_xstring.
    WRITE '@KERNEL er_output.set(Buffer.from(if_input.get(), "utf8").toString("hex").toUpperCase());'.
  ENDMETHOD.

  METHOD calculate_hash_for_char.
    DATA text TYPE string.
    text = if_data.
    IF if_length > 0.
      text = substring( val = text len = nmin( val1 = if_length val2 = strlen( text ) ) ).
    ENDIF.
    ef_hashxstring = digest( algorithm = if_algorithm data = string_to_xstring( text ) ).
    ef_hashstring = ef_hashxstring.
    ef_hashb64string = cl_http_utility=>encode_x_base64( ef_hashxstring ).
  ENDMETHOD.

  METHOD calculate_hash_for_raw.
    DATA bytes TYPE xstring.
    bytes = if_data.
    IF if_length > 0 AND if_length < xstrlen( bytes ).
      bytes = bytes(if_length).
    ENDIF.
    ef_hashxstring = digest( algorithm = if_algorithm data = bytes ).
    ef_hashstring = ef_hashxstring.
    ef_hashb64string = cl_http_utility=>encode_x_base64( ef_hashxstring ).
  ENDMETHOD.

  METHOD calculate_hmac_for_char.
    DATA text TYPE string.
    text = if_data.
    IF if_length > 0.
      text = substring( val = text len = nmin( val1 = if_length val2 = strlen( text ) ) ).
    ENDIF.
    ef_hmacxstring = digest( algorithm = if_algorithm key = if_key hmac = abap_true data = string_to_xstring( text ) ).
    ef_hmacstring = ef_hmacxstring.
    ef_hmacb64string = cl_http_utility=>encode_x_base64( ef_hmacxstring ).
  ENDMETHOD.

  METHOD calculate_hmac_for_raw.
    DATA bytes TYPE xstring.
    bytes = if_data.
    IF if_length > 0 AND if_length < xstrlen( bytes ).
      bytes = bytes(if_length).
    ENDIF.
    ef_hmacxstring = digest( algorithm = if_algorithm key = if_key hmac = abap_true data = bytes ).
    ef_hmacstring = ef_hmacxstring.
    ef_hmacb64string = cl_http_utility=>encode_x_base64( ef_hmacxstring ).
  ENDMETHOD.

ENDCLASS.
