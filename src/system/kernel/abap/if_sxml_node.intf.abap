"! sXML: a node of an XML stream in object-based reading and writing.
INTERFACE if_sxml_node PUBLIC.

  TYPES node_type TYPE i.

  CONSTANTS co_nt_initial TYPE node_type VALUE 0.
  CONSTANTS co_nt_element_open TYPE node_type VALUE 1.
  CONSTANTS co_nt_element_close TYPE node_type VALUE 2.
  CONSTANTS co_nt_value TYPE node_type VALUE 4.
  "! Comments and processing instructions are not delivered by the readers of this system.
  CONSTANTS co_nt_comment TYPE node_type VALUE 8.
  CONSTANTS co_nt_pi TYPE node_type VALUE 16.
  CONSTANTS co_nt_attribute TYPE node_type VALUE 32.
  CONSTANTS co_nt_final TYPE node_type VALUE 128.

  DATA type TYPE node_type READ-ONLY.

ENDINTERFACE.
