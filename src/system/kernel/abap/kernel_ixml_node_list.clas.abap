"! iXML: the children of a node, live (IF_IXML_NODE_LIST), or the elements a search found (IF_IXML_NODE_COLLECTION).
CLASS kernel_ixml_node_list DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_node_list.
    INTERFACES if_ixml_node_collection.

    METHODS constructor
      IMPORTING
        owner TYPE REF TO kernel_ixml_node OPTIONAL
        nodes TYPE kernel_ixml_node=>nodes OPTIONAL.

  PRIVATE SECTION.
    DATA owner TYPE REF TO kernel_ixml_node.
    DATA nodes TYPE kernel_ixml_node=>nodes.

    METHODS length RETURNING VALUE(result) TYPE i.
    METHODS item
      IMPORTING
        index         TYPE i
      RETURNING
        VALUE(result) TYPE REF TO if_ixml_node.

ENDCLASS.



CLASS kernel_ixml_node_list IMPLEMENTATION.

  METHOD constructor.
    me->owner = owner.
    me->nodes = nodes.
  ENDMETHOD.

  METHOD length.
    result = COND #( WHEN owner IS BOUND THEN lines( owner->children ) ELSE lines( nodes ) ).
  ENDMETHOD.

  METHOD item.
    IF index < 0 OR index >= length( ).
      RETURN.
    ENDIF.
    IF owner IS BOUND.
      DATA(child) = owner->children[ index + 1 ].
      child->position = index + 1.
      result = child.
    ELSE.
      result = nodes[ index + 1 ].
    ENDIF.
  ENDMETHOD.

  METHOD if_ixml_node_list~create_iterator.
    rval = NEW kernel_ixml_node_iterator( list = me ).
  ENDMETHOD.

  METHOD if_ixml_node_list~create_iterator_filtered.
    rval = NEW kernel_ixml_node_iterator( list = me filter = filter ).
  ENDMETHOD.

  METHOD if_ixml_node_list~create_rev_iterator.
    rval = NEW kernel_ixml_node_iterator( list = me reverse = abap_true ).
  ENDMETHOD.

  METHOD if_ixml_node_list~create_rev_iterator_filtered.
    rval = NEW kernel_ixml_node_iterator( list = me reverse = abap_true filter = filter ).
  ENDMETHOD.

  METHOD if_ixml_node_list~get_length.
    rval = length( ).
  ENDMETHOD.

  METHOD if_ixml_node_list~get_item.
    rval = item( index ).
  ENDMETHOD.

  METHOD if_ixml_node_collection~create_iterator.
    rval = NEW kernel_ixml_node_iterator( list = me ).
  ENDMETHOD.

  METHOD if_ixml_node_collection~get_length.
    rval = length( ).
  ENDMETHOD.

  METHOD if_ixml_node_collection~get_item.
    rval = item( index ).
  ENDMETHOD.

ENDCLASS.
