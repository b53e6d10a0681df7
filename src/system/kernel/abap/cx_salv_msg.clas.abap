CLASS cx_salv_msg DEFINITION PUBLIC INHERITING FROM cx_salv_error CREATE PUBLIC.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

ENDCLASS.



CLASS cx_salv_msg IMPLEMENTATION.

  METHOD default_text.
    result = 'Error in the ALV object model'.
  ENDMETHOD.

ENDCLASS.
