"! iXML: an output stream into the caller's text or byte string variable or table (IF_IXML_OSTREAM,
"! IF_IXML_OSTREAM_CORE). Output is appended to what the variable or table holds; character-like output that
"! starts an empty text or table is prefixed with the byte order mark, as the documentation of iXML says.
CLASS kernel_ixml_ostream DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_ostream.
    INTERFACES if_ixml_ostream_core.

    CONSTANTS:
      BEGIN OF target_kind,
        text  TYPE i VALUE 1,
        bytes TYPE i VALUE 2,
        table TYPE i VALUE 3,
      END OF target_kind.

    DATA kind TYPE i READ-ONLY.
    DATA pretty_print TYPE abap_bool READ-ONLY.

    "! TARGET is the caller's data object itself: the renderer writes into it.
    METHODS constructor
      IMPORTING
        kind   TYPE i
        target TYPE any.
    "! The encoding of the XML declaration: UTF-16 for texts; for bytes the character set of the stream's or
    "! the document's encoding, none when neither has one (UTF-8 is then written, which needs no declaration).
    METHODS declared_encoding
      IMPORTING
        document      TYPE REF TO kernel_ixml_document OPTIONAL
      RETURNING
        VALUE(result) TYPE string.

  PRIVATE SECTION.
    DATA encoding TYPE REF TO if_ixml_encoding.

    "! The code page bytes are written in.
    METHODS character_set RETURNING VALUE(result) TYPE string.
    DATA written TYPE i.

ENDCLASS.



CLASS kernel_ixml_ostream IMPLEMENTATION.

  METHOD constructor.
    me->kind = kind.
    WRITE '@KERNEL this.target = target;'.
  ENDMETHOD.

  METHOD declared_encoding.
    IF kind = target_kind-text.
      result = `utf-16`.
    ELSEIF encoding IS BOUND AND encoding->get_character_set( ) IS NOT INITIAL.
      result = encoding->get_character_set( ).
    ELSEIF document IS BOUND AND document->encoding IS BOUND.
      result = document->encoding->get_character_set( ).
    ENDIF.
    " iXML declares the character set in lower case, however it was given
    result = to_lower( result ).
  ENDMETHOD.

  METHOD character_set.
    IF encoding IS BOUND AND encoding->get_character_set( ) IS NOT INITIAL.
      result = encoding->get_character_set( ).
    ELSE.
      result = `utf-8`.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_ostream~write_string.
    DATA bytes TYPE xstring.
    CASE kind.
      WHEN target_kind-text.
        WRITE '@KERNEL const before = this.target.get(); this.target.set((before === "" ? "\uFEFF" : before) + string.get());'.
        written = written + strlen( string ).
      WHEN target_kind-bytes.
        bytes = kernel_sxml_markup=>encode( text = string codepage = character_set( ) ).
        WRITE '@KERNEL this.target.set(this.target.get() + bytes.get());'.
        written = written + xstrlen( bytes ).
      WHEN target_kind-table.
        bytes = kernel_sxml_markup=>encode( text = string codepage = character_set( ) ).
        WRITE '@KERNEL const row = this.target.getRowType(); const T = abap.types; const empty = this.target.array().length === 0;'.
        WRITE '@KERNEL const line = (v) => { const r = row.clone(); r.set(v); abap.statements.append({source: r, target: this.target}); };'.
        WRITE '@KERNEL if (row instanceof T.XString) line(bytes.get());'.
        WRITE '@KERNEL else if (row instanceof T.Hex) { const size = row.getLength() * 2; for (let p = 0; p < bytes.get().length; p += size) line(bytes.get().slice(p, p + size)); }'.
        WRITE '@KERNEL else { const s = (empty ? "\uFEFF" : "") + string.get(); const size = row instanceof T.Character ? row.getLength() : s.length || 1;'.
        WRITE '@KERNEL   for (let p = 0; p < s.length; p += size) line(s.slice(p, p + size)); }'.
        written = written + xstrlen( bytes ).
    ENDCASE.
  ENDMETHOD.

  METHOD if_ixml_ostream~close.
    RETURN.
  ENDMETHOD.

  METHOD if_ixml_ostream~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_ostream~set_encoding.
    me->encoding = encoding.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_ostream~get_num_written_raw.
    rval = written.
  ENDMETHOD.

  METHOD if_ixml_ostream~get_pretty_print.
    rval = pretty_print.
  ENDMETHOD.

  METHOD if_ixml_ostream~set_pretty_print.
    me->pretty_print = pretty_print.
  ENDMETHOD.

  METHOD if_ixml_stream_core~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_stream_core~set_encoding.
    me->encoding = encoding.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_ostream_core~get_num_written.
    rval = written.
  ENDMETHOD.

  METHOD if_ixml_ostream_core~get_num_written_raw.
    rval = written.
  ENDMETHOD.

  METHOD if_ixml_ostream_core~get_pretty_print.
    rval = pretty_print.
  ENDMETHOD.

  METHOD if_ixml_ostream_core~set_pretty_print.
    me->pretty_print = pretty_print.
  ENDMETHOD.

ENDCLASS.
