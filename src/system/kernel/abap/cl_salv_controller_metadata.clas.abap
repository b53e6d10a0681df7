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

ENDCLASS.
