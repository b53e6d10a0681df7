"! Coverage analysis: a node of a coverage result (program, class, method …).
INTERFACE if_scv_result_node PUBLIC.
  TYPES ty_nodes TYPE STANDARD TABLE OF REF TO if_scv_result_node WITH DEFAULT KEY.
  METHODS get_children
    RETURNING VALUE(result) TYPE ty_nodes.
  METHODS has_children
    RETURNING VALUE(result) TYPE abap_bool.
ENDINTERFACE.
