"! iXML: a text node (IF_IXML_TEXT).
CLASS kernel_ixml_text DEFINITION PUBLIC INHERITING FROM kernel_ixml_character_data CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_text.

ENDCLASS.



CLASS kernel_ixml_text IMPLEMENTATION.

  METHOD if_ixml_text~split_text.
    IF offset < 0 OR offset > strlen( value ).
      RETURN.
    ENDIF.
    DATA(rest) = create( node_type = node_type value = substring( val = value off = offset ) document = document ).
    value = substring( val = value len = offset ).
    IF parent IS BOUND.
      parent->adopt( child = rest before = index_in_parent( ) + 1 ).
    ENDIF.
    rval ?= rest.
  ENDMETHOD.

ENDCLASS.
