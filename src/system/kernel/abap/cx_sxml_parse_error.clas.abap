"! sXML: the XML (or JSON) input is not well-formed at XML_OFFSET.
CLASS cx_sxml_parse_error DEFINITION PUBLIC INHERITING FROM cx_sxml_error CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS cx_sxml_parse_error TYPE sotr_conc VALUE '001560AA0E081DEB8CA398CC1690D406'.
    CONSTANTS kernel_parser TYPE sotr_conc VALUE '001560AA0E081DEB8CA398D5EBFB9406'.
    CONSTANTS conversion_utf8_to_raw TYPE sotr_conc VALUE '001560AA0E081DEB8CA4767519094E3B'.
    CONSTANTS conversion_utf8_to_uc TYPE sotr_conc VALUE '001560AA0E081DEB8CA4767119C00E3B'.

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
        rc         TYPE i OPTIONAL
        reason     TYPE string OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

  PRIVATE SECTION.
    "! What exactly is wrong, beyond SAP's short ERROR_TEXT.
    DATA reason TYPE string.

ENDCLASS.



CLASS cx_sxml_parse_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous error_text = error_text ).
    me->rawstring = rawstring.
    me->xml_offset = xml_offset.
    me->rc = rc.
    me->reason = reason.
  ENDMETHOD.

  METHOD default_text.
    result = |XML parse error at offset { xml_offset }: { error_text }|
      && COND string( WHEN reason IS NOT INITIAL AND reason <> error_text THEN | ({ reason })| ).
  ENDMETHOD.

ENDCLASS.
