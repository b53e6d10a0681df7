CLASS cl_gui_container DEFINITION PUBLIC CREATE PROTECTED.
* A screen area that holds controls. The embedded system has no SAP GUI: the default screen containers
* are never bound, so code checking them (IS BOUND) takes its background path.
  PUBLIC SECTION.
    CONSTANTS visible_true TYPE c LENGTH 1 VALUE '1'.
    CONSTANTS visible_false TYPE c LENGTH 1 VALUE '0'.
    CLASS-DATA screen0 TYPE REF TO cl_gui_container READ-ONLY.
    CLASS-DATA default_screen TYPE REF TO cl_gui_container READ-ONLY.
ENDCLASS.



CLASS cl_gui_container IMPLEMENTATION.
ENDCLASS.
