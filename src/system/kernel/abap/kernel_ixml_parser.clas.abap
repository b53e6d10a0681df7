"! iXML: builds a document from the tokens of its input (IF_IXML_PARSER, IF_IXML_PARSER_CORE). Normalizing (the default) drops
"! whitespace-only text between markup; on a syntax error the document holds what came before it.
CLASS kernel_ixml_parser DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_parser.
    INTERFACES if_ixml_parser_core.

    METHODS constructor
      IMPORTING
        document TYPE REF TO if_ixml_document
        istream  TYPE REF TO object.

  PRIVATE SECTION.
    DATA document TYPE REF TO kernel_ixml_document.
    DATA istream TYPE REF TO kernel_ixml_istream.
    DATA normalizing TYPE abap_bool VALUE abap_true.
    DATA errors TYPE STANDARD TABLE OF REF TO kernel_ixml_parse_error WITH EMPTY KEY.

ENDCLASS.



CLASS kernel_ixml_parser IMPLEMENTATION.

  METHOD constructor.
    me->document ?= document.
    me->istream ?= istream.
  ENDMETHOD.

  METHOD if_ixml_parser~parse.
    DATA tokens TYPE kernel_sxml_markup=>tokens.
    DATA error_text TYPE string.
    DATA error_offset TYPE i.
    DATA node TYPE REF TO kernel_ixml_node.
    CLEAR errors.
    kernel_sxml_markup=>tokenize( EXPORTING text = istream->text
                                  IMPORTING tokens = tokens error_text = error_text error_offset = error_offset
                                            standalone = document->standalone ).
    DATA(current) = CAST kernel_ixml_node( document ).
    LOOP AT tokens REFERENCE INTO DATA(token).
      CASE token->kind.
        WHEN kernel_sxml_markup=>kind-element_open.
          node = kernel_ixml_node=>create( node_type = if_ixml_node=>co_node_element name = token->name prefix = token->prefix
                                           uri = token->nsuri document = document ).
          current->adopt( node ).
          current = node.
        WHEN kernel_sxml_markup=>kind-element_close.
          current = current->parent.
        WHEN kernel_sxml_markup=>kind-attribute.
          current->put_attribute( kernel_ixml_node=>create( node_type = if_ixml_node=>co_node_attribute name = token->name
            prefix = token->prefix uri = token->nsuri value = token->value document = document ) ).
        WHEN kernel_sxml_markup=>kind-namespace.
          " a namespace declaration stays an attribute: xmlns:p as prefix xmlns and name p, xmlns as name xmlns
          current->put_attribute( kernel_ixml_node=>create( node_type = if_ixml_node=>co_node_attribute
            name = COND #( WHEN token->name IS INITIAL THEN `xmlns` ELSE token->name )
            prefix = COND #( WHEN token->name IS INITIAL THEN `` ELSE `xmlns` )
            value = token->value document = document ) ).
        WHEN kernel_sxml_markup=>kind-value.
          IF token->blank = abap_true AND normalizing = abap_true.
            CONTINUE.
          ENDIF.
          current->adopt( kernel_ixml_node=>create(
            node_type = COND #( WHEN token->cdata = abap_true THEN if_ixml_node=>co_node_cdata_section ELSE if_ixml_node=>co_node_text )
            value = token->value document = document ) ).
        WHEN kernel_sxml_markup=>kind-comment.
          current->adopt( kernel_ixml_node=>create( node_type = if_ixml_node=>co_node_comment value = token->value document = document ) ).
      ENDCASE.
    ENDLOOP.
    IF error_text IS NOT INITIAL.
      kernel_sxml_markup=>position( EXPORTING text = istream->text offset = error_offset IMPORTING line = DATA(line) column = DATA(column) ).
      APPEND NEW kernel_ixml_parse_error( reason = error_text offset = error_offset line = line column = column ) TO errors.
      rval = 1.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_parser~num_errors.
    rval = lines( errors ).
  ENDMETHOD.

  METHOD if_ixml_parser~get_error.
    IF index >= 0 AND index < lines( errors ).
      rval = errors[ index + 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_parser~set_normalizing.
    normalizing = is_normalizing.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser~add_strip_space_element.
    normalizing = abap_true.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser~set_validating.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser_core~parse.
    rval = if_ixml_parser~parse( ).
  ENDMETHOD.

  METHOD if_ixml_parser_core~num_errors.
    rval = lines( errors ).
  ENDMETHOD.

  METHOD if_ixml_parser_core~get_error.
    IF index >= 0 AND index < lines( errors ).
      rval = errors[ index + 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_parser_core~set_normalizing.
    normalizing = is_normalizing.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser_core~is_normalizing.
    rval = normalizing.
  ENDMETHOD.

  METHOD if_ixml_parser_core~add_strip_space_element.
    normalizing = abap_true.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser_core~add_preserve_space_element.
    normalizing = abap_false.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_parser_core~set_validating.
    rval = abap_true.
  ENDMETHOD.

ENDCLASS.
