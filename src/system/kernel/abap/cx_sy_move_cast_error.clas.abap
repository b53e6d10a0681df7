CLASS cx_sy_move_cast_error DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    DATA source_typename TYPE string.
    DATA target_typename TYPE string.

    METHODS constructor
      IMPORTING
        textid          LIKE textid OPTIONAL
        previous        LIKE previous OPTIONAL
        source_typename LIKE source_typename OPTIONAL
        target_typename LIKE target_typename OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_move_cast_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid          = textid
      previous        = previous ).
    me->source_typename = source_typename.
    me->target_typename = target_typename.
  ENDMETHOD.

  METHOD default_text.
    result = 'Type conflict in a down cast'.
  ENDMETHOD.

ENDCLASS.
