"! iXML: an attribute node (IF_IXML_ATTRIBUTE).
CLASS kernel_ixml_attribute DEFINITION PUBLIC INHERITING FROM kernel_ixml_node CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_attribute.

ENDCLASS.



CLASS kernel_ixml_attribute IMPLEMENTATION.

  METHOD if_ixml_attribute~get_owner_element.
    rval ?= parent.
  ENDMETHOD.

ENDCLASS.
