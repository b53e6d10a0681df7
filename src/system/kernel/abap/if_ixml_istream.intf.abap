"! iXML: the input a parser reads.
INTERFACE if_ixml_istream PUBLIC.

  METHODS close.
  METHODS get_encoding
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_encoding.
  METHODS set_encoding
    IMPORTING
      encoding    TYPE REF TO if_ixml_encoding
    RETURNING
      VALUE(rval) TYPE abap_bool.

ENDINTERFACE.
