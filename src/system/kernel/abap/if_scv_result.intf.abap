"! Coverage analysis: the result of a measurement, a tree of nodes.
INTERFACE if_scv_result PUBLIC.
  METHODS get_root_node
    RETURNING VALUE(result) TYPE REF TO if_scv_result_node.
ENDINTERFACE.
