CLASS cx_sy_offset_not_allowed DEFINITION PUBLIC INHERITING FROM cx_sy_data_access_error CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_offset_not_allowed IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
  ENDMETHOD.

  METHOD default_text.
    result = 'Offset or length not allowed'.
  ENDMETHOD.

ENDCLASS.
