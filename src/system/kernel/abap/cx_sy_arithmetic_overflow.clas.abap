CLASS cx_sy_arithmetic_overflow DEFINITION PUBLIC INHERITING FROM cx_sy_arithmetic_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA value TYPE string.

    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        operation LIKE operation OPTIONAL
        value     LIKE value OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_arithmetic_overflow IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous
      operation = operation ).
    me->value = value.
  ENDMETHOD.

  METHOD default_text.
    result = 'Overflow in an arithmetic operation'.
  ENDMETHOD.

ENDCLASS.
