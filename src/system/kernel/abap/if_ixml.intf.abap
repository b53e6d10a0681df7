"! iXML: the factory of documents, streams, parsers, renderers and encodings.
INTERFACE if_ixml PUBLIC.

  METHODS create_document
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_document.
  METHODS create_encoding
    IMPORTING
      byte_order    TYPE i
      character_set TYPE string
    RETURNING
      VALUE(rval)   TYPE REF TO if_ixml_encoding.
  METHODS create_parser
    IMPORTING
      document       TYPE REF TO if_ixml_document
      istream        TYPE REF TO if_ixml_istream
      stream_factory TYPE REF TO if_ixml_stream_factory
    RETURNING
      VALUE(rval)    TYPE REF TO if_ixml_parser.
  METHODS create_renderer
    IMPORTING
      document    TYPE REF TO if_ixml_document
      ostream     TYPE REF TO if_ixml_ostream
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_renderer.
  METHODS create_stream_factory
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_stream_factory.
  METHODS get_version
    RETURNING
      VALUE(rval) TYPE i.

ENDINTERFACE.
