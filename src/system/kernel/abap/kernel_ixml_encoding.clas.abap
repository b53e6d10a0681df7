"! iXML: a character set and byte order (IF_IXML_ENCODING).
CLASS kernel_ixml_encoding DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_encoding.

    METHODS constructor
      IMPORTING
        byte_order    TYPE i
        character_set TYPE string.

  PRIVATE SECTION.
    DATA byte_order TYPE i.
    DATA character_set TYPE string.

ENDCLASS.



CLASS kernel_ixml_encoding IMPLEMENTATION.

  METHOD constructor.
    me->byte_order = byte_order.
    me->character_set = character_set.
  ENDMETHOD.

  METHOD if_ixml_encoding~get_byte_order.
    rval = byte_order.
  ENDMETHOD.

  METHOD if_ixml_encoding~get_character_set.
    rval = character_set.
  ENDMETHOD.

  METHOD if_ixml_encoding~set_byte_order.
    me->byte_order = byte_order.
    rval = abap_true.
  ENDMETHOD.

  METHOD if_ixml_encoding~set_character_set.
    character_set = charset.
    rval = abap_true.
  ENDMETHOD.

ENDCLASS.
