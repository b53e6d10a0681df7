"! iXML: an input stream over a text, a byte string or a table (IF_IXML_ISTREAM); the input is decoded up front.
CLASS kernel_ixml_istream DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_istream.

    DATA text TYPE string READ-ONLY.

    METHODS constructor IMPORTING text TYPE string.

  PRIVATE SECTION.
    DATA encoding TYPE REF TO if_ixml_encoding.

ENDCLASS.



CLASS kernel_ixml_istream IMPLEMENTATION.

  METHOD constructor.
    me->text = text.
  ENDMETHOD.

  METHOD if_ixml_istream~close.
    RETURN.
  ENDMETHOD.

  METHOD if_ixml_istream~get_encoding.
    rval = encoding.
  ENDMETHOD.

  METHOD if_ixml_istream~set_encoding.
    me->encoding = encoding.
  ENDMETHOD.

ENDCLASS.
