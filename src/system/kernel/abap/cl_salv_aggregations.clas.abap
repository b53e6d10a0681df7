"! Aggregations (totals) of an ALV table.
CLASS cl_salv_aggregations DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS clear.

ENDCLASS.



CLASS cl_salv_aggregations IMPLEMENTATION.

  METHOD clear.
    RETURN.
  ENDMETHOD.

ENDCLASS.
