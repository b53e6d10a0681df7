"! iXML: a node filter (IF_IXML_NODE_FILTER): by node type (a sum of IF_IXML_NODE=>CO_NODE_*), by name, by an
"! attribute (present, or with a value), or the AND, OR and NOT of filters.
CLASS kernel_ixml_node_filter DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_node_filter.

    CONSTANTS: BEGIN OF kinds,
                 node_type TYPE i VALUE 1,
                 name      TYPE i VALUE 2,
                 attribute TYPE i VALUE 3,
                 and       TYPE i VALUE 4,
                 or        TYPE i VALUE 5,
                 not       TYPE i VALUE 6,
               END OF kinds.

    METHODS constructor
      IMPORTING
        kind       TYPE i
        node_types TYPE i OPTIONAL
        name       TYPE string OPTIONAL
        namespace  TYPE string OPTIONAL
        value      TYPE string OPTIONAL
        has_value  TYPE abap_bool DEFAULT abap_false
        filter1    TYPE REF TO if_ixml_node_filter OPTIONAL
        filter2    TYPE REF TO if_ixml_node_filter OPTIONAL.

    "! Whether NODE passes the filter; an unbound filter accepts every node.
    CLASS-METHODS accepts
      IMPORTING
        filter        TYPE REF TO if_ixml_node_filter
        node          TYPE REF TO if_ixml_node
      RETURNING
        VALUE(result) TYPE abap_bool.

  PRIVATE SECTION.
    DATA kind TYPE i.
    DATA node_types TYPE i.
    DATA name TYPE string.
    DATA namespace TYPE string.
    DATA value TYPE string.
    DATA has_value TYPE abap_bool.
    DATA filter1 TYPE REF TO if_ixml_node_filter.
    DATA filter2 TYPE REF TO if_ixml_node_filter.

    METHODS accept
      IMPORTING
        node          TYPE REF TO if_ixml_node
      RETURNING
        VALUE(result) TYPE abap_bool.

ENDCLASS.



CLASS kernel_ixml_node_filter IMPLEMENTATION.

  METHOD constructor.
    me->kind = kind.
    me->node_types = node_types.
    me->name = name.
    me->namespace = namespace.
    me->value = value.
    me->has_value = has_value.
    me->filter1 = filter1.
    me->filter2 = filter2.
  ENDMETHOD.

  METHOD accepts.
    IF filter IS NOT BOUND.
      result = abap_true.
      RETURN.
    ENDIF.
    result = CAST kernel_ixml_node_filter( filter )->accept( node ).
  ENDMETHOD.

  METHOD accept.
    CASE kind.
      WHEN kinds-node_type.
        DATA(type) = node->get_type( ).
        " the node types are single bits: the filter's sum holds the node's type when the bit is set
        result = xsdbool( ( node_types DIV type ) MOD 2 = 1 ).
      WHEN kinds-name.
        result = xsdbool( node->get_name( ) = name
          AND ( namespace IS INITIAL OR node->get_namespace_uri( ) = namespace ) ).
      WHEN kinds-attribute.
        IF node->get_type( ) <> if_ixml_node=>co_node_element.
          RETURN.
        ENDIF.
        DATA(attributes) = node->get_attributes( ).
        DATA(attribute) = attributes->get_named_item_ns( name = name uri = namespace ).
        result = xsdbool( attribute IS BOUND AND ( has_value = abap_false OR attribute->get_value( ) = value ) ).
      WHEN kinds-and.
        result = xsdbool( accepts( filter = filter1 node = node ) = abap_true AND accepts( filter = filter2 node = node ) = abap_true ).
      WHEN kinds-or.
        result = xsdbool( accepts( filter = filter1 node = node ) = abap_true OR accepts( filter = filter2 node = node ) = abap_true ).
      WHEN kinds-not.
        result = xsdbool( accepts( filter = filter1 node = node ) = abap_false ).
    ENDCASE.
  ENDMETHOD.

ENDCLASS.
