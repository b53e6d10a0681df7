"! iXML: a node holding character data (IF_IXML_CHARACTER_DATA); text, CDATA section and comment inherit.
CLASS kernel_ixml_character_data DEFINITION PUBLIC INHERITING FROM kernel_ixml_node CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_character_data.

ENDCLASS.



CLASS kernel_ixml_character_data IMPLEMENTATION.

  METHOD if_ixml_character_data~append_data.
    value = value && arg.
  ENDMETHOD.

  METHOD if_ixml_character_data~delete_data.
    IF offset < 0 OR offset > strlen( value ).
      rval = 1.
      RETURN.
    ENDIF.
    DATA(length) = nmin( val1 = count val2 = strlen( value ) - offset ).
    value = substring( val = value len = offset ) && substring( val = value off = offset + length ).
  ENDMETHOD.

  METHOD if_ixml_character_data~get_data.
    rval = value.
  ENDMETHOD.

  METHOD if_ixml_character_data~get_length.
    rval = strlen( value ).
  ENDMETHOD.

  METHOD if_ixml_character_data~insert_data.
    IF offset < 0 OR offset > strlen( value ).
      rval = 1.
      RETURN.
    ENDIF.
    value = substring( val = value len = offset ) && arg && substring( val = value off = offset ).
  ENDMETHOD.

  METHOD if_ixml_character_data~replace_data.
    IF offset < 0 OR offset > strlen( value ).
      rval = 1.
      RETURN.
    ENDIF.
    DATA(length) = nmin( val1 = count val2 = strlen( value ) - offset ).
    value = substring( val = value len = offset ) && arg && substring( val = value off = offset + length ).
  ENDMETHOD.

  METHOD if_ixml_character_data~set_data.
    value = data.
  ENDMETHOD.

  METHOD if_ixml_character_data~substring_data.
    IF offset < 0 OR offset > strlen( value ).
      RETURN.
    ENDIF.
    rval = substring( val = value off = offset len = nmin( val1 = count val2 = strlen( value ) - offset ) ).
  ENDMETHOD.

ENDCLASS.
