"! A container split in two halves. Without a SAP GUI (every program here runs in the background) it
"! cannot be created: the constructor ends with CNTL_ERROR, as for a background process.
CLASS cl_gui_easy_splitter_container DEFINITION PUBLIC INHERITING FROM cl_gui_container CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS orientation_horizontal TYPE i VALUE 0.
    CONSTANTS orientation_vertical TYPE i VALUE 1.

    DATA top_left_container TYPE REF TO cl_gui_container READ-ONLY.
    DATA bottom_right_container TYPE REF TO cl_gui_container READ-ONLY.

    METHODS constructor
      IMPORTING
        parent        TYPE REF TO cl_gui_container
        orientation   TYPE i DEFAULT orientation_vertical
        sash_position TYPE i DEFAULT 50
        with_border   TYPE i DEFAULT 1
        lifetime      TYPE i DEFAULT 0
        name          TYPE string OPTIONAL
      EXCEPTIONS
        cntl_error
        cntl_system_error.
    METHODS set_sash_position
      IMPORTING
        sash_position TYPE i
      EXCEPTIONS
        cntl_error
        cntl_system_error.

ENDCLASS.



CLASS cl_gui_easy_splitter_container IMPLEMENTATION.

  METHOD constructor.
    super->constructor( ).
    RAISE cntl_error.
  ENDMETHOD.

  METHOD set_sash_position.
    RAISE cntl_error.
  ENDMETHOD.

ENDCLASS.
