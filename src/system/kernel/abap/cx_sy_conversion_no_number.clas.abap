CLASS cx_sy_conversion_no_number DEFINITION PUBLIC INHERITING FROM cx_sy_conversion_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        value    LIKE value OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_conversion_no_number IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous
      value    = value ).
  ENDMETHOD.

  METHOD default_text.
    result = |The value '{ value }' cannot be interpreted as a number|.
  ENDMETHOD.

ENDCLASS.
