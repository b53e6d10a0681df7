CLASS cx_sy_dyn_call_illegal_type DEFINITION PUBLIC INHERITING FROM cx_sy_dyn_call_parameter_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        parameter LIKE parameter OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_dyn_call_illegal_type IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous
      parameter = parameter ).
  ENDMETHOD.

  METHOD default_text.
    result = |Type conflict in the parameter { parameter } of a dynamic call|.
  ENDMETHOD.

ENDCLASS.
