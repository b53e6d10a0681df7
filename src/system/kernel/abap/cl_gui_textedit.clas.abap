"! The text editor control of the SAP GUI. Every program here runs in the background, where no SAP GUI is
"! connected: as for a background process, the constructor ends with ERROR_CNTL_CREATE and the methods
"! with their control errors, setting nothing.
CLASS cl_gui_textedit DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS true TYPE i VALUE 1.
    CONSTANTS false TYPE i VALUE 0.
    CONSTANTS wordwrap_off TYPE i VALUE 0.
    CONSTANTS wordwrap_at_windowborder TYPE i VALUE 1.
    CONSTANTS wordwrap_at_fixed_position TYPE i VALUE 2.
    CONSTANTS dropfile_event_off TYPE i VALUE 0.
    CONSTANTS dropfile_event_single TYPE i VALUE 1.
    CONSTANTS dropfile_event_multiple TYPE i VALUE 2.

    METHODS constructor
      IMPORTING
        max_number_chars           TYPE i OPTIONAL
        style                      TYPE i DEFAULT 0
        wordwrap_mode              TYPE i DEFAULT wordwrap_at_windowborder
        wordwrap_position          TYPE i DEFAULT -1
        wordwrap_to_linebreak_mode TYPE i DEFAULT false
        filedrop_mode              TYPE i DEFAULT dropfile_event_off
        parent                     TYPE REF TO cl_gui_container
        lifetime                   TYPE i OPTIONAL
        name                       TYPE string OPTIONAL
      EXCEPTIONS
        error_cntl_create
        error_cntl_init
        error_cntl_link
        error_dp_create
        gui_type_not_supported.
    METHODS set_readonly_mode
      IMPORTING
        readonly_mode TYPE i DEFAULT true
      EXCEPTIONS
        error_cntl_call_method
        invalid_parameter.
    METHODS set_toolbar_mode
      IMPORTING
        toolbar_mode TYPE i DEFAULT true
      EXCEPTIONS
        error_cntl_call_method
        invalid_parameter.
    METHODS set_statusbar_mode
      IMPORTING
        statusbar_mode TYPE i DEFAULT true
      EXCEPTIONS
        error_cntl_call_method
        invalid_parameter.
    METHODS set_font_fixed
      IMPORTING
        mode TYPE i DEFAULT true
      EXCEPTIONS
        error_cntl_call_method
        invalid_parameter.
    METHODS set_text_as_r3table
      IMPORTING
        table TYPE STANDARD TABLE
      EXCEPTIONS
        error_dp
        error_dp_create.
    METHODS get_text_as_r3table
      IMPORTING
        only_when_modified TYPE i DEFAULT false
      EXPORTING
        table              TYPE STANDARD TABLE
        is_modified        TYPE i
      EXCEPTIONS
        error_dp
        error_cntl_call_method
        error_dp_create
        potential_data_loss.
    METHODS set_textstream
      IMPORTING
        text TYPE c
      EXCEPTIONS
        error_cntl_call_method
        not_supported_by_gui.
    METHODS get_textstream
      IMPORTING
        only_when_modified TYPE i DEFAULT false
      EXPORTING
        text               TYPE string
        is_modified        TYPE i
      EXCEPTIONS
        error_cntl_call_method
        not_supported_by_gui.
    METHODS set_visible
      IMPORTING
        visible TYPE c
      EXCEPTIONS
        cntl_error
        cntl_system_error.
    METHODS free
      EXCEPTIONS
        cntl_error
        cntl_system_error.
    CLASS-METHODS set_focus
      IMPORTING
        control TYPE REF TO cl_gui_textedit
      EXCEPTIONS
        cntl_error
        cntl_system_error.

ENDCLASS.



CLASS cl_gui_textedit IMPLEMENTATION.

  METHOD constructor.
    RAISE error_cntl_create.
  ENDMETHOD.

  METHOD set_readonly_mode.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_toolbar_mode.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_statusbar_mode.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_font_fixed.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_text_as_r3table.
    RAISE error_dp.
  ENDMETHOD.

  METHOD get_text_as_r3table.
    CLEAR: table, is_modified.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_textstream.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD get_textstream.
    CLEAR: text, is_modified.
    RAISE error_cntl_call_method.
  ENDMETHOD.

  METHOD set_visible.
    RAISE cntl_error.
  ENDMETHOD.

  METHOD free.
    RAISE cntl_error.
  ENDMETHOD.

  METHOD set_focus.
    RAISE cntl_error.
  ENDMETHOD.

ENDCLASS.
