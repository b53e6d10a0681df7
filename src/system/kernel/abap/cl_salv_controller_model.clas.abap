"! The controller of an ALV object model; R_ADAPTER, the adapter to the output's control, is bound once the
"! output is shown on a screen, which never happens in the embedded system's background processes.
CLASS cl_salv_controller_model DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    DATA r_adapter TYPE REF TO object READ-ONLY.

ENDCLASS.



CLASS cl_salv_controller_model IMPLEMENTATION.
ENDCLASS.
