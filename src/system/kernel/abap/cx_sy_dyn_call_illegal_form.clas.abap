CLASS cx_sy_dyn_call_illegal_form DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA formname TYPE string.
    DATA program_name TYPE string.

    METHODS constructor
      IMPORTING
        textid       LIKE textid OPTIONAL
        previous     LIKE previous OPTIONAL
        formname     LIKE formname OPTIONAL
        program_name LIKE program_name OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_form IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid       = textid
      previous     = previous ).
    me->formname = formname.
    me->program_name = program_name.
  ENDMETHOD.

  METHOD default_text.
    result = |The form { formname } does not exist|.
  ENDMETHOD.

ENDCLASS.
