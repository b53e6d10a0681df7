"! eCATT: an error of the application layer's utilities (up- and download processing).
CLASS cx_ecatt_apl_util DEFINITION PUBLIC INHERITING FROM cx_ecatt_apl CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS: BEGIN OF download_processing,
                 msgid TYPE symsgid VALUE 'ECATT',
                 msgno TYPE symsgno VALUE '001',
                 attr1 TYPE scx_attrname VALUE 'CALLED_METHOD',
                 attr2 TYPE scx_attrname VALUE 'FREE_TEXT',
                 attr3 TYPE scx_attrname VALUE '',
                 attr4 TYPE scx_attrname VALUE '',
               END OF download_processing.
    CONSTANTS: BEGIN OF upload_processing,
                 msgid TYPE symsgid VALUE 'ECATT',
                 msgno TYPE symsgno VALUE '002',
                 attr1 TYPE scx_attrname VALUE 'CALLED_METHOD',
                 attr2 TYPE scx_attrname VALUE 'FREE_TEXT',
                 attr3 TYPE scx_attrname VALUE '',
                 attr4 TYPE scx_attrname VALUE '',
               END OF upload_processing.

ENDCLASS.



CLASS cx_ecatt_apl_util IMPLEMENTATION.
ENDCLASS.
