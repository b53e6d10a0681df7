CLASS cl_gui_cfw DEFINITION PUBLIC CREATE PUBLIC.
* The control framework. Without a SAP GUI (every program here runs in the background) there is nothing
* to flush: flush answers CNTL_SYSTEM_ERROR, as for a background process.
  PUBLIC SECTION.
    CLASS-METHODS flush
      EXCEPTIONS
        cntl_system_error
        cntl_error.
ENDCLASS.



CLASS cl_gui_cfw IMPLEMENTATION.

  METHOD flush.
    RAISE cntl_system_error.
  ENDMETHOD.

ENDCLASS.
