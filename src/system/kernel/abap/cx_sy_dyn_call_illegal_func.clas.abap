CLASS cx_sy_dyn_call_illegal_func DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA function TYPE string.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        function LIKE function OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_func IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->function = function.
  ENDMETHOD.

  METHOD default_text.
    result = |The function module { function } does not exist|.
  ENDMETHOD.

ENDCLASS.
