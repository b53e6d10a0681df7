"! iXML: iterates over a node list, a collection, the attributes of an element, or a subtree in document order.
INTERFACE if_ixml_node_iterator PUBLIC.

  METHODS get_next
    RETURNING
      VALUE(rval) TYPE REF TO if_ixml_node.
  METHODS reset.

ENDINTERFACE.
