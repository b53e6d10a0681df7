"! Workbench API: an operation on a workbench object failed.
CLASS cx_swb_exception DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_t100_message.

    METHODS constructor
      IMPORTING
        textid   LIKE if_t100_message=>t100key OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_swb_exception IMPLEMENTATION.

  METHOD constructor.
    super->constructor( previous = previous ).
    if_t100_message~t100key = textid.
  ENDMETHOD.

  METHOD default_text.
    result = 'The workbench operation failed'.
  ENDMETHOD.

ENDCLASS.
