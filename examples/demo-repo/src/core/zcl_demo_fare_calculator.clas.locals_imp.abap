*"* use this source file for the definition and implementation of
*"* local helper classes, interface definitions and type
*"* declarations
CLASS lcl_rounding IMPLEMENTATION.

  METHOD up_to_whole_units.
    rv_amount = ceil( iv_amount ).
  ENDMETHOD.

ENDCLASS.
