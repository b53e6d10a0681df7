"! iXML: parses an input stream into a document.
INTERFACE if_ixml_parser PUBLIC.

  CONSTANTS co_no_validation TYPE i VALUE 0.
  CONSTANTS co_validate_if_dtd TYPE i VALUE 1.
  CONSTANTS co_validate TYPE i VALUE 2.

  "! Drops whitespace-only text between markup in the elements named (all with '*').
  METHODS add_strip_space_element
    IMPORTING
      name        TYPE string DEFAULT '*'
      namespace   TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS get_error
    IMPORTING
      index        TYPE i
      min_severity TYPE i DEFAULT if_ixml_parse_error=>co_error
    RETURNING
      VALUE(rval)  TYPE REF TO if_ixml_parse_error.
  METHODS num_errors
    IMPORTING
      min_severity TYPE i DEFAULT if_ixml_parse_error=>co_error
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
      mode        TYPE i DEFAULT co_validate
    RETURNING
      VALUE(rval) TYPE abap_bool.

ENDINTERFACE.
