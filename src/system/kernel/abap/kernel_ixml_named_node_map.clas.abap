"! iXML: the attributes of an element, live (IF_IXML_NAMED_NODE_MAP).
CLASS kernel_ixml_named_node_map DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_named_node_map.

    METHODS constructor IMPORTING element TYPE REF TO kernel_ixml_node.

  PRIVATE SECTION.
    DATA element TYPE REF TO kernel_ixml_node.

ENDCLASS.



CLASS kernel_ixml_named_node_map IMPLEMENTATION.

  METHOD constructor.
    me->element = element.
  ENDMETHOD.

  METHOD if_ixml_named_node_map~create_iterator.
    rval = NEW kernel_ixml_node_iterator( map = me ).
  ENDMETHOD.

  METHOD if_ixml_named_node_map~get_length.
    rval = lines( element->attributes ).
  ENDMETHOD.

  METHOD if_ixml_named_node_map~get_item.
    IF index >= 0 AND index < lines( element->attributes ).
      rval = element->attributes[ index + 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_named_node_map~get_named_item.
    rval = element->attribute_node( name = name qualifier = namespace ).
  ENDMETHOD.

  METHOD if_ixml_named_node_map~get_named_item_ns.
    rval = element->attribute_node( name = name qualifier = uri by_uri = abap_true ).
  ENDMETHOD.

  METHOD if_ixml_named_node_map~remove_named_item.
    DATA(attribute) = element->attribute_node( name = name qualifier = namespace ).
    IF attribute IS BOUND.
      attribute->detach( ).
      rval = attribute.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_named_node_map~remove_named_item_ns.
    DATA(attribute) = element->attribute_node( name = name qualifier = uri by_uri = abap_true ).
    IF attribute IS BOUND.
      attribute->detach( ).
      rval = attribute.
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_named_node_map~set_named_item.
    rval = element->put_attribute( kernel_ixml_node=>of( node ) ).
  ENDMETHOD.

  METHOD if_ixml_named_node_map~set_named_item_ns.
    rval = element->put_attribute( kernel_ixml_node=>of( node ) ).
  ENDMETHOD.

ENDCLASS.
