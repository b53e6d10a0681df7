"! sXML: the reader of XML (or JSON, read as JSON-XML) held in memory. The document is tokenized up front; a
"! syntax error is raised as CX_SXML_PARSE_ERROR when reading reaches it, as a streaming parser would.
CLASS cl_sxml_reader DEFINITION PUBLIC ABSTRACT CREATE PROTECTED.

  PUBLIC SECTION.
    INTERFACES if_sxml_reader.

  PROTECTED SECTION.
    METHODS load
      IMPORTING
        text            TYPE string
        normalizing     TYPE abap_bool DEFAULT abap_false
        keep_whitespace TYPE abap_bool DEFAULT abap_false.

  PRIVATE SECTION.
    TYPES positions TYPE STANDARD TABLE OF i WITH EMPTY KEY.

    DATA source TYPE string.
    DATA tokens TYPE kernel_sxml_markup=>tokens.
    DATA error_text TYPE string.
    DATA error_offset TYPE i.
    "! The current token: 0 before the first node, LINES( tokens ) + 1 at the end.
    DATA position TYPE i.
    "! The positions before the steps of NEXT_NODE, for PUSH_BACK.
    DATA history TYPE positions.
    "! The opening element whose attributes can be read, and the attribute token last read.
    DATA element TYPE i.
    DATA attribute TYPE i.
    DATA keep_whitespace TYPE abap_bool.
    DATA normalizing TYPE abap_bool.

    "! The next token after FROM that is a node (element, value), or 0 if there is none.
    METHODS following
      IMPORTING
        from         TYPE i
      RETURNING
        VALUE(index) TYPE i.
    "! Sets the public attributes to the node at INDEX (0: initial, beyond the tokens: final).
    METHODS show
      IMPORTING
        VALUE(index) TYPE i
        value_type TYPE if_sxml_value=>value_type DEFAULT if_sxml_value=>co_vt_text.
    METHODS show_attribute
      IMPORTING
        index      TYPE i
        value_type TYPE if_sxml_value=>value_type.
    "! The opening elements that enclose the current position, innermost first.
    METHODS enclosing
      RETURNING
        VALUE(indexes) TYPE positions.
    METHODS raise_parse_error RAISING cx_sxml_parse_error.

ENDCLASS.



CLASS cl_sxml_reader IMPLEMENTATION.

  METHOD load.
    " the transpiler reads an aliased interface attribute under the name of the alias in the original interface
    WRITE '@KERNEL this["if_sxml$xml_type"] = this.if_sxml$type;'.
    source = text.
    me->keep_whitespace = keep_whitespace.
    me->normalizing = normalizing.
    kernel_sxml_markup=>tokenize(
      EXPORTING text = text
      IMPORTING tokens = tokens error_text = error_text error_offset = error_offset is_json = DATA(is_json) ).
    if_sxml~type = COND #( WHEN is_json = abap_true THEN if_sxml=>co_xt_json ELSE if_sxml=>co_xt_xml10 ).
    if_sxml_reader~node_type = if_sxml_node=>co_nt_initial.
  ENDMETHOD.

  METHOD following.
    index = from + 1.
    WHILE index <= lines( tokens ).
      DATA(token) = REF #( tokens[ index ] ).
      CASE token->kind.
        WHEN kernel_sxml_markup=>kind-element_open OR kernel_sxml_markup=>kind-element_close.
          RETURN.
        WHEN kernel_sxml_markup=>kind-value.
          IF token->blank = abap_false OR keep_whitespace = abap_true.
            RETURN.
          ENDIF.
      ENDCASE.
      index = index + 1.
    ENDWHILE.
    index = 0.
  ENDMETHOD.

  METHOD show.
    " a value node keeps the name of the element before it, as SAP's reader does
    CLEAR: if_sxml_reader~value, if_sxml_reader~value_raw, element, attribute.
    if_sxml_reader~value_type = if_sxml_value=>co_vt_none.
    IF index = 0 OR index > lines( tokens ).
      CLEAR: if_sxml_reader~name, if_sxml_reader~nsuri, if_sxml_reader~prefix.
    ENDIF.
    IF index = 0.
      if_sxml_reader~node_type = if_sxml_node=>co_nt_initial.
      RETURN.
    ELSEIF index > lines( tokens ).
      if_sxml_reader~node_type = if_sxml_node=>co_nt_final.
      RETURN.
    ENDIF.
    DATA(token) = REF #( tokens[ index ] ).
    if_sxml_reader~node_type = token->kind.
    IF token->kind = kernel_sxml_markup=>kind-value.
      if_sxml_reader~value = token->value.
      IF normalizing = abap_true AND token->cdata = abap_false.
        if_sxml_reader~value = condense( if_sxml_reader~value ).
      ENDIF.
      if_sxml_reader~value_type = value_type.
      IF value_type = if_sxml_value=>co_vt_raw.
        if_sxml_reader~value_raw = cl_http_utility=>decode_x_base64( if_sxml_reader~value ).
      ENDIF.
      RETURN.
    ENDIF.
    if_sxml_reader~name = token->name.
    if_sxml_reader~nsuri = token->nsuri.
    if_sxml_reader~prefix = token->prefix.
    IF token->kind = kernel_sxml_markup=>kind-element_open.
      element = index.
    ENDIF.
  ENDMETHOD.

  METHOD show_attribute.
    DATA(token) = REF #( tokens[ index ] ).
    attribute = index.
    if_sxml_reader~node_type = if_sxml_node=>co_nt_attribute.
    if_sxml_reader~name = token->name.
    if_sxml_reader~nsuri = token->nsuri.
    if_sxml_reader~prefix = token->prefix.
    if_sxml_reader~value = token->value.
    if_sxml_reader~value_type = value_type.
    CLEAR if_sxml_reader~value_raw.
    IF value_type = if_sxml_value=>co_vt_raw.
      if_sxml_reader~value_raw = cl_http_utility=>decode_x_base64( token->value ).
    ENDIF.
  ENDMETHOD.

  METHOD raise_parse_error.
    " ERROR_TEXT in the words of SAP's parser, the details as the reason
    DATA(sap_text) = COND string(
      WHEN error_text <> `unexpected end-of-file` THEN `document not wellformed`
      WHEN source CO | \n\t| THEN `BOM / charset detection failed`
      ELSE `<EOF> reached` ).
    RAISE EXCEPTION TYPE cx_sxml_parse_error
      EXPORTING
        textid     = cx_sxml_parse_error=>kernel_parser
        error_text = sap_text
        reason     = error_text
        xml_offset = error_offset
        rawstring  = substring( val = source off = nmin( val1 = error_offset val2 = strlen( source ) )
                                len = nmin( val1 = 40 val2 = strlen( source ) - nmin( val1 = error_offset val2 = strlen( source ) ) ) ).
  ENDMETHOD.

  METHOD if_sxml_reader~next_node.
    IF position > lines( tokens ).
      IF error_text IS NOT INITIAL.
        raise_parse_error( ).
      ENDIF.
      show( position ).
      RETURN.
    ENDIF.
    APPEND position TO history.
    DATA(next) = following( position ).
    IF next = 0.
      position = lines( tokens ) + 1.
      IF error_text IS NOT INITIAL.
        raise_parse_error( ).
      ENDIF.
    ELSE.
      position = next.
    ENDIF.
    show( index = position value_type = value_type ).
  ENDMETHOD.

  METHOD if_sxml_reader~read_next_node.
    if_sxml_reader~next_node( ).
    node = if_sxml_reader~read_current_node( ).
  ENDMETHOD.

  METHOD if_sxml_reader~read_current_node.
    IF position < 1 OR position > lines( tokens ).
      RETURN.
    ENDIF.
    DATA(token) = REF #( tokens[ position ] ).
    CASE token->kind.
      WHEN kernel_sxml_markup=>kind-element_open.
        DATA(opening) = NEW kernel_sxml_open_element( name = token->name nsuri = token->nsuri prefix = token->prefix ).
        DATA(index) = position + 1.
        WHILE index <= lines( tokens ).
          DATA(row) = REF #( tokens[ index ] ).
          IF row->kind = kernel_sxml_markup=>kind-attribute.
            opening->if_sxml_open_element~set_attribute( name = row->name nsuri = row->nsuri prefix = row->prefix value = row->value ).
          ELSEIF row->kind <> kernel_sxml_markup=>kind-namespace.
            EXIT.
          ENDIF.
          index = index + 1.
        ENDWHILE.
        node = opening.
      WHEN kernel_sxml_markup=>kind-element_close.
        node = NEW kernel_sxml_close_element( name = token->name nsuri = token->nsuri prefix = token->prefix ).
      WHEN kernel_sxml_markup=>kind-value.
        node = NEW kernel_sxml_value_node( if_sxml_reader~value ).
    ENDCASE.
  ENDMETHOD.

  METHOD if_sxml_reader~skip_node.
    IF element = 0.
      if_sxml_reader~next_node( ).
    ELSE.
      show( element ).
    ENDIF.
    IF writer IS BOUND AND if_sxml_reader~node_type <> if_sxml_node=>co_nt_final.
      writer->write_node( if_sxml_reader~read_current_node( ) ).
    ENDIF.
    IF if_sxml_reader~node_type <> if_sxml_node=>co_nt_element_open.
      RETURN.
    ENDIF.
    DATA(depth) = 1.
    WHILE depth > 0.
      if_sxml_reader~next_node( ).
      CASE if_sxml_reader~node_type.
        WHEN if_sxml_node=>co_nt_element_open.
          depth = depth + 1.
        WHEN if_sxml_node=>co_nt_element_close.
          depth = depth - 1.
        WHEN if_sxml_node=>co_nt_final.
          RETURN.
      ENDCASE.
      IF writer IS BOUND.
        writer->write_node( if_sxml_reader~read_current_node( ) ).
      ENDIF.
    ENDWHILE.
  ENDMETHOD.

  METHOD if_sxml_reader~push_back.
    IF history IS INITIAL.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `No node to push back`.
    ENDIF.
    position = history[ lines( history ) ].
    DELETE history INDEX lines( history ).
    show( position ).
  ENDMETHOD.

  METHOD if_sxml_reader~next_attribute.
    IF element = 0.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `The reader is not at an opening element`.
    ENDIF.
    DATA(index) = COND i( WHEN attribute > 0 THEN attribute ELSE element ) + 1.
    WHILE index <= lines( tokens ).
      CASE tokens[ index ]-kind.
        WHEN kernel_sxml_markup=>kind-attribute.
          show_attribute( index = index value_type = value_type ).
          RETURN.
        WHEN kernel_sxml_markup=>kind-namespace.
          index = index + 1.
        WHEN OTHERS.
          EXIT.
      ENDCASE.
    ENDWHILE.
    " no further attribute: back at the element, and further calls find none either
    show( element ).
    attribute = index - 1.
  ENDMETHOD.

  METHOD if_sxml_reader~next_attribute_value.
    IF if_sxml_reader~node_type <> if_sxml_node=>co_nt_attribute.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `The reader is not at an attribute`.
    ENDIF.
    show_attribute( index = attribute value_type = value_type ).
  ENDMETHOD.

  METHOD if_sxml_reader~get_attribute_value.
    IF element = 0.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `The reader is not at an opening element`.
    ENDIF.
    DATA(index) = element + 1.
    WHILE index <= lines( tokens ).
      DATA(token) = REF #( tokens[ index ] ).
      IF token->kind = kernel_sxml_markup=>kind-attribute.
        IF token->name = name AND ( nsuri IS NOT SUPPLIED OR token->nsuri = nsuri ).
          show_attribute( index = index value_type = value_type ).
          RETURN.
        ENDIF.
      ELSEIF token->kind <> kernel_sxml_markup=>kind-namespace.
        EXIT.
      ENDIF.
      index = index + 1.
    ENDWHILE.
    CLEAR: if_sxml_reader~value, if_sxml_reader~value_raw.
  ENDMETHOD.

  METHOD if_sxml_reader~current_node.
    IF position BETWEEN 1 AND lines( tokens ).
      show( position ).
    ENDIF.
  ENDMETHOD.

  METHOD if_sxml_reader~get_byte_offset.
    IF position BETWEEN 1 AND lines( tokens ).
      offset = tokens[ position ]-offset.
    ELSEIF position > lines( tokens ).
      offset = strlen( source ).
    ENDIF.
  ENDMETHOD.

  METHOD if_sxml_reader~set_option.
    CASE option.
      WHEN if_sxml_reader=>co_opt_keep_whitespace.
        keep_whitespace = value.
      WHEN if_sxml_reader=>co_opt_normalizing.
        normalizing = value.
    ENDCASE.
  ENDMETHOD.

  METHOD if_sxml_reader~get_option.
    CASE option.
      WHEN if_sxml_reader=>co_opt_keep_whitespace.
        value = keep_whitespace.
      WHEN if_sxml_reader=>co_opt_normalizing.
        value = normalizing.
    ENDCASE.
  ENDMETHOD.

  METHOD enclosing.
    IF position < 1 OR position > lines( tokens ).
      RETURN.
    ENDIF.
    DATA(index) = position.
    IF tokens[ index ]-kind = kernel_sxml_markup=>kind-element_close.
      index = index - 1.
    ENDIF.
    DATA(depth) = 0.
    WHILE index >= 1.
      CASE tokens[ index ]-kind.
        WHEN kernel_sxml_markup=>kind-element_close.
          depth = depth + 1.
        WHEN kernel_sxml_markup=>kind-element_open.
          IF depth = 0.
            APPEND index TO indexes.
          ELSE.
            depth = depth - 1.
          ENDIF.
      ENDCASE.
      index = index - 1.
    ENDWHILE.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_nsuri_by_prefix.
    IF prefix = `xml`.
      nsuri = `http://www.w3.org/XML/1998/namespace`.
      RETURN.
    ENDIF.
    LOOP AT enclosing( ) INTO DATA(opening).
      DATA(index) = opening + 1.
      WHILE index <= lines( tokens ) AND ( tokens[ index ]-kind = kernel_sxml_markup=>kind-attribute
                                          OR tokens[ index ]-kind = kernel_sxml_markup=>kind-namespace ).
        IF tokens[ index ]-kind = kernel_sxml_markup=>kind-namespace AND tokens[ index ]-name = prefix.
          nsuri = tokens[ index ]-value.
          RETURN.
        ENDIF.
        index = index + 1.
      ENDWHILE.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_nsbindings.
    LOOP AT enclosing( ) INTO DATA(opening).
      DATA(index) = opening + 1.
      WHILE index <= lines( tokens ) AND ( tokens[ index ]-kind = kernel_sxml_markup=>kind-attribute
                                          OR tokens[ index ]-kind = kernel_sxml_markup=>kind-namespace ).
        IF tokens[ index ]-kind = kernel_sxml_markup=>kind-namespace.
          INSERT VALUE #( prefix = tokens[ index ]-name nsuri = tokens[ index ]-value ) INTO TABLE nsbindings.
        ENDIF.
        index = index + 1.
      ENDWHILE.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_prefix_by_nsuri.
    LOOP AT if_sxml_nsuri_helper~get_nsbindings( ) INTO DATA(binding) WHERE nsuri = nsuri.
      prefix = binding-prefix.
      RETURN.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_path.
    DATA(indexes) = enclosing( ).
    DATA(count) = lines( indexes ).
    WHILE count > 0.
      DATA(token) = REF #( tokens[ indexes[ count ] ] ).
      APPEND VALUE #( qname-name = token->name qname-namespace = token->nsuri prefix = token->prefix ) TO path.
      count = count - 1.
    ENDWHILE.
  ENDMETHOD.

ENDCLASS.
