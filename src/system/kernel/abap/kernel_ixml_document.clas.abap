"! iXML: the document node (IF_IXML_DOCUMENT); it creates the nodes of its tree.
CLASS kernel_ixml_document DEFINITION PUBLIC INHERITING FROM kernel_ixml_node CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_document.

    DATA declaration TYPE abap_bool VALUE abap_true.
    DATA standalone TYPE abap_bool.
    DATA version TYPE string VALUE `1.0`.
    DATA encoding TYPE REF TO if_ixml_encoding.

ENDCLASS.



CLASS kernel_ixml_document IMPLEMENTATION.

  METHOD if_ixml_document~create_attribute.
    rval ?= create( node_type = if_ixml_node=>co_node_attribute name = name prefix = namespace document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_attribute_ns.
    rval ?= create( node_type = if_ixml_node=>co_node_attribute name = name prefix = prefix uri = uri document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_cdata_section.
    rval ?= create( node_type = if_ixml_node=>co_node_cdata_section value = cdata document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_comment.
    rval ?= create( node_type = if_ixml_node=>co_node_comment value = comment document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_element.
    rval ?= create( node_type = if_ixml_node=>co_node_element name = name prefix = namespace document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_element_ns.
    rval ?= create( node_type = if_ixml_node=>co_node_element name = name prefix = prefix uri = uri document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~create_simple_element.
    DATA(element) = create( node_type = if_ixml_node=>co_node_element name = name prefix = namespace document = me ).
    IF value IS NOT INITIAL.
      element->adopt( create( node_type = if_ixml_node=>co_node_text value = value document = me ) ).
    ENDIF.
    IF parent IS BOUND.
      of( parent )->adopt( element ).
    ENDIF.
    rval ?= element.
  ENDMETHOD.

  METHOD if_ixml_document~create_simple_element_ns.
    DATA(element) = create( node_type = if_ixml_node=>co_node_element name = name prefix = prefix uri = uri document = me ).
    IF value IS NOT INITIAL.
      element->adopt( create( node_type = if_ixml_node=>co_node_text value = value document = me ) ).
    ENDIF.
    IF parent IS BOUND.
      of( parent )->adopt( element ).
    ENDIF.
    rval ?= element.
  ENDMETHOD.

  METHOD if_ixml_document~create_text.
    rval ?= create( node_type = if_ixml_node=>co_node_text value = text document = me ).
  ENDMETHOD.

  METHOD if_ixml_document~find_from_name.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = namespace by_uri = abap_false depth = depth first = abap_true CHANGING found = found ).
    IF found IS NOT INITIAL.
      rval ?= found[ 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_document~find_from_name_ns.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = uri by_uri = abap_true depth = depth first = abap_true CHANGING found = found ).
    IF found IS NOT INITIAL.
      rval ?= found[ 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_document~get_elements_by_tag_name.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = namespace by_uri = abap_false depth = depth first = abap_false CHANGING found = found ).
    rval = NEW kernel_ixml_node_list( nodes = found ).
  ENDMETHOD.

  METHOD if_ixml_document~get_elements_by_tag_name_ns.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = uri by_uri = abap_true depth = depth first = abap_false CHANGING found = found ).
    rval = NEW kernel_ixml_node_list( nodes = found ).
  ENDMETHOD.

  METHOD if_ixml_document~get_root_element.
    LOOP AT children INTO DATA(child).
      IF child->node_type = if_ixml_node=>co_node_element.
        rval ?= child.
        RETURN.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_ixml_document~get_declaration.
    rval = declaration.
  ENDMETHOD.

  METHOD if_ixml_document~set_declaration.
    me->declaration = declaration.
  ENDMETHOD.

  METHOD if_ixml_document~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_document~set_encoding.
    me->encoding = encoding.
  ENDMETHOD.

  METHOD if_ixml_document~get_standalone.
    rval = standalone.
  ENDMETHOD.

  METHOD if_ixml_document~set_standalone.
    me->standalone = standalone.
  ENDMETHOD.

  METHOD if_ixml_document~get_version.
    rval = version.
  ENDMETHOD.

  METHOD if_ixml_document~set_version.
    me->version = version.
  ENDMETHOD.

ENDCLASS.
