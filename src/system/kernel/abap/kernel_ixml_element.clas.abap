"! iXML: an element node (IF_IXML_ELEMENT).
CLASS kernel_ixml_element DEFINITION PUBLIC INHERITING FROM kernel_ixml_node CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_element.

ENDCLASS.



CLASS kernel_ixml_element IMPLEMENTATION.

  METHOD if_ixml_element~find_from_name.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = namespace by_uri = abap_false depth = depth first = abap_true CHANGING found = found ).
    IF found IS NOT INITIAL.
      rval ?= found[ 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~find_from_name_ns.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = uri by_uri = abap_true depth = depth first = abap_true CHANGING found = found ).
    IF found IS NOT INITIAL.
      rval ?= found[ 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~get_elements_by_tag_name.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = namespace by_uri = abap_false depth = depth first = abap_false CHANGING found = found ).
    rval = NEW kernel_ixml_node_list( nodes = found ).
  ENDMETHOD.

  METHOD if_ixml_element~get_elements_by_tag_name_ns.
    DATA found TYPE nodes.
    collect( EXPORTING name = name qualifier = uri by_uri = abap_true depth = depth first = abap_false CHANGING found = found ).
    rval = NEW kernel_ixml_node_list( nodes = found ).
  ENDMETHOD.

  METHOD if_ixml_element~get_attribute.
    DATA(attribute) = attribute_node( name = name qualifier = namespace ).
    IF attribute IS BOUND.
      rval = attribute->value.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~get_attribute_ns.
    DATA(attribute) = attribute_node( name = name qualifier = uri by_uri = abap_true ).
    IF attribute IS BOUND.
      rval = attribute->value.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~get_attribute_node.
    rval ?= attribute_node( name = name qualifier = namespace ).
  ENDMETHOD.

  METHOD if_ixml_element~get_attribute_node_ns.
    rval ?= attribute_node( name = name qualifier = uri by_uri = abap_true ).
  ENDMETHOD.

  METHOD if_ixml_element~set_attribute.
    DATA(attribute) = attribute_node( name = name qualifier = namespace ).
    IF attribute IS NOT BOUND.
      attribute = create( node_type = if_ixml_node=>co_node_attribute name = name prefix = namespace document = document ).
      put_attribute( attribute ).
    ENDIF.
    attribute->value = value.
  ENDMETHOD.

  METHOD if_ixml_element~set_attribute_ns.
    DATA(attribute) = attribute_node( name = name qualifier = prefix ).
    IF attribute IS NOT BOUND.
      attribute = create( node_type = if_ixml_node=>co_node_attribute name = name prefix = prefix uri = uri document = document ).
      put_attribute( attribute ).
    ENDIF.
    attribute->value = value.
  ENDMETHOD.

  METHOD if_ixml_element~set_attribute_node.
    rval ?= put_attribute( of( new_attr ) ).
  ENDMETHOD.

  METHOD if_ixml_element~set_attribute_node_ns.
    rval ?= put_attribute( of( new_attr ) ).
  ENDMETHOD.

  METHOD if_ixml_element~remove_attribute.
    DATA(attribute) = attribute_node( name = name qualifier = namespace ).
    IF attribute IS BOUND.
      attribute->detach( ).
    ELSE.
      rval = 1.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~remove_attribute_ns.
    DATA(attribute) = attribute_node( name = name qualifier = uri by_uri = abap_true ).
    IF attribute IS BOUND.
      attribute->detach( ).
    ELSE.
      rval = 1.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_element~remove_attribute_node.
    IF old_attr IS BOUND AND of( old_attr )->parent = me.
      of( old_attr )->detach( ).
      rval = old_attr.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
