"! sXML: an attribute node object (IF_SXML_ATTRIBUTE) of an opening element.
CLASS kernel_sxml_attribute DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_sxml_attribute.

    METHODS constructor
      IMPORTING
        name   TYPE string
        nsuri  TYPE string OPTIONAL
        prefix TYPE string OPTIONAL
        value  TYPE string OPTIONAL.

  PRIVATE SECTION.
    DATA text TYPE string.

ENDCLASS.



CLASS kernel_sxml_attribute IMPLEMENTATION.

  METHOD constructor.
    " the transpiler reads an aliased interface attribute under the name of the alias in the original interface
    WRITE '@KERNEL this["if_sxml_value$value_type"] = this.if_sxml_value$type;'.
    if_sxml_named~qname-name = name.
    if_sxml_named~qname-namespace = nsuri.
    if_sxml_named~prefix = prefix.
    if_sxml_value~type = if_sxml_value=>co_vt_text.
    text = value.
  ENDMETHOD.

  METHOD if_sxml_named~set_prefix.
    if_sxml_named~prefix = prefix.
  ENDMETHOD.

  METHOD if_sxml_value~get_value.
    value = text.
  ENDMETHOD.

  METHOD if_sxml_value~get_value_raw.
    value = cl_http_utility=>decode_x_base64( text ).
  ENDMETHOD.

  METHOD if_sxml_value~set_value.
    text = value.
    if_sxml_value~type = if_sxml_value=>co_vt_text.
  ENDMETHOD.

  METHOD if_sxml_value~set_value_raw.
    text = cl_http_utility=>encode_x_base64( value ).
    if_sxml_value~type = if_sxml_value=>co_vt_raw.
  ENDMETHOD.

ENDCLASS.
