"! iXML: the entry point (CL_IXML=>CREATE) and factory of documents, streams, parsers, renderers and encodings.
CLASS cl_ixml DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    INTERFACES if_ixml.

    CLASS-METHODS create
      RETURNING
        VALUE(rval) TYPE REF TO if_ixml.

ENDCLASS.



CLASS cl_ixml IMPLEMENTATION.

  METHOD create.
    rval = NEW cl_ixml( ).
  ENDMETHOD.

  METHOD if_ixml~create_document.
    rval ?= kernel_ixml_node=>create( if_ixml_node=>co_node_document ).
  ENDMETHOD.

  METHOD if_ixml~create_encoding.
    rval = NEW kernel_ixml_encoding( byte_order = byte_order character_set = character_set ).
  ENDMETHOD.

  METHOD if_ixml~create_parser.
    rval = NEW kernel_ixml_parser( document = document istream = istream ).
  ENDMETHOD.

  METHOD if_ixml~create_renderer.
    rval = NEW kernel_ixml_renderer( document = document ostream = ostream ).
  ENDMETHOD.

  METHOD if_ixml~create_stream_factory.
    rval = NEW kernel_ixml_stream_factory( ).
  ENDMETHOD.

  METHOD if_ixml~get_version.
    rval = 1.
  ENDMETHOD.

ENDCLASS.
