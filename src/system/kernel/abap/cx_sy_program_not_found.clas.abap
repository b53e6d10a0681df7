CLASS cx_sy_program_not_found DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    DATA program_name TYPE string.

    METHODS constructor
      IMPORTING
        textid       LIKE textid OPTIONAL
        previous     LIKE previous OPTIONAL
        program_name LIKE program_name OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_program_not_found IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid       = textid
      previous     = previous ).
    me->program_name = program_name.
  ENDMETHOD.

  METHOD default_text.
    result = |The program { program_name } does not exist|.
  ENDMETHOD.

ENDCLASS.
