"! iXML: a node of a DOM tree (document, element, attribute, text, CDATA section, comment) and the node types.
INTERFACE if_ixml_node PUBLIC.

  INTERFACES if_ixml_unknown.
  ALIASES query_interface FOR if_ixml_unknown~query_interface.

  CONSTANTS co_node_xxx TYPE i VALUE 0.
  CONSTANTS co_node_document TYPE i VALUE 1.
  CONSTANTS co_node_document_fragment TYPE i VALUE 2.
  CONSTANTS co_node_element TYPE i VALUE 4.
  CONSTANTS co_node_attribute TYPE i VALUE 8.
  CONSTANTS co_node_text TYPE i VALUE 16.
  CONSTANTS co_node_cdata_section TYPE i VALUE 32.
  CONSTANTS co_node_entity_ref TYPE i VALUE 64.
  CONSTANTS co_node_pi_unparsed TYPE i VALUE 128.
  CONSTANTS co_node_pi_parsed TYPE i VALUE 256.
  CONSTANTS co_node_comment TYPE i VALUE 512.
  CONSTANTS co_node_document_type TYPE i VALUE 65536.
  CONSTANTS co_node_namespace_decl TYPE i VALUE 16777216.

  METHODS append_child
    IMPORTING
      new_child   TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE i.
  METHODS clone
    IMPORTING
      depth       TYPE i DEFAULT -1
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS create_iterator
    IMPORTING
      depth       TYPE i DEFAULT 0
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_iterator.
  METHODS create_filter_and
    IMPORTING
      filter1     TYPE REF TO if_ixml_node_filter
      filter2     TYPE REF TO if_ixml_node_filter
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_attribute
    IMPORTING
      name        TYPE string
      value       TYPE string OPTIONAL
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_attribute_ns
    IMPORTING
      name        TYPE string
      namespace   TYPE string DEFAULT ''
      value       TYPE string OPTIONAL
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_name
    IMPORTING
      name        TYPE string
      namespace   TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_name_ns
    IMPORTING
      name        TYPE string
      uri         TYPE string DEFAULT ''
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_node_type
    IMPORTING
      node_types  TYPE i
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_not
    IMPORTING
      filter      TYPE REF TO if_ixml_node_filter
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_filter_or
    IMPORTING
      filter1     TYPE REF TO if_ixml_node_filter
      filter2     TYPE REF TO if_ixml_node_filter
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_filter.
  METHODS create_iterator_filtered
    IMPORTING
      filter      TYPE REF TO if_ixml_node_filter
      depth       TYPE i DEFAULT 0
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_iterator.
  METHODS get_attributes
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_named_node_map.
  METHODS get_children
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node_list.
  METHODS get_depth
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_first_child
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_height
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_last_child
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_name
    RETURNING
      VALUE(rval) TYPE string.
  METHODS get_namespace
    RETURNING
      VALUE(rval) TYPE string.
  METHODS get_namespace_prefix
    RETURNING
      VALUE(rval) TYPE string.
  METHODS get_namespace_uri
    RETURNING
      VALUE(rval) TYPE string.
  METHODS get_next
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_owner_document
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_document.
  METHODS get_parent
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_prev
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_root
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS get_type
    RETURNING
      VALUE(rval) TYPE i.
  METHODS get_value
    RETURNING
      VALUE(rval) TYPE string.
  METHODS has_ancestor
    IMPORTING
      ancestor    TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS insert_child
    IMPORTING
      new_child   TYPE REF TO if_ixml_node
      ref_child   TYPE REF TO if_ixml_node OPTIONAL
    RETURNING
      VALUE(rval) TYPE i.
  METHODS is_leaf
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS is_root
    RETURNING
      VALUE(rval) TYPE abap_bool.
  METHODS num_children
    RETURNING
      VALUE(rval) TYPE i.
  METHODS remove_child
    IMPORTING
      old_child   TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE i.
  METHODS remove_node.
  METHODS render
    IMPORTING
      ostream   TYPE REF TO if_ixml_ostream
      recursive TYPE abap_bool DEFAULT abap_true.
  METHODS replace_child
    IMPORTING
      new_child   TYPE REF TO if_ixml_node
      old_child   TYPE REF TO if_ixml_node
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_name
    IMPORTING
      name        TYPE string
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_namespace_prefix
    IMPORTING
      prefix      TYPE string
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_namespace_uri
    IMPORTING
      uri         TYPE string
    RETURNING
      VALUE(rval) TYPE i.
  METHODS set_value
    IMPORTING
      value       TYPE string
    RETURNING
      VALUE(rval) TYPE i.

ENDINTERFACE.
