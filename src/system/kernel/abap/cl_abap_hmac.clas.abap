"! HMACs of texts (as UTF-8) and of byte strings (MD5, SHA1, SHA224, SHA256, SHA384, SHA512); an initial key gives
"! the message digest of the data itself, as SAP's CL_ABAP_HMAC does (abapGit hashes git objects this way).
CLASS cl_abap_hmac DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
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

ENDCLASS.



CLASS cl_abap_hmac IMPLEMENTATION.

  METHOD calculate_hmac_for_char.
    IF if_key IS INITIAL.
      cl_abap_message_digest=>calculate_hash_for_char(
        EXPORTING if_algorithm = if_algorithm if_data = if_data if_length = if_length
        IMPORTING ef_hashstring = ef_hmacstring ef_hashxstring = ef_hmacxstring ef_hashb64string = ef_hmacb64string ).
    ELSE.
      cl_abap_message_digest=>calculate_hmac_for_char(
        EXPORTING if_algorithm = if_algorithm if_key = if_key if_data = if_data if_length = if_length
        IMPORTING ef_hmacstring = ef_hmacstring ef_hmacxstring = ef_hmacxstring ef_hmacb64string = ef_hmacb64string ).
    ENDIF.
  ENDMETHOD.

  METHOD calculate_hmac_for_raw.
    IF if_key IS INITIAL.
      cl_abap_message_digest=>calculate_hash_for_raw(
        EXPORTING if_algorithm = if_algorithm if_data = if_data if_length = if_length
        IMPORTING ef_hashstring = ef_hmacstring ef_hashxstring = ef_hmacxstring ef_hashb64string = ef_hmacb64string ).
    ELSE.
      cl_abap_message_digest=>calculate_hmac_for_raw(
        EXPORTING if_algorithm = if_algorithm if_key = if_key if_data = if_data if_length = if_length
        IMPORTING ef_hmacstring = ef_hmacstring ef_hmacxstring = ef_hmacxstring ef_hmacb64string = ef_hmacb64string ).
    ENDIF.
  ENDMETHOD.

ENDCLASS.
