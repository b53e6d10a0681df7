"! sXML: the writer of XML 1.0 (escaped, namespace declarations added where a namespace is not yet bound) or
"! of JSON from JSON-XML (object, array, str, num, bool, null with the member name as attribute NAME).
"! As SAP's writer does, a start tag lists its attributes first and then its namespace declarations: those
"! written before the element was opened, the element's own, and those its attributes or later calls need.
CLASS cl_sxml_writer DEFINITION PUBLIC ABSTRACT CREATE PROTECTED.

  PUBLIC SECTION.
    INTERFACES if_sxml_writer.

  PROTECTED SECTION.
    DATA output TYPE string.
    DATA encoding TYPE string VALUE `UTF-8`.

    METHODS initialize
      IMPORTING
        type              TYPE if_sxml=>xml_stream_type
        no_empty_elements TYPE abap_bool DEFAULT abap_false
        encoding          TYPE string DEFAULT `UTF-8`.

  PRIVATE SECTION.
    TYPES:
      BEGIN OF frame,
        name    TYPE string,
        prefix  TYPE string,
        nsuri   TYPE string,
        "! XML: the element holds text (1) or elements (2); JSON: the members written so far.
        content TYPE i,
        "! JSON: the member name and whether the scalar value was written.
        key     TYPE string,
        written TYPE abap_bool,
      END OF frame.
    TYPES:
      BEGIN OF binding,
        prefix TYPE string,
        nsuri  TYPE string,
        depth  TYPE i,
      END OF binding.

    DATA frames TYPE STANDARD TABLE OF frame WITH EMPTY KEY.
    DATA bindings TYPE STANDARD TABLE OF binding WITH EMPTY KEY.
    "! The start tag of the innermost element still takes attributes (its ">" is not written yet).
    DATA start_tag_open TYPE abap_bool.
    "! The namespace declarations of the open start tag, and those declared for the next element.
    DATA declarations TYPE string.
    DATA next_declarations TYPE string.
    "! JSON: the innermost element's member name may still come as an attribute.
    DATA json_pending TYPE abap_bool.
    DATA generated_prefixes TYPE i.
    DATA no_empty TYPE abap_bool.
    DATA linebreaks TYPE abap_bool.
    DATA indent TYPE abap_bool.

    METHODS is_json RETURNING VALUE(result) TYPE abap_bool.
    METHODS end_start_tag.
    METHODS new_line IMPORTING depth TYPE i.
    METHODS declare IMPORTING prefix TYPE string nsuri TYPE string.
    METHODS nsuri_of IMPORTING prefix TYPE string RETURNING VALUE(nsuri) TYPE string.
    METHODS prefix_of
      IMPORTING
        nsuri         TYPE string
        for_attribute TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(prefix) TYPE string.
    METHODS qualified IMPORTING prefix TYPE string name TYPE string RETURNING VALUE(result) TYPE string.
    METHODS json_flush.
    METHODS json_value IMPORTING value TYPE string.
    METHODS json_close.

ENDCLASS.



CLASS cl_sxml_writer IMPLEMENTATION.

  METHOD initialize.
    " the transpiler reads an aliased interface attribute under the name of the alias in the original interface
    WRITE '@KERNEL this["if_sxml$xml_type"] = this.if_sxml$type;'.
    if_sxml~type = COND #( WHEN type IS INITIAL THEN if_sxml=>co_xt_xml10 ELSE type ).
    no_empty = no_empty_elements.
    me->encoding = encoding.
  ENDMETHOD.

  METHOD is_json.
    result = xsdbool( if_sxml~type = if_sxml=>co_xt_json ).
  ENDMETHOD.

  METHOD end_start_tag.
    IF start_tag_open = abap_true.
      output = output && declarations && `>`.
      CLEAR declarations.
      start_tag_open = abap_false.
    ENDIF.
  ENDMETHOD.

  METHOD new_line.
    IF ( linebreaks = abap_true OR indent = abap_true ) AND output IS NOT INITIAL.
      output = output && cl_abap_char_utilities=>newline.
      IF indent = abap_true AND depth > 0.
        output = output && repeat( val = ` ` occ = depth * 2 ).
      ENDIF.
    ENDIF.
  ENDMETHOD.

  METHOD declare.
    DATA(declaration) = ` xmlns` && COND string( WHEN prefix IS NOT INITIAL THEN `:` && prefix ) && `="`
      && kernel_sxml_markup=>escape( text = nsuri attribute = abap_true ) && `"`.
    IF start_tag_open = abap_true.
      declarations = declarations && declaration.
      APPEND VALUE #( prefix = prefix nsuri = nsuri depth = lines( frames ) ) TO bindings.
    ELSE.
      " declared for the element opened next
      next_declarations = next_declarations && declaration.
      APPEND VALUE #( prefix = prefix nsuri = nsuri depth = lines( frames ) + 1 ) TO bindings.
    ENDIF.
  ENDMETHOD.

  METHOD nsuri_of.
    IF prefix = `xml`.
      nsuri = `http://www.w3.org/XML/1998/namespace`.
      RETURN.
    ENDIF.
    LOOP AT bindings INTO DATA(binding) WHERE prefix = prefix.
      nsuri = binding-nsuri.
    ENDLOOP.
  ENDMETHOD.

  METHOD prefix_of.
    DATA(index) = lines( bindings ).
    WHILE index > 0.
      DATA(binding) = bindings[ index ].
      IF binding-nsuri = nsuri AND nsuri_of( binding-prefix ) = nsuri
          AND ( for_attribute = abap_false OR binding-prefix IS NOT INITIAL ).
        prefix = binding-prefix.
        RETURN.
      ENDIF.
      index = index - 1.
    ENDWHILE.
  ENDMETHOD.

  METHOD qualified.
    result = COND #( WHEN prefix IS INITIAL THEN name ELSE prefix && `:` && name ).
  ENDMETHOD.

  METHOD if_sxml_writer~new_open_element.
    element = NEW kernel_sxml_open_element( name = name nsuri = nsuri prefix = prefix ).
  ENDMETHOD.

  METHOD if_sxml_writer~new_close_element.
    element = NEW kernel_sxml_close_element( ).
  ENDMETHOD.

  METHOD if_sxml_writer~new_value.
    value = NEW kernel_sxml_value_node( ).
  ENDMETHOD.

  METHOD if_sxml_writer~write_node.
    CASE node->type.
      WHEN if_sxml_node=>co_nt_element_open.
        DATA(opening) = CAST if_sxml_open_element( node ).
        if_sxml_writer~open_element( name = opening->qname-name nsuri = opening->qname-namespace prefix = opening->prefix ).
        LOOP AT opening->get_attributes( ) INTO DATA(attribute).
          IF attribute->value_type = if_sxml_value=>co_vt_raw.
            if_sxml_writer~write_attribute_raw( name = attribute->qname-name nsuri = attribute->qname-namespace
                                                prefix = attribute->prefix value = attribute->get_value_raw( ) ).
          ELSE.
            if_sxml_writer~write_attribute( name = attribute->qname-name nsuri = attribute->qname-namespace
                                            prefix = attribute->prefix value = attribute->get_value( ) ).
          ENDIF.
        ENDLOOP.
      WHEN if_sxml_node=>co_nt_element_close.
        if_sxml_writer~close_element( ).
      WHEN if_sxml_node=>co_nt_value.
        DATA(value) = CAST if_sxml_value_node( node ).
        IF value->value_type = if_sxml_value=>co_vt_raw.
          if_sxml_writer~write_value_raw( value->get_value_raw( ) ).
        ELSE.
          if_sxml_writer~write_value( value->get_value( ) ).
        ENDIF.
    ENDCASE.
  ENDMETHOD.

  METHOD if_sxml_writer~open_element.
    IF name IS INITIAL.
      RAISE EXCEPTION TYPE cx_sxml_name_error EXPORTING error_text = `The element name is empty`.
    ENDIF.
    IF is_json( ) = abap_true.
      json_flush( ).
      APPEND VALUE #( name = name ) TO frames.
      json_pending = abap_true.
      RETURN.
    ENDIF.
    end_start_tag( ).
    DATA(depth) = lines( frames ).
    IF depth > 0.
      frames[ depth ]-content = 2.
    ENDIF.
    new_line( depth ).
    DATA(used_prefix) = prefix.
    DATA(undeclared) = abap_false.
    IF prefix = if_sxml_named=>co_use_default_xmlns.
      CLEAR used_prefix.
      undeclared = xsdbool( nsuri_of( `` ) <> nsuri ).
    ELSEIF nsuri IS NOT INITIAL AND prefix IS INITIAL.
      used_prefix = prefix_of( nsuri ).
      undeclared = xsdbool( used_prefix IS INITIAL AND nsuri_of( `` ) <> nsuri ).
    ELSEIF nsuri IS NOT INITIAL.
      undeclared = xsdbool( nsuri_of( prefix ) <> nsuri ).
    ELSEIF prefix IS INITIAL.
      " an element in no namespace inside a default namespace undeclares it
      undeclared = xsdbool( nsuri_of( `` ) IS NOT INITIAL ).
    ENDIF.
    output = output && `<` && qualified( prefix = used_prefix name = name ).
    APPEND VALUE #( name = name prefix = used_prefix nsuri = nsuri ) TO frames.
    start_tag_open = abap_true.
    declarations = next_declarations.
    CLEAR next_declarations.
    IF undeclared = abap_true.
      declare( prefix = used_prefix nsuri = nsuri ).
    ENDIF.
  ENDMETHOD.

  METHOD if_sxml_writer~write_attribute.
    IF is_json( ) = abap_true.
      IF json_pending = abap_true AND name = `name` AND lines( frames ) > 0.
        frames[ lines( frames ) ]-key = value.
      ENDIF.
      RETURN.
    ENDIF.
    IF start_tag_open = abap_false.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `An attribute can only follow an opening element`.
    ENDIF.
    DATA(used_prefix) = prefix.
    IF nsuri IS NOT INITIAL.
      IF used_prefix IS INITIAL.
        used_prefix = prefix_of( nsuri = nsuri for_attribute = abap_true ).
        IF used_prefix IS INITIAL.
          used_prefix = |n{ generated_prefixes }|.
          generated_prefixes = generated_prefixes + 1.
          declare( prefix = used_prefix nsuri = nsuri ).
        ENDIF.
      ELSEIF nsuri_of( used_prefix ) <> nsuri.
        declare( prefix = used_prefix nsuri = nsuri ).
      ENDIF.
    ENDIF.
    output = output && ` ` && qualified( prefix = used_prefix name = name ) && `="`
      && kernel_sxml_markup=>escape( text = value attribute = abap_true ) && `"`.
  ENDMETHOD.

  METHOD if_sxml_writer~write_attribute_raw.
    if_sxml_writer~write_attribute( name = name nsuri = nsuri prefix = prefix value = cl_http_utility=>encode_x_base64( value ) ).
  ENDMETHOD.

  METHOD if_sxml_writer~write_namespace_declaration.
    IF is_json( ) = abap_true.
      RETURN.
    ENDIF.
    IF nsuri_of( prefix ) <> nsuri OR start_tag_open = abap_false.
      declare( prefix = prefix nsuri = nsuri ).
    ENDIF.
  ENDMETHOD.

  METHOD if_sxml_writer~write_value.
    IF lines( frames ) = 0.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `A value can only be written inside an element`.
    ENDIF.
    IF is_json( ) = abap_true.
      json_value( value ).
      RETURN.
    ENDIF.
    end_start_tag( ).
    DATA(frame) = REF #( frames[ lines( frames ) ] ).
    IF frame->content = 0.
      frame->content = 1.
    ENDIF.
    output = output && kernel_sxml_markup=>escape( value ).
  ENDMETHOD.

  METHOD if_sxml_writer~write_value_raw.
    if_sxml_writer~write_value( cl_http_utility=>encode_x_base64( value ) ).
  ENDMETHOD.

  METHOD if_sxml_writer~close_element.
    DATA(level) = lines( frames ).
    IF level = 0.
      RAISE EXCEPTION TYPE cx_sxml_state_error EXPORTING error_text = `There is no open element to close`.
    ENDIF.
    IF is_json( ) = abap_true.
      json_close( ).
      RETURN.
    ENDIF.
    DATA(frame) = frames[ level ].
    DATA(name) = qualified( prefix = frame-prefix name = frame-name ).
    IF start_tag_open = abap_true.
      start_tag_open = abap_false.
      output = output && declarations && COND string( WHEN no_empty = abap_true THEN `></` && name && `>` ELSE `/>` ).
      CLEAR declarations.
    ELSE.
      IF frame-content = 2.
        new_line( level - 1 ).
      ENDIF.
      output = output && `</` && name && `>`.
    ENDIF.
    DELETE bindings WHERE depth = level.
    DELETE frames INDEX level.
  ENDMETHOD.

  METHOD json_flush.
    IF json_pending = abap_false.
      RETURN.
    ENDIF.
    json_pending = abap_false.
    DATA(depth) = lines( frames ).
    DATA(frame) = frames[ depth ].
    IF depth > 1.
      DATA(parent) = REF #( frames[ depth - 1 ] ).
      IF parent->content > 0.
        output = output && `,`.
      ENDIF.
      parent->content = parent->content + 1.
      IF parent->name = `object`.
        output = output && `"` && kernel_sxml_markup=>escape_json( frame-key ) && `":`.
      ENDIF.
    ENDIF.
    CASE frame-name.
      WHEN `object`.
        output = output && `{`.
      WHEN `array`.
        output = output && `[`.
    ENDCASE.
  ENDMETHOD.

  METHOD json_value.
    json_flush( ).
    DATA(frame) = REF #( frames[ lines( frames ) ] ).
    CASE frame->name.
      WHEN `str`.
        output = output && `"` && kernel_sxml_markup=>escape_json( value ) && `"`.
      WHEN `num` OR `bool`.
        output = output && value.
      WHEN OTHERS.
        RETURN.
    ENDCASE.
    frame->written = abap_true.
  ENDMETHOD.

  METHOD json_close.
    json_flush( ).
    DATA(frame) = frames[ lines( frames ) ].
    CASE frame-name.
      WHEN `object`.
        output = output && `}`.
      WHEN `array`.
        output = output && `]`.
      WHEN `str`.
        IF frame-written = abap_false.
          output = output && `""`.
        ENDIF.
      WHEN OTHERS.
        IF frame-written = abap_false.
          output = output && `null`.
        ENDIF.
    ENDCASE.
    DELETE frames INDEX lines( frames ).
  ENDMETHOD.

  METHOD if_sxml_writer~set_option.
    CASE option.
      WHEN if_sxml_writer=>co_opt_no_empty.
        no_empty = value.
      WHEN if_sxml_writer=>co_opt_linebreaks.
        linebreaks = value.
      WHEN if_sxml_writer=>co_opt_indent.
        indent = value.
    ENDCASE.
  ENDMETHOD.

  METHOD if_sxml_writer~get_option.
    CASE option.
      WHEN if_sxml_writer=>co_opt_no_empty.
        value = no_empty.
      WHEN if_sxml_writer=>co_opt_linebreaks.
        value = linebreaks.
      WHEN if_sxml_writer=>co_opt_indent.
        value = indent.
    ENDCASE.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_nsuri_by_prefix.
    nsuri = nsuri_of( prefix ).
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_prefix_by_nsuri.
    prefix = prefix_of( nsuri ).
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_nsbindings.
    LOOP AT bindings INTO DATA(binding).
      DELETE nsbindings WHERE prefix = binding-prefix.
      INSERT VALUE #( prefix = binding-prefix nsuri = binding-nsuri ) INTO TABLE nsbindings.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_sxml_nsuri_helper~get_path.
    LOOP AT frames INTO DATA(frame).
      APPEND VALUE #( qname-name = frame-name qname-namespace = frame-nsuri prefix = frame-prefix ) TO path.
    ENDLOOP.
  ENDMETHOD.

ENDCLASS.
