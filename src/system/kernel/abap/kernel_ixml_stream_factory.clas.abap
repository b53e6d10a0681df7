"! iXML: creates input and output streams (IF_IXML_STREAM_FACTORY, IF_IXML_STREAM_FACTORY_CORE).
CLASS kernel_ixml_stream_factory DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_stream_factory.
    INTERFACES if_ixml_stream_factory_core.

ENDCLASS.



CLASS kernel_ixml_stream_factory IMPLEMENTATION.

  METHOD if_ixml_stream_factory~create_istream_cstring.
    rval = NEW kernel_ixml_istream( string ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_istream_string.
    rval = NEW kernel_ixml_istream( string ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_istream_xstring.
    rval = NEW kernel_ixml_istream( kernel_sxml_markup=>decode( string ) ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_istream_itable.
    DATA text TYPE string.
    DATA bytes TYPE xstring.
    DATA binary TYPE abap_bool.
    WRITE '@KERNEL const T = abap.types; const rows = table.array(); let hex = ""; let s = "";'.
    WRITE '@KERNEL for (const r of rows) { if (r instanceof T.XString || r instanceof T.Hex) { binary.set("X"); hex += r.get(); } else s += r.get(); }'.
    WRITE '@KERNEL if (size.get() >= 0) { hex = hex.slice(0, size.get() * 2); s = s.slice(0, size.get()); }'.
    WRITE '@KERNEL bytes.set(hex); text.set(s);'.
    IF binary = abap_true.
      text = kernel_sxml_markup=>decode( bytes ).
    ENDIF.
    rval = NEW kernel_ixml_istream( text ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_ostream_cstring.
    rval = NEW kernel_ixml_ostream( kind = kernel_ixml_ostream=>target_kind-text target = string ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_ostream_xstring.
    rval = NEW kernel_ixml_ostream( kind = kernel_ixml_ostream=>target_kind-bytes target = string ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory~create_ostream_itable.
    rval = NEW kernel_ixml_ostream( kind = kernel_ixml_ostream=>target_kind-table target = table ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory_core~create_istream_itable.
    rval ?= if_ixml_stream_factory~create_istream_itable( table = table size = size ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory_core~create_istream_xstring.
    rval = NEW kernel_ixml_istream( kernel_sxml_markup=>decode( string ) ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory_core~create_ostream_itable.
    rval = NEW kernel_ixml_ostream( kind = kernel_ixml_ostream=>target_kind-table target = table ).
  ENDMETHOD.

  METHOD if_ixml_stream_factory_core~create_ostream_xstring.
    rval = NEW kernel_ixml_ostream( kind = kernel_ixml_ostream=>target_kind-bytes target = string ).
  ENDMETHOD.

ENDCLASS.
