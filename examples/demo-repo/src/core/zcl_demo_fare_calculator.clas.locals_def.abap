*"* use this source file for any type of declarations (class
*"* definitions, interfaces or type declarations) you need for
*"* components in the private section
CLASS lcl_rounding DEFINITION FINAL.
  PUBLIC SECTION.
    TYPES ty_amount TYPE p LENGTH 16 DECIMALS 4.

    "! Airlines quote surcharges in whole currency units, always rounded up
    CLASS-METHODS up_to_whole_units
      IMPORTING
        iv_amount        TYPE ty_amount
      RETURNING
        VALUE(rv_amount) TYPE ty_amount.
ENDCLASS.
