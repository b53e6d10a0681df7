"! sXML: a closing element node object (IF_SXML_CLOSE_ELEMENT).
CLASS kernel_sxml_close_element DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_sxml_close_element.

    METHODS constructor
      IMPORTING
        name   TYPE string OPTIONAL
        nsuri  TYPE string OPTIONAL
        prefix TYPE string OPTIONAL.

ENDCLASS.



CLASS kernel_sxml_close_element IMPLEMENTATION.

  METHOD constructor.
    if_sxml_node~type = if_sxml_node=>co_nt_element_close.
    if_sxml_named~qname-name = name.
    if_sxml_named~qname-namespace = nsuri.
    if_sxml_named~prefix = prefix.
  ENDMETHOD.

  METHOD if_sxml_named~set_prefix.
    if_sxml_named~prefix = prefix.
  ENDMETHOD.

ENDCLASS.
