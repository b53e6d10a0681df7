CLASS cl_gui_frontend_services DEFINITION PUBLIC CREATE PUBLIC.
* The SAP GUI's front-end services. The embedded system runs every program in the background, where no
* SAP GUI is connected: as on a real system in a background process, each service ends with its
* classic exception (NO_BATCH for file transfers, ERROR_NO_GUI otherwise) and sets nothing.
  PUBLIC SECTION.
    CONSTANTS action_ok TYPE i VALUE 0.
    CONSTANTS action_cancel TYPE i VALUE 9.
    CONSTANTS filetype_all TYPE string VALUE 'All Files (*.*)|*.*'.
    CONSTANTS filetype_text TYPE string VALUE 'Text Files (*.TXT)|*.TXT'.
    CONSTANTS filetype_xml TYPE string VALUE 'XML Files (*.XML)|*.XML'.

    CLASS-METHODS file_open_dialog
      IMPORTING
        window_title      TYPE string OPTIONAL
        default_extension TYPE string OPTIONAL
        default_filename  TYPE string OPTIONAL
        file_filter       TYPE string OPTIONAL
        with_encoding     TYPE abap_bool OPTIONAL
        initial_directory TYPE string OPTIONAL
        multiselection    TYPE abap_bool OPTIONAL
      CHANGING
        file_table        TYPE filetable
        rc                TYPE i
        user_action       TYPE i OPTIONAL
        file_encoding     TYPE abap_encoding OPTIONAL
      EXCEPTIONS
        file_open_dialog_failed
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS file_save_dialog
      IMPORTING
        window_title         TYPE string OPTIONAL
        default_extension    TYPE string OPTIONAL
        default_file_name    TYPE string OPTIONAL
        with_encoding        TYPE abap_bool OPTIONAL
        file_filter          TYPE string OPTIONAL
        initial_directory    TYPE string OPTIONAL
        prompt_on_overwrite  TYPE abap_bool DEFAULT abap_true
      CHANGING
        filename             TYPE string
        path                 TYPE string
        fullpath             TYPE string
        user_action          TYPE i OPTIONAL
        file_encoding        TYPE abap_encoding OPTIONAL
      EXCEPTIONS
        cntl_error
        error_no_gui
        not_supported_by_gui
        invalid_default_file_name.
    CLASS-METHODS gui_upload
      IMPORTING
        filename            TYPE string
        filetype            TYPE char10 DEFAULT 'ASC'
        has_field_separator TYPE char01 OPTIONAL
        header_length       TYPE i DEFAULT 0
        read_by_line        TYPE char01 DEFAULT 'X'
        dat_mode            TYPE char01 OPTIONAL
        codepage            TYPE abap_encoding OPTIONAL
        ignore_cerr         TYPE abap_bool OPTIONAL
        replacement         TYPE char01 DEFAULT '#'
      EXPORTING
        filelength          TYPE i
        header              TYPE xstring
      CHANGING
        data_tab            TYPE STANDARD TABLE
        isscanperformed     TYPE char01 OPTIONAL
      EXCEPTIONS
        file_open_error
        file_read_error
        no_batch
        gui_refuse_filetransfer
        invalid_type
        no_authority
        unknown_error
        bad_data_format
        header_not_allowed
        separator_not_allowed
        header_too_long
        unknown_dp_error
        access_denied
        dp_out_of_memory
        disk_full
        dp_timeout
        not_supported_by_gui
        error_no_gui.
    CLASS-METHODS gui_download
      IMPORTING
        bin_filesize          TYPE i OPTIONAL
        filename              TYPE string
        filetype              TYPE char10 DEFAULT 'ASC'
        append                TYPE char01 DEFAULT space
        write_field_separator TYPE char01 DEFAULT space
        header                TYPE xstring DEFAULT '00'
        trunc_trailing_blanks TYPE char01 DEFAULT space
        write_lf              TYPE char01 DEFAULT 'X'
        col_select            TYPE char01 DEFAULT space
        col_select_mask       TYPE char255 DEFAULT space
        dat_mode              TYPE char01 DEFAULT space
        confirm_overwrite     TYPE char01 DEFAULT space
        no_auth_check         TYPE char01 DEFAULT space
        codepage              TYPE abap_encoding DEFAULT space
        ignore_cerr           TYPE abap_bool DEFAULT space
        replacement           TYPE char01 DEFAULT '#'
        write_bom             TYPE abap_bool DEFAULT space
        trunc_trailing_blanks_eol TYPE char01 DEFAULT 'X'
        show_transfer_status  TYPE char01 DEFAULT 'X'
      EXPORTING
        filelength            TYPE i
      CHANGING
        data_tab              TYPE STANDARD TABLE
      EXCEPTIONS
        file_write_error
        no_batch
        gui_refuse_filetransfer
        invalid_type
        no_authority
        unknown_error
        header_not_allowed
        separator_not_allowed
        filesize_not_allowed
        header_too_long
        dp_error_create
        dp_error_send
        dp_error_write
        unknown_dp_error
        access_denied
        dp_out_of_memory
        disk_full
        dp_timeout
        file_not_found
        dataprovider_exception
        control_flush_error
        not_supported_by_gui
        error_no_gui.
    CLASS-METHODS get_file_separator
      CHANGING
        file_separator TYPE c
      EXCEPTIONS
        not_supported_by_gui
        error_no_gui
        cntl_error.
    CLASS-METHODS execute
      IMPORTING
        document          TYPE string OPTIONAL
        application       TYPE string OPTIONAL
        parameter         TYPE string OPTIONAL
        default_directory TYPE string OPTIONAL
        maximized         TYPE string OPTIONAL
        minimized         TYPE string OPTIONAL
        synchronous       TYPE string OPTIONAL
        operation         TYPE string DEFAULT 'OPEN'
      EXCEPTIONS
        cntl_error
        error_no_gui
        bad_parameter
        file_not_found
        path_not_found
        file_extension_unknown
        error_execute_failed
        synchronous_failed
        not_supported_by_gui.
    CLASS-METHODS clipboard_export
      IMPORTING
        no_auth_check TYPE char01 DEFAULT space
      EXPORTING
        data          TYPE STANDARD TABLE
      CHANGING
        rc            TYPE i
      EXCEPTIONS
        cntl_error
        error_no_gui
        not_supported_by_gui
        no_authority.
    CLASS-METHODS directory_browse
      IMPORTING
        window_title    TYPE string OPTIONAL
        initial_folder  TYPE string OPTIONAL
      CHANGING
        selected_folder TYPE string
      EXCEPTIONS
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS file_exist
      IMPORTING
        file          TYPE string
      RETURNING
        VALUE(result) TYPE abap_bool
      EXCEPTIONS
        cntl_error
        error_no_gui
        wrong_parameter
        not_supported_by_gui.
    CLASS-METHODS file_delete
      IMPORTING
        filename TYPE string
      CHANGING
        rc       TYPE i
      EXCEPTIONS
        file_delete_failed
        cntl_error
        error_no_gui
        file_not_found
        access_denied
        unknown_error
        not_supported_by_gui
        wrong_parameter.
    CLASS-METHODS directory_exist
      IMPORTING
        directory     TYPE string
      RETURNING
        VALUE(result) TYPE abap_bool
      EXCEPTIONS
        cntl_error
        error_no_gui
        wrong_parameter
        not_supported_by_gui.
    CLASS-METHODS get_desktop_directory
      CHANGING
        desktop_directory TYPE string
      EXCEPTIONS
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS get_sapgui_workdir
      CHANGING
        sapworkdir TYPE string
      EXCEPTIONS
        get_sapworkdir_failed
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS get_system_directory
      CHANGING
        system_directory TYPE string
      EXCEPTIONS
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS get_gui_version
      CHANGING
        version_table TYPE filetable
        rc            TYPE i
      EXCEPTIONS
        get_gui_version_failed
        cant_write_version_table
        gui_no_version
        cntl_error
        error_no_gui
        not_supported_by_gui.
    CLASS-METHODS directory_create
      IMPORTING
        directory TYPE string
      CHANGING
        rc        TYPE i
      EXCEPTIONS
        directory_create_failed
        cntl_error
        error_no_gui
        directory_access_denied
        directory_already_exists
        path_not_found
        unknown_error
        not_supported_by_gui
        wrong_parameter.
ENDCLASS.



CLASS cl_gui_frontend_services IMPLEMENTATION.

  METHOD file_open_dialog.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD file_save_dialog.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD gui_upload.
    RAISE no_batch.
  ENDMETHOD.

  METHOD gui_download.
    RAISE no_batch.
  ENDMETHOD.

  METHOD get_file_separator.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD execute.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD clipboard_export.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD directory_browse.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD file_exist.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD file_delete.
    rc = -1.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD directory_exist.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD get_desktop_directory.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD get_system_directory.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD get_gui_version.
    CLEAR version_table.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD directory_create.
    RAISE error_no_gui.
  ENDMETHOD.

  METHOD get_sapgui_workdir.
    RAISE error_no_gui.
  ENDMETHOD.

ENDCLASS.
