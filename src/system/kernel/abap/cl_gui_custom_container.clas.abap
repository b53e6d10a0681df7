"! A container for controls in a custom control area of a screen. Controls live in the SAP GUI; every
"! program here runs in the background, where none is connected, so the constructor ends with CNTL_ERROR
"! as it does for a background process.
CLASS cl_gui_custom_container DEFINITION PUBLIC INHERITING FROM cl_gui_container CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        parent                  TYPE REF TO cl_gui_container OPTIONAL
        container_name          TYPE c
        style                   TYPE i OPTIONAL
        lifetime                TYPE i DEFAULT 0
        repid                   TYPE syrepid OPTIONAL
        dynnr                   TYPE c OPTIONAL
        no_autodef_progid_dynnr TYPE c OPTIONAL
      EXCEPTIONS
        cntl_error
        cntl_system_error
        create_error
        lifetime_error
        lifetime_dynpro_dynpro_link.

ENDCLASS.



CLASS cl_gui_custom_container IMPLEMENTATION.

  METHOD constructor.
    super->constructor( ).
    RAISE cntl_error.
  ENDMETHOD.

ENDCLASS.
