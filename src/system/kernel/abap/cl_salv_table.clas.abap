"! The ALV object model for a simple two-dimensional table. Every program of the embedded system runs in
"! the background, without a SAP GUI: as on any system in a background process, DISPLAY writes the table as
"! a list (header, column titles, one line per row) instead of showing a grid control; the events of user
"! actions never occur and IS_OFFLINE answers true.
CLASS cl_salv_table DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    CLASS-METHODS factory
      IMPORTING
        list_display   TYPE abap_bool DEFAULT if_salv_c_bool_sap=>false
        r_container    TYPE REF TO cl_gui_container OPTIONAL
        container_name TYPE string OPTIONAL
      EXPORTING
        r_salv_table   TYPE REF TO cl_salv_table
      CHANGING
        t_table        TYPE STANDARD TABLE
      RAISING
        cx_salv_msg.

    METHODS display.
    METHODS refresh
      IMPORTING
        s_stable     TYPE lvc_s_stbl OPTIONAL
        refresh_mode TYPE salv_de_constant DEFAULT 1
      PREFERRED PARAMETER s_stable.
    METHODS get_columns RETURNING VALUE(value) TYPE REF TO cl_salv_columns_table.
    METHODS get_functions RETURNING VALUE(value) TYPE REF TO cl_salv_functions_list.
    METHODS get_display_settings RETURNING VALUE(value) TYPE REF TO cl_salv_display_settings.
    METHODS get_functional_settings RETURNING VALUE(value) TYPE REF TO cl_salv_functional_settings.
    METHODS get_selections RETURNING VALUE(value) TYPE REF TO cl_salv_selections.
    METHODS get_event RETURNING VALUE(value) TYPE REF TO cl_salv_events_table.
    METHODS get_filters RETURNING VALUE(value) TYPE REF TO cl_salv_filters.
    METHODS get_aggregations RETURNING VALUE(value) TYPE REF TO cl_salv_aggregations.
    METHODS get_layout RETURNING VALUE(value) TYPE REF TO cl_salv_layout.
    METHODS get_sorts RETURNING VALUE(value) TYPE REF TO cl_salv_sorts.
    "! Completes the field catalog; the columns of this implementation are complete from the start.
    METHODS get_metadata.
    METHODS set_screen_status
      IMPORTING
        report        TYPE syrepid
        pfstatus      TYPE sypfkey
        set_functions TYPE salv_de_constant DEFAULT 0.
    METHODS set_screen_popup
      IMPORTING
        start_column TYPE i
        end_column   TYPE i OPTIONAL
        start_line   TYPE i
        end_line     TYPE i OPTIONAL.
    METHODS close_screen.
    "! The header above the list and the footer below it.
    METHODS set_top_of_list IMPORTING value TYPE REF TO cl_salv_form_element.
    METHODS get_top_of_list RETURNING VALUE(value) TYPE REF TO cl_salv_form_element.
    METHODS set_end_of_list IMPORTING value TYPE REF TO cl_salv_form_element.
    METHODS get_end_of_list RETURNING VALUE(value) TYPE REF TO cl_salv_form_element.
    "! True: the output is a list, not a control in a SAP GUI.
    METHODS is_offline RETURNING VALUE(value) TYPE abap_bool.

  PRIVATE SECTION.
    DATA table TYPE REF TO data.
    DATA columns TYPE REF TO cl_salv_columns_table.
    DATA functions TYPE REF TO cl_salv_functions_list.
    DATA display_settings TYPE REF TO cl_salv_display_settings.
    DATA functional_settings TYPE REF TO cl_salv_functional_settings.
    DATA selections TYPE REF TO cl_salv_selections.
    DATA events TYPE REF TO cl_salv_events_table.
    DATA filters TYPE REF TO cl_salv_filters.
    DATA aggregations TYPE REF TO cl_salv_aggregations.
    DATA layout TYPE REF TO cl_salv_layout.
    DATA sorts TYPE REF TO cl_salv_sorts.
    DATA elementary_line TYPE abap_bool.
    DATA top_of_list TYPE REF TO cl_salv_form_element.
    DATA end_of_list TYPE REF TO cl_salv_form_element.

    CLASS-METHODS columns_of
      IMPORTING
        table           TYPE STANDARD TABLE
      EXPORTING
        columns         TYPE salv_t_column_ref
        elementary_line TYPE abap_bool
      RAISING
        cx_salv_msg.
    CLASS-METHODS cell
      IMPORTING
        text          TYPE string
        width         TYPE i
      RETURNING
        VALUE(result) TYPE string.

ENDCLASS.



CLASS cl_salv_table IMPLEMENTATION.

  METHOD factory.
    DATA columns TYPE salv_t_column_ref.
    DATA elementary_line TYPE abap_bool.
    columns_of(
      EXPORTING
        table           = t_table
      IMPORTING
        columns         = columns
        elementary_line = elementary_line ).
    CREATE OBJECT r_salv_table.
    GET REFERENCE OF t_table INTO r_salv_table->table.
    r_salv_table->elementary_line = elementary_line.
    CREATE OBJECT r_salv_table->columns EXPORTING columns = columns.
    CREATE OBJECT r_salv_table->functions.
    CREATE OBJECT r_salv_table->display_settings.
    CREATE OBJECT r_salv_table->functional_settings.
    CREATE OBJECT r_salv_table->selections.
    CREATE OBJECT r_salv_table->events.
    CREATE OBJECT r_salv_table->filters.
    CREATE OBJECT r_salv_table->aggregations.
  ENDMETHOD.

  METHOD columns_of.
    DATA table_type TYPE REF TO cl_abap_tabledescr.
    DATA line_type TYPE REF TO cl_abap_datadescr.
    DATA struct TYPE REF TO cl_abap_structdescr.
    DATA element TYPE REF TO cl_abap_elemdescr.
    DATA components TYPE cl_abap_structdescr=>component_table.
    DATA component LIKE LINE OF components.
    DATA column LIKE LINE OF columns.
    CLEAR: columns, elementary_line.
    table_type ?= cl_abap_typedescr=>describe_by_data( table ).
    line_type = table_type->get_table_line_type( ).
    IF line_type->kind = cl_abap_typedescr=>kind_elem.
      elementary_line = abap_true.
      element ?= line_type.
      column-columnname = 'TABLE_LINE'.
      CREATE OBJECT column-r_column TYPE cl_salv_column_table
        EXPORTING
          columnname = column-columnname
          length     = element->output_length
          element    = element.
      APPEND column TO columns.
      RETURN.
    ENDIF.
    IF line_type->kind <> cl_abap_typedescr=>kind_struct.
      RAISE EXCEPTION TYPE cx_salv_msg EXPORTING msgv1 = 'The table line must be a structure'.
    ENDIF.
    struct ?= line_type.
    components = struct->get_components( ).
    LOOP AT components INTO component WHERE type->kind = cl_abap_typedescr=>kind_elem.
      element ?= component-type.
      column-columnname = to_upper( component-name ).
      CREATE OBJECT column-r_column TYPE cl_salv_column_table
        EXPORTING
          columnname = column-columnname
          length     = element->output_length
          element    = element.
      APPEND column TO columns.
    ENDLOOP.
  ENDMETHOD.

  METHOD cell.
    result = text.
    IF strlen( result ) > width.
      result = substring( val = result len = width ).
    ENDIF.
    WHILE strlen( result ) < width.
      result = result && ` `.
    ENDWHILE.
  ENDMETHOD.

  METHOD display.
    DATA all_columns TYPE salv_t_column_ref.
    DATA column LIKE LINE OF all_columns.
    DATA shown TYPE salv_t_column_ref.
    DATA widths TYPE STANDARD TABLE OF i WITH DEFAULT KEY.
    DATA width TYPE i.
    DATA index TYPE i.
    DATA header TYPE string.
    DATA line TYPE string.
    DATA text TYPE string.
    DATA title TYPE string.
    FIELD-SYMBOLS <table> TYPE STANDARD TABLE.
    FIELD-SYMBOLS <row> TYPE any.
    FIELD-SYMBOLS <cell> TYPE any.

    all_columns = columns->get( ).
    LOOP AT all_columns INTO column.
      IF column-r_column->is_visible( ) = abap_false OR column-r_column->is_technical( ) = abap_true.
        CONTINUE.
      ENDIF.
      APPEND column TO shown.
      title = column-r_column->get_medium_text( ).
      width = nmax( val1 = strlen( title ) val2 = column-r_column->get_output_length( ) ).
      APPEND width TO widths.
      IF header IS NOT INITIAL.
        header = header && `|`.
      ENDIF.
      header = header && cell( text = title width = width ).
    ENDLOOP.

    title = display_settings->get_list_header( ).
    IF title IS NOT INITIAL.
      WRITE / title.
    ENDIF.
    IF top_of_list IS BOUND.
      text = top_of_list->get_text( ).
      IF text IS NOT INITIAL.
        WRITE / text.
      ENDIF.
    ENDIF.
    IF columns->is_headers_visible( ) = abap_true.
      WRITE / header.
      line = repeat( val = `-` occ = strlen( header ) ).
      WRITE / line.
    ENDIF.

    ASSIGN table->* TO <table>.
    LOOP AT <table> ASSIGNING <row>.
      CLEAR line.
      LOOP AT shown INTO column.
        index = sy-tabix.
        READ TABLE widths INDEX index INTO width.
        IF elementary_line = abap_true.
          ASSIGN <row> TO <cell>.
        ELSE.
          ASSIGN COMPONENT column-columnname OF STRUCTURE <row> TO <cell>.
        ENDIF.
        text = |{ <cell> }|.
        IF index > 1.
          line = line && `|`.
        ENDIF.
        line = line && cell( text = text width = width ).
      ENDLOOP.
      WRITE / line.
    ENDLOOP.
  ENDMETHOD.

  METHOD refresh.
    " the list was written by DISPLAY; there is no control whose data could be refreshed
    RETURN.
  ENDMETHOD.

  METHOD get_columns.
    value = columns.
  ENDMETHOD.

  METHOD get_functions.
    value = functions.
  ENDMETHOD.

  METHOD get_display_settings.
    value = display_settings.
  ENDMETHOD.

  METHOD get_functional_settings.
    value = functional_settings.
  ENDMETHOD.

  METHOD get_selections.
    value = selections.
  ENDMETHOD.

  METHOD get_event.
    value = events.
  ENDMETHOD.

  METHOD get_filters.
    value = filters.
  ENDMETHOD.

  METHOD get_aggregations.
    value = aggregations.
  ENDMETHOD.

  METHOD get_layout.
    IF layout IS NOT BOUND.
      CREATE OBJECT layout.
    ENDIF.
    value = layout.
  ENDMETHOD.

  METHOD get_sorts.
    IF sorts IS NOT BOUND.
      CREATE OBJECT sorts.
    ENDIF.
    value = sorts.
  ENDMETHOD.

  METHOD get_metadata.
    RETURN.
  ENDMETHOD.

  METHOD set_screen_status.
    " a GUI status belongs to a screen in a SAP GUI; a list written in the background has none
    RETURN.
  ENDMETHOD.

  METHOD set_screen_popup.
    RETURN.
  ENDMETHOD.

  METHOD close_screen.
    RETURN.
  ENDMETHOD.

  METHOD is_offline.
    value = abap_true.
  ENDMETHOD.

  METHOD set_top_of_list.
    top_of_list = value.
  ENDMETHOD.

  METHOD get_top_of_list.
    value = top_of_list.
  ENDMETHOD.

  METHOD set_end_of_list.
    end_of_list = value.
  ENDMETHOD.

  METHOD get_end_of_list.
    value = end_of_list.
  ENDMETHOD.

ENDCLASS.
