CLASS cx_sy_conversion_overflow DEFINITION PUBLIC INHERITING FROM cx_sy_conversion_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        value    LIKE value OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_conversion_overflow IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous
      value    = value ).
  ENDMETHOD.

  METHOD default_text.
    result = |Overflow converting the value '{ value }'|.
  ENDMETHOD.

ENDCLASS.
