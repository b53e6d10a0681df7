"! iXML: the character set (and byte order) a document is rendered in.
INTERFACE if_ixml_encoding PUBLIC.

  CONSTANTS co_none TYPE i VALUE 0.
  CONSTANTS co_big_endian TYPE i VALUE 1.
  CONSTANTS co_little_endian TYPE i VALUE 2.
  CONSTANTS co_platform_endian TYPE i VALUE 3.

  METHODS get_byte_order
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_character_set
    RETURNING
      VALUE(rval) TYPE string.
  METHODS set_byte_order
    IMPORTING
      byte_order  TYPE i
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS set_character_set
    IMPORTING
      charset     TYPE string
    RETURNING
      VALUE(rval) TYPE abap_bool.

ENDINTERFACE.
