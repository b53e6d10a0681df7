CLASS cx_salv_access_error DEFINITION PUBLIC INHERITING FROM cx_salv_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_access_error IMPLEMENTATION.

  METHOD default_text.
    result = 'An ALV object cannot be accessed'.
  ENDMETHOD.

ENDCLASS.
