"! iXML: an input stream over a text, a byte string or a table (IF_IXML_ISTREAM, IF_IXML_ISTREAM_CORE); the
"! input is decoded up front.
CLASS kernel_ixml_istream DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_istream.
    INTERFACES if_ixml_istream_core.

    DATA text TYPE string READ-ONLY.

    METHODS constructor IMPORTING text TYPE string.

  PRIVATE SECTION.
    DATA encoding TYPE REF TO if_ixml_encoding.
    DATA dtd_restriction TYPE i VALUE if_ixml_istream_core=>dtd_restricted.

ENDCLASS.



CLASS kernel_ixml_istream IMPLEMENTATION.

  METHOD constructor.
    me->text = text.
  ENDMETHOD.

  METHOD if_ixml_istream~close.
    RETURN.
  ENDMETHOD.

  METHOD if_ixml_istream~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_istream~set_encoding.
    me->encoding = encoding.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_stream_core~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_stream_core~set_encoding.
    me->encoding = encoding.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_istream_core~get_num_read.
    rval = strlen( text ).
  ENDMETHOD.

  METHOD if_ixml_istream_core~get_num_read_raw.
    rval = xstrlen( kernel_sxml_markup=>encode( text ) ).
  ENDMETHOD.

  METHOD if_ixml_istream_core~set_dtd_restriction.
    dtd_restriction = level.
  ENDMETHOD.

  METHOD if_ixml_istream_core~get_dtd_restriction.
    rval = dtd_restriction.
  ENDMETHOD.

ENDCLASS.
