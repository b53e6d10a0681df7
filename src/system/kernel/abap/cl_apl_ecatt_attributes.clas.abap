"! eCATT: the attributes of an eCATT object (the tool that runs a script, ...).
CLASS cl_apl_ecatt_attributes DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS get_tool_name
      RETURNING
        VALUE(result) TYPE etobj_type.

  PRIVATE SECTION.
    DATA tool_name TYPE etobj_type.

ENDCLASS.



CLASS cl_apl_ecatt_attributes IMPLEMENTATION.

  METHOD get_tool_name.
    result = tool_name.
  ENDMETHOD.

ENDCLASS.
