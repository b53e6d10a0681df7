"! Converts the ALV object model to the control's field catalog and filter table.
CLASS cl_salv_controller_metadata DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS get_lvc_fieldcatalog
      IMPORTING
        r_columns             TYPE REF TO cl_salv_columns_table
        r_aggregations        TYPE REF TO cl_salv_aggregations OPTIONAL
      RETURNING
        VALUE(t_fieldcatalog) TYPE lvc_t_fcat.
    CLASS-METHODS get_lvc_filter
      IMPORTING
        r_filters       TYPE REF TO cl_salv_filters
      RETURNING
        VALUE(t_filter) TYPE lvc_t_filt.
    CLASS-METHODS get_lvc_sort
      IMPORTING
        r_sorts       TYPE REF TO cl_salv_sorts
      RETURNING
        VALUE(t_sort) TYPE lvc_t_sort.
    "! The layout variant of the layout settings (report, handle, logical group, initial layout).
    CLASS-METHODS get_variant
      IMPORTING
        r_layout  TYPE REF TO cl_salv_layout
      CHANGING
        s_variant TYPE disvariant.
    "! The control's layout from the settings: striped rows, optimized widths, key columns kept fixed.
    CLASS-METHODS get_lvc_layout
      IMPORTING
        r_functional_settings TYPE REF TO cl_salv_functional_settings OPTIONAL
        r_display_settings    TYPE REF TO cl_salv_display_settings OPTIONAL
        r_columns             TYPE REF TO cl_salv_columns_table OPTIONAL
        r_aggregations        TYPE REF TO cl_salv_aggregations OPTIONAL
      CHANGING
        s_layout              TYPE lvc_s_layo.

ENDCLASS.



CLASS cl_salv_controller_metadata IMPLEMENTATION.

  METHOD get_lvc_fieldcatalog.
    DATA columns TYPE salv_t_column_ref.
    DATA column LIKE LINE OF columns.
    DATA entry LIKE LINE OF t_fieldcatalog.
    DATA list_column TYPE REF TO cl_salv_column_list.
    columns = r_columns->get( ).
    LOOP AT columns INTO column.
      CLEAR entry.
      entry-fieldname = column-columnname.
      entry-col_pos = sy-tabix.
      entry-no_out = boolc( column-r_column->is_visible( ) = abap_false ).
      entry-tech = column-r_column->is_technical( ).
      entry-outputlen = column-r_column->get_output_length( ).
      entry-scrtext_s = column-r_column->get_short_text( ).
      entry-scrtext_m = column-r_column->get_medium_text( ).
      entry-scrtext_l = column-r_column->get_long_text( ).
      entry-tooltip = column-r_column->get_tooltip( ).
      entry-edit_mask = column-r_column->get_edit_mask( ).
      TRY.
          list_column ?= column-r_column.
          entry-key = list_column->is_key( ).
        CATCH cx_sy_move_cast_error.
          CLEAR entry-key.
      ENDTRY.
      APPEND entry TO t_fieldcatalog.
    ENDLOOP.
  ENDMETHOD.

  METHOD get_lvc_filter.
    t_filter = r_filters->get_criteria( ).
  ENDMETHOD.

  METHOD get_lvc_sort.
    IF r_sorts IS BOUND.
      t_sort = r_sorts->get_lvc_sort( ).
    ENDIF.
  ENDMETHOD.

  METHOD get_variant.
    DATA key TYPE salv_s_layout_key.
    IF r_layout IS NOT BOUND.
      RETURN.
    ENDIF.
    key = r_layout->get_key( ).
    s_variant-report = key-report.
    s_variant-handle = key-handle.
    s_variant-log_group = key-logical_group.
    s_variant-variant = r_layout->get_initial_layout( ).
  ENDMETHOD.

  METHOD get_lvc_layout.
    IF r_display_settings IS BOUND.
      s_layout-zebra = r_display_settings->is_striped_pattern( ).
      s_layout-grid_title = r_display_settings->get_list_header( ).
    ENDIF.
    IF r_columns IS BOUND.
      s_layout-cwidth_opt = r_columns->is_optimized( ).
      s_layout-no_keyfix = xsdbool( r_columns->has_key_fixation( ) = abap_false ).
    ENDIF.
  ENDMETHOD.

ENDCLASS.
