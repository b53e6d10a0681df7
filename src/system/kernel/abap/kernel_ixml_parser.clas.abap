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
    kernel_sxml_markup=>tokenize( EXPORTING text = istream->text undeclared_prefixes = abap_true
                                  IMPORTING tokens = tokens error_text = error_text error_offset = error_offset
                                            standalone = document->standalone ).
    " nodes are made and linked here rather than through CREATE and ADOPT: parsing is the hot path
    DATA declarations TYPE kernel_ixml_node=>nodes.
    DATA(current) = CAST kernel_ixml_node( document ).
    LOOP AT tokens REFERENCE INTO DATA(token).
      " iXML keeps an element's namespace declarations after its attributes
      IF declarations IS NOT INITIAL AND token->kind <> kernel_sxml_markup=>kind-attribute
                                     AND token->kind <> kernel_sxml_markup=>kind-namespace.
        LOOP AT declarations INTO DATA(declaration).
          APPEND declaration TO current->attributes.
          declaration->position = lines( current->attributes ).
        ENDLOOP.
        CLEAR declarations.
      ENDIF.
      CASE token->kind.
        WHEN kernel_sxml_markup=>kind-element_open.
          CREATE OBJECT node TYPE kernel_ixml_element.
          node->node_type = if_ixml_node=>co_node_element.
          node->name = token->name.
          node->prefix = token->prefix.
          node->uri = token->nsuri.
        WHEN kernel_sxml_markup=>kind-element_close.
          current = current->parent.
          CONTINUE.
        WHEN kernel_sxml_markup=>kind-attribute OR kernel_sxml_markup=>kind-namespace.
          CREATE OBJECT node TYPE kernel_ixml_attribute.
          node->node_type = if_ixml_node=>co_node_attribute.
          node->value = token->value.
          IF token->kind = kernel_sxml_markup=>kind-attribute.
            node->name = token->name.
            node->prefix = token->prefix.
            node->uri = token->nsuri.
          ELSEIF token->name IS INITIAL.
            " a namespace declaration stays an attribute: xmlns:p as prefix xmlns and name p, xmlns as name xmlns
            node->name = `xmlns`.
          ELSE.
            node->name = token->name.
            node->prefix = `xmlns`.
          ENDIF.
          node->parent = current.
          node->document = document.
          IF token->kind = kernel_sxml_markup=>kind-namespace.
            APPEND node TO declarations.
          ELSE.
            APPEND node TO current->attributes.
            node->position = lines( current->attributes ).
          ENDIF.
          CONTINUE.
        WHEN kernel_sxml_markup=>kind-value.
          IF token->blank = abap_true AND normalizing = abap_true.
            CONTINUE.
          ENDIF.
          IF token->cdata = abap_true.
            CREATE OBJECT node TYPE kernel_ixml_cdata_section.
            node->node_type = if_ixml_node=>co_node_cdata_section.
          ELSE.
            CREATE OBJECT node TYPE kernel_ixml_text.
            node->node_type = if_ixml_node=>co_node_text.
          ENDIF.
          node->value = token->value.
        WHEN kernel_sxml_markup=>kind-comment.
          CREATE OBJECT node TYPE kernel_ixml_comment.
          node->node_type = if_ixml_node=>co_node_comment.
          node->value = token->value.
        WHEN OTHERS.
          CONTINUE.
      ENDCASE.
      node->parent = current.
      node->document = document.
      APPEND node TO current->children.
      node->position = lines( current->children ).
      IF node->node_type = if_ixml_node=>co_node_element.
        current = node.
      ENDIF.
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
