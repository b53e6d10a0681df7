CLASS cx_parameter_invalid_range DEFINITION PUBLIC INHERITING FROM cx_parameter_invalid CREATE PUBLIC.

  PUBLIC SECTION.
    DATA value TYPE string.

    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        parameter LIKE parameter OPTIONAL
        value     LIKE value OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_parameter_invalid_range IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous
      parameter = parameter ).
    me->value = value.
  ENDMETHOD.

  METHOD default_text.
    result = |The value '{ value }' of the parameter { parameter } is out of range|.
  ENDMETHOD.

ENDCLASS.
