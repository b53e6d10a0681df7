"! iXML: a CDATA section node (IF_IXML_CDATA_SECTION).
CLASS kernel_ixml_cdata_section DEFINITION PUBLIC INHERITING FROM kernel_ixml_text CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_cdata_section.

ENDCLASS.



CLASS kernel_ixml_cdata_section IMPLEMENTATION.
ENDCLASS.
