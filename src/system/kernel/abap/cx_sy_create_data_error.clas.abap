CLASS cx_sy_create_data_error DEFINITION PUBLIC INHERITING FROM cx_sy_create_error CREATE PUBLIC.

  PUBLIC SECTION.
    DATA typename TYPE string.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        typename LIKE typename OPTIONAL.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_sy_create_data_error IMPLEMENTATION.

  METHOD constructor.
    super->constructor(
      textid   = textid
      previous = previous ).
    me->typename = typename.
  ENDMETHOD.

  METHOD default_text.
    result = |The data object of type { typename } cannot be created|.
  ENDMETHOD.

ENDCLASS.
