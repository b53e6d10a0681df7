CLASS cx_salv_not_found DEFINITION PUBLIC INHERITING FROM cx_salv_access_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_not_found IMPLEMENTATION.

  METHOD default_text.
    result = 'The ALV object does not exist'.
  ENDMETHOD.

ENDCLASS.
