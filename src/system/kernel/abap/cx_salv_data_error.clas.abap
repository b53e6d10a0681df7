CLASS cx_salv_data_error DEFINITION PUBLIC INHERITING FROM cx_salv_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_data_error IMPLEMENTATION.

  METHOD default_text.
    result = 'The data do not fit the ALV column'.
  ENDMETHOD.

ENDCLASS.
