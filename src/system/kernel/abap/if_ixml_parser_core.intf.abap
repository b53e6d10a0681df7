"! iXML (ABAP Cloud): parses an input stream into a document.
INTERFACE if_ixml_parser_core PUBLIC.

  CONSTANTS co_no_validation TYPE i VALUE 0.
  CONSTANTS co_validate_if_dtd TYPE i VALUE 1.
  CONSTANTS co_validate TYPE i VALUE 2.

  METHODS add_preserve_space_element
    IMPORTING
      name        TYPE string DEFAULT '*'
      uri         TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS add_strip_space_element
    IMPORTING
      name        TYPE string DEFAULT '*'
      uri         TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS get_error
    IMPORTING
      index        TYPE i
      min_severity TYPE i DEFAULT 3
    RETURNING
      VALUE(rval)  TYPE REF TO if_ixml_parse_error_core.
  METHODS is_normalizing
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS num_errors
    IMPORTING
      min_severity TYPE i DEFAULT 3
    RETURNING
      VALUE(rval)  TYPE i.
  "! 0 when the input was well-formed.
  METHODS parse
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_normalizing
    IMPORTING
      is_normalizing TYPE abap_bool DEFAULT abap_true
    RETURNING
      VALUE(rval)    TYPE abap_bool.
  METHODS set_validating
    IMPORTING
      mode        TYPE i DEFAULT '1'
    RETURNING
      VALUE(rval) TYPE abap_bool.

ENDINTERFACE.
