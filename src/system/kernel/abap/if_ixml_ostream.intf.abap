"! iXML: the output a renderer writes into (the variable or table given to the stream factory).
INTERFACE if_ixml_ostream PUBLIC.

  METHODS close.
  METHODS get_encoding
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_encoding.
  METHODS get_num_written_raw
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_pretty_print
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS set_encoding
    IMPORTING
      encoding    TYPE REF TO if_ixml_encoding
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS set_pretty_print
    IMPORTING
      pretty_print TYPE abap_bool DEFAULT abap_true.
  METHODS write_string
    IMPORTING
      string      TYPE string
    RETURNING
      VALUE(rval) TYPE i.

ENDINTERFACE.
