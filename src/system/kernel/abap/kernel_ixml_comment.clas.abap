"! iXML: a comment node (IF_IXML_COMMENT).
CLASS kernel_ixml_comment DEFINITION PUBLIC INHERITING FROM kernel_ixml_character_data CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_ixml_comment.

ENDCLASS.



CLASS kernel_ixml_comment IMPLEMENTATION.
ENDCLASS.
