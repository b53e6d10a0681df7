"! iXML (ABAP Cloud): the entry point (CL_IXML_CORE=>CREATE); the same documents, streams, parsers and
"! renderers as CL_IXML behind the *_CORE interfaces.
CLASS cl_ixml_core DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_core.

    CLASS-METHODS create
      RETURNING
        VALUE(rval) TYPE REF TO if_ixml_core.

ENDCLASS.



CLASS cl_ixml_core IMPLEMENTATION.

  METHOD create.
    rval = NEW cl_ixml_core( ).
  ENDMETHOD.

  METHOD if_ixml_core~create_document.
    rval ?= kernel_ixml_node=>create( if_ixml_node=>co_node_document ).
  ENDMETHOD.

  METHOD if_ixml_core~create_encoding.
    rval = NEW kernel_ixml_encoding( byte_order = byte_order character_set = character_set ).
  ENDMETHOD.

  METHOD if_ixml_core~create_parser.
    rval = NEW kernel_ixml_parser( document = document istream = istream ).
  ENDMETHOD.

  METHOD if_ixml_core~create_renderer.
    rval = NEW kernel_ixml_renderer( document = document ostream = ostream ).
  ENDMETHOD.

  METHOD if_ixml_core~create_stream_factory.
    rval = NEW kernel_ixml_stream_factory( ).
  ENDMETHOD.

ENDCLASS.
