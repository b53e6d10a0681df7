"! eCATT: the value help of a download (declaration).
CLASS cl_apl_ecatt_load_help DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        im_maintain_function TYPE clike OPTIONAL.

  PRIVATE SECTION.
    DATA maintain_function TYPE string.

ENDCLASS.



CLASS cl_apl_ecatt_load_help IMPLEMENTATION.

  METHOD constructor.
    maintain_function = im_maintain_function.
  ENDMETHOD.

ENDCLASS.
