CLASS cx_salv_wrong_call DEFINITION PUBLIC INHERITING FROM cx_salv_access_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_wrong_call IMPLEMENTATION.

  METHOD default_text.
    result = 'The ALV method cannot be called here'.
  ENDMETHOD.

ENDCLASS.
