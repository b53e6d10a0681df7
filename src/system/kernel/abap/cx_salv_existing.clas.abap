CLASS cx_salv_existing DEFINITION PUBLIC INHERITING FROM cx_salv_access_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_existing IMPLEMENTATION.

  METHOD default_text.
    result = 'The ALV object exists already'.
  ENDMETHOD.

ENDCLASS.
