"! sXML: the XML (or JSON) input is not well-formed at XML_OFFSET.
CLASS cx_sxml_parse_error DEFINITION PUBLIC INHERITING FROM cx_sxml_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA rawstring TYPE string.
    DATA xml_offset TYPE i.
    DATA rc TYPE i.

    METHODS constructor
      IMPORTING
        textid     LIKE textid OPTIONAL
        previous   LIKE previous OPTIONAL
        error_text TYPE string OPTIONAL
        rawstring  TYPE string OPTIONAL
        xml_offset TYPE i OPTIONAL
        rc         TYPE i OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sxml_parse_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous error_text = error_text ).
    me->rawstring = rawstring.
    me->xml_offset = xml_offset.
    me->rc = rc.
  ENDMETHOD.

  METHOD default_text.
    result = |XML parse error at offset { xml_offset }: { error_text }|.
  ENDMETHOD.

ENDCLASS.
