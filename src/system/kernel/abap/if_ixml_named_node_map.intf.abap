"! iXML: the attributes of an element, live, by position (from 0) or by name.
INTERFACE if_ixml_named_node_map PUBLIC.

  METHODS create_iterator
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_iterator.
  METHODS get_length
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_item
    IMPORTING
      index       TYPE i
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_named_item
    IMPORTING
      name        TYPE string
      namespace   TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_named_item_ns
    IMPORTING
      name        TYPE string
      uri         TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS remove_named_item
    IMPORTING
      name        TYPE string
      namespace   TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS remove_named_item_ns
    IMPORTING
      name        TYPE string
      uri         TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS set_named_item
    IMPORTING
      node        TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS set_named_item_ns
    IMPORTING
      node        TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.

ENDINTERFACE.
