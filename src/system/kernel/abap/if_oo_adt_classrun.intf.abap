INTERFACE if_oo_adt_classrun PUBLIC.

  METHODS main
    IMPORTING
      out TYPE REF TO if_oo_adt_classrun_out.

ENDINTERFACE.
