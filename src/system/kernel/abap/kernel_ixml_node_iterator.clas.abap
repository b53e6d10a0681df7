"! iXML: iterates over a node list or collection, over the attributes of an element, or over a subtree in
"! document order starting with its root (IF_IXML_NODE_ITERATOR).
CLASS kernel_ixml_node_iterator DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_node_iterator.

    METHODS constructor
      IMPORTING
        list  TYPE REF TO if_ixml_node_list OPTIONAL
        map   TYPE REF TO if_ixml_named_node_map OPTIONAL
        root  TYPE REF TO kernel_ixml_node OPTIONAL
        depth TYPE i DEFAULT 0.

  PRIVATE SECTION.
    DATA list TYPE REF TO if_ixml_node_list.
    DATA map TYPE REF TO if_ixml_named_node_map.
    DATA index TYPE i.
    DATA root TYPE REF TO kernel_ixml_node.
    DATA depth TYPE i.
    DATA current TYPE REF TO kernel_ixml_node.
    DATA level TYPE i.
    DATA started TYPE abap_bool.

ENDCLASS.



CLASS kernel_ixml_node_iterator IMPLEMENTATION.

  METHOD constructor.
    me->list = list.
    me->map = map.
    me->root = root.
    me->depth = depth.
  ENDMETHOD.

  METHOD if_ixml_node_iterator~reset.
    CLEAR: index, current, level, started.
  ENDMETHOD.

  METHOD if_ixml_node_iterator~get_next.
    IF list IS BOUND.
      rval = list->get_item( index ).
      index = index + 1.
      RETURN.
    ELSEIF map IS BOUND.
      rval = map->get_item( index ).
      index = index + 1.
      RETURN.
    ENDIF.
    IF started = abap_false.
      started = abap_true.
      current = root.
      rval = current.
      RETURN.
    ENDIF.
    IF current IS NOT BOUND.
      RETURN.
    ENDIF.
    IF current->children IS NOT INITIAL AND ( depth = 0 OR level < depth ).
      current = current->children[ 1 ].
      current->position = 1.
      level = level + 1.
      rval = current.
      RETURN.
    ENDIF.
    WHILE current <> root AND current->parent IS BOUND.
      DATA(next) = current->if_ixml_node~get_next( ).
      IF next IS BOUND.
        current = kernel_ixml_node=>of( next ).
        rval = current.
        RETURN.
      ENDIF.
      current = current->parent.
      level = level - 1.
    ENDWHILE.
    CLEAR current.
  ENDMETHOD.

ENDCLASS.
