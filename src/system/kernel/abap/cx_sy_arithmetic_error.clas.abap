CLASS cx_sy_arithmetic_error DEFINITION PUBLIC INHERITING FROM cx_dynamic_check CREATE PUBLIC.

  PUBLIC SECTION.
    DATA operation TYPE string.

    METHODS constructor
      IMPORTING
        textid    LIKE textid OPTIONAL
        previous  LIKE previous OPTIONAL
        operation LIKE operation OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_arithmetic_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid    = textid
      previous  = previous ).
    me->operation = operation.
  ENDMETHOD.

  METHOD default_text.
    result = 'Arithmetic error'.
  ENDMETHOD.

ENDCLASS.
