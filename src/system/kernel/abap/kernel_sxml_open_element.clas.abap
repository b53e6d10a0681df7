"! sXML: an opening element node object (IF_SXML_OPEN_ELEMENT) with its attributes.
CLASS kernel_sxml_open_element DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_sxml_open_element.

    METHODS constructor
      IMPORTING
        name   TYPE string
        nsuri  TYPE string OPTIONAL
        prefix TYPE string OPTIONAL.

  PRIVATE SECTION.
    DATA attributes TYPE if_sxml_attribute=>attributes.

ENDCLASS.



CLASS kernel_sxml_open_element IMPLEMENTATION.

  METHOD constructor.
    if_sxml_node~type = if_sxml_node=>co_nt_element_open.
    if_sxml_named~qname-name = name.
    if_sxml_named~qname-namespace = nsuri.
    if_sxml_named~prefix = prefix.
  ENDMETHOD.

  METHOD if_sxml_named~set_prefix.
    if_sxml_named~prefix = prefix.
  ENDMETHOD.

  METHOD if_sxml_open_element~get_attributes.
    attributes = me->attributes.
  ENDMETHOD.

  METHOD if_sxml_open_element~get_attribute_value.
    LOOP AT attributes INTO DATA(attribute).
      IF attribute->qname-name = name AND ( nsuri IS SUPPLIED AND attribute->qname-namespace = nsuri OR nsuri IS NOT SUPPLIED ).
        value = attribute.
        RETURN.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

  METHOD if_sxml_open_element~set_attribute.
    LOOP AT attributes INTO attribute.
      IF attribute->qname-name = name AND attribute->qname-namespace = nsuri.
        attribute->set_value( value ).
        attribute->set_prefix( prefix ).
        RETURN.
      ENDIF.
    ENDLOOP.
    attribute = NEW kernel_sxml_attribute( name = name nsuri = nsuri prefix = prefix value = value ).
    APPEND attribute TO attributes.
  ENDMETHOD.

  METHOD if_sxml_open_element~set_attributes.
    me->attributes = attributes.
  ENDMETHOD.

ENDCLASS.
