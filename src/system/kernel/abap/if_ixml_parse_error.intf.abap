"! iXML: an error the parser found, with its position.
INTERFACE if_ixml_parse_error PUBLIC.

  CONSTANTS co_info TYPE i VALUE 1.
  CONSTANTS co_warning TYPE i VALUE 2.
  CONSTANTS co_error TYPE i VALUE 3.
  CONSTANTS co_fatal_error TYPE i VALUE 4.

  METHODS get_column
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_line
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_offset
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_reason
    RETURNING
      VALUE(rval) TYPE string.
  METHODS get_severity
    RETURNING
      VALUE(rval) TYPE i.

ENDINTERFACE.
