"! Package API: the Workbench object is locked.
CLASS cx_pak_wb_object_locked DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_t100_message.

    METHODS constructor
      IMPORTING
        textid   LIKE if_t100_message=>t100key OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_pak_wb_object_locked IMPLEMENTATION.

  METHOD constructor.
    super->constructor( previous = previous ).
    if_t100_message~t100key = textid.
  ENDMETHOD.

  METHOD default_text.
    result = 'The object is locked'.
  ENDMETHOD.

ENDCLASS.
