"! iXML: creates input streams over texts, byte strings or tables and output streams into them.
INTERFACE if_ixml_stream_factory PUBLIC.

  METHODS create_istream_cstring
    IMPORTING
      string      TYPE string
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream.
  METHODS create_istream_itable
    IMPORTING
      table       TYPE INDEX TABLE
      size        TYPE i DEFAULT -1
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream.
  METHODS create_istream_string
    IMPORTING
      string      TYPE string
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream.
  METHODS create_istream_xstring
    IMPORTING
      string      TYPE xstring
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_istream.
  "! The renderer writes into STRING (the caller's variable).
  METHODS create_ostream_cstring
    IMPORTING
      string      TYPE any
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_ostream.
  "! The renderer writes into TABLE (the caller's table), one line after the other.
  METHODS create_ostream_itable
    IMPORTING
      table       TYPE INDEX TABLE
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_ostream.
  "! The renderer writes into STRING (the caller's variable), as bytes in the stream's encoding.
  METHODS create_ostream_xstring
    IMPORTING
      string      TYPE any
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_ostream.

ENDINTERFACE.
