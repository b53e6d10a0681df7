"! The super class of the ALV object models of older releases (CL_SALV_TABLE is not one of its subclasses
"! here, as in newer releases): its controller.
CLASS cl_salv_model DEFINITION PUBLIC ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    DATA r_controller TYPE REF TO cl_salv_controller_model READ-ONLY.

    METHODS constructor.

ENDCLASS.



CLASS cl_salv_model IMPLEMENTATION.

  METHOD constructor.
    CREATE OBJECT r_controller.
  ENDMETHOD.

ENDCLASS.
