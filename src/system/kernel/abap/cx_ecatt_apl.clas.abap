"! eCATT: an error of the eCATT application layer (objects, up- and download).
CLASS cx_ecatt_apl DEFINITION PUBLIC INHERITING FROM cx_ecatt CREATE PUBLIC.

  PUBLIC SECTION.
    "! A text given as FREE_TEXT.
    CONSTANTS: BEGIN OF any_text,
                 msgid TYPE symsgid VALUE 'ECATT',
                 msgno TYPE symsgno VALUE '000',
                 attr1 TYPE scx_attrname VALUE 'FREE_TEXT',
                 attr2 TYPE scx_attrname VALUE '',
                 attr3 TYPE scx_attrname VALUE '',
                 attr4 TYPE scx_attrname VALUE '',
               END OF any_text.

ENDCLASS.



CLASS cx_ecatt_apl IMPLEMENTATION.
ENDCLASS.
