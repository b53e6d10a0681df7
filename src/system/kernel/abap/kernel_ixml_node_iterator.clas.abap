"! iXML: iterates over a node list or collection, over the attributes of an element, or over a subtree in
"! document order starting with its root (IF_IXML_NODE_ITERATOR); a list backwards (REVERSE); with a FILTER, only the
"! nodes it accepts.
CLASS kernel_ixml_node_iterator DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_node_iterator.

    METHODS constructor
      IMPORTING
        list  TYPE REF TO if_ixml_node_list OPTIONAL
        map   TYPE REF TO if_ixml_named_node_map OPTIONAL
        root  TYPE REF TO kernel_ixml_node OPTIONAL
        depth   TYPE i DEFAULT 0
        filter  TYPE REF TO if_ixml_node_filter OPTIONAL
        reverse TYPE abap_bool DEFAULT abap_false.

  PRIVATE SECTION.
    DATA filter TYPE REF TO if_ixml_node_filter.
    DATA reverse TYPE abap_bool.

    "! The next node, unfiltered.
    METHODS step
      RETURNING
        VALUE(rval) TYPE REF TO if_ixml_node.

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
    me->filter = filter.
    me->reverse = reverse.
  ENDMETHOD.

  METHOD if_ixml_node_iterator~reset.
    CLEAR: index, current, level, started.
  ENDMETHOD.

  METHOD if_ixml_node_iterator~get_next.
    DO.
      rval = step( ).
      IF rval IS NOT BOUND OR kernel_ixml_node_filter=>accepts( filter = filter node = rval ) = abap_true.
        RETURN.
      ENDIF.
    ENDDO.
  ENDMETHOD.

  METHOD step.
    IF list IS BOUND AND reverse = abap_true.
      IF started = abap_false.
        started = abap_true.
        index = list->get_length( ) - 1.
      ENDIF.
      IF index >= 0.
        rval = list->get_item( index ).
        index = index - 1.
      ENDIF.
      RETURN.
    ELSEIF list IS BOUND.
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
