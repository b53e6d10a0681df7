CLASS cx_parameter_invalid DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

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



CLASS cx_parameter_invalid IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous ).
    me->parameter = parameter.
  ENDMETHOD.

  METHOD default_text.
    result = |The parameter { parameter } has an invalid value|.
  ENDMETHOD.

ENDCLASS.
