CLASS cx_sy_dyn_call_parameter_error DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA parameter TYPE string.

    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        parameter LIKE parameter OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_parameter_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous ).
    me->parameter = parameter.
  ENDMETHOD.

  METHOD default_text.
    result = |Error in the parameter { parameter } of a dynamic call|.
  ENDMETHOD.

ENDCLASS.
