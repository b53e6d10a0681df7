"! iXML (ABAP Cloud): creates input streams over byte strings or tables and output streams into them.
INTERFACE if_ixml_stream_factory_core PUBLIC.

  METHODS create_istream_itable
    IMPORTING
      size        TYPE i DEFAULT -1
      table       TYPE STANDARD TABLE
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream_core.
  METHODS create_istream_xstring
    IMPORTING
      string      TYPE xstring
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream_core.
  "! The renderer writes into TABLE (the caller's table).
  METHODS create_ostream_itable
    IMPORTING
      table       TYPE STANDARD TABLE
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_ostream_core.
  "! The renderer writes into STRING (the caller's variable).
  METHODS create_ostream_xstring
    IMPORTING
      string      TYPE any
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_ostream_core.

ENDINTERFACE.
