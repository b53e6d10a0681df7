"! ABAP Unit: a constraint that CL_AUNIT_ASSERT=>ASSERT_THAT checks a value against.
INTERFACE if_constraint PUBLIC.

  "! Whether the data object satisfies the constraint.
  METHODS is_valid
    IMPORTING
      data_object   TYPE data
    RETURNING
      VALUE(result) TYPE abap_bool.

  "! Why the last value checked does not satisfy it, line by line.
  METHODS get_description
    RETURNING
      VALUE(result) TYPE string_table.

ENDINTERFACE.
