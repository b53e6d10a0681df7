"! iXML: writes a document with its XML declaration into an output stream (IF_IXML_RENDERER, IF_IXML_RENDERER_CORE).
CLASS kernel_ixml_renderer DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_renderer.
    INTERFACES if_ixml_renderer_core.

    METHODS constructor
      IMPORTING
        document TYPE REF TO if_ixml_document
        ostream  TYPE REF TO object.

  PRIVATE SECTION.
    DATA document TYPE REF TO kernel_ixml_document.
    DATA ostream TYPE REF TO kernel_ixml_ostream.
    DATA normalizing TYPE abap_bool.

ENDCLASS.



CLASS kernel_ixml_renderer IMPLEMENTATION.

  METHOD constructor.
    me->document ?= document.
    me->ostream ?= ostream.
  ENDMETHOD.

  METHOD if_ixml_renderer~render.
    DATA output TYPE string.
    IF ostream->if_ixml_ostream~get_encoding( ) IS NOT BOUND AND document->encoding IS BOUND.
      ostream->if_ixml_ostream~set_encoding( document->encoding ).
    ENDIF.
    IF document->declaration = abap_true.
      DATA(encoding) = ostream->declared_encoding( document ).
      output = |<?xml version="{ document->version }"|
        && COND string( WHEN encoding IS NOT INITIAL THEN | encoding="{ encoding }"| )
        && COND string( WHEN document->standalone = abap_true THEN ` standalone="yes"` ) && `?>`.
    ENDIF.
    document->serialize( EXPORTING pretty = xsdbool( normalizing = abap_true OR ostream->pretty_print = abap_true )
                         CHANGING output = output ).
    ostream->if_ixml_ostream~write_string( output ).
  ENDMETHOD.

  METHOD if_ixml_renderer~set_normalizing.
    normalizing = is_normalizing.
  ENDMETHOD.

  METHOD if_ixml_renderer_core~render.
    rval = if_ixml_renderer~render( ).
  ENDMETHOD.

  METHOD if_ixml_renderer_core~set_normalizing.
    normalizing = is_normalizing.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_renderer_core~is_normalizing.
    rval = normalizing.
  ENDMETHOD.

ENDCLASS.
