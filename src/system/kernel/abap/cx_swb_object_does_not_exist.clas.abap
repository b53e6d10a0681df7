"! Workbench API: the object does not exist (in the version asked for).
CLASS cx_swb_object_does_not_exist DEFINITION PUBLIC INHERITING FROM cx_swb_exception CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE if_t100_message=>t100key OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_swb_object_does_not_exist IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'The object does not exist'.
  ENDMETHOD.

ENDCLASS.
