"! iXML: a node filter made by a node's CREATE_FILTER_* methods; filtered iterators return only the nodes it accepts.
INTERFACE if_ixml_node_filter PUBLIC.
ENDINTERFACE.
