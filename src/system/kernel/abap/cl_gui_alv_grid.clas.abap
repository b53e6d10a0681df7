"! The ALV grid control. The embedded system has no SAP GUI: a grid is never shown, but it keeps what
"! SET_TABLE_FOR_FIRST_DISPLAY gives it (the table, in the protected MT_OUTTAB as on any system, the field
"! catalog, sort criteria, filter and layout) and answers the GET_ methods from them.
CLASS cl_gui_alv_grid DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        i_parent      TYPE REF TO cl_gui_container OPTIONAL
        i_appl_events TYPE abap_bool DEFAULT abap_false
        i_name        TYPE string OPTIONAL
      EXCEPTIONS
        error_cntl_create
        error_cntl_init
        error_cntl_link
        error_dp_create.
    METHODS set_table_for_first_display
      IMPORTING
        i_structure_name TYPE csequence OPTIONAL
        is_variant       TYPE disvariant OPTIONAL
        i_save           TYPE c OPTIONAL
        i_default        TYPE c DEFAULT 'X'
        is_layout        TYPE lvc_s_layo OPTIONAL
      CHANGING
        it_outtab        TYPE STANDARD TABLE
        it_fieldcatalog  TYPE lvc_t_fcat OPTIONAL
        it_sort          TYPE lvc_t_sort OPTIONAL
        it_filter        TYPE lvc_t_filt OPTIONAL
      EXCEPTIONS
        invalid_parameter_combination
        program_error
        too_many_lines.
    METHODS refresh_table_display
      IMPORTING
        is_stable      TYPE lvc_s_stbl OPTIONAL
        i_soft_refresh TYPE c OPTIONAL
      EXCEPTIONS
        finished.
    METHODS get_frontend_fieldcatalog EXPORTING et_fieldcatalog TYPE lvc_t_fcat.
    METHODS set_frontend_fieldcatalog IMPORTING it_fieldcatalog TYPE lvc_t_fcat.
    METHODS get_frontend_layout EXPORTING es_layout TYPE lvc_s_layo.
    METHODS set_frontend_layout IMPORTING is_layout TYPE lvc_s_layo.
    METHODS get_sort_criteria EXPORTING et_sort TYPE lvc_t_sort.
    METHODS set_sort_criteria IMPORTING it_sort TYPE lvc_t_sort EXCEPTIONS no_fieldcatalog_available.
    METHODS get_filter_criteria EXPORTING et_filter TYPE lvc_t_filt.
    METHODS set_filter_criteria IMPORTING it_filter TYPE lvc_t_filt EXCEPTIONS no_fieldcatalog_available.
    "! The indexes of the rows the filter hides; none, as no filter is applied without a display.
    METHODS get_filtered_entries EXPORTING et_filtered_entries TYPE lvc_t_fidx.
    "! The subtotal tables and group levels; none without a display.
    METHODS get_subtotals
      EXPORTING
        ep_collect00   TYPE REF TO data
        ep_collect01   TYPE REF TO data
        ep_collect02   TYPE REF TO data
        ep_collect03   TYPE REF TO data
        ep_collect04   TYPE REF TO data
        ep_collect05   TYPE REF TO data
        ep_collect06   TYPE REF TO data
        ep_collect07   TYPE REF TO data
        ep_collect08   TYPE REF TO data
        ep_collect09   TYPE REF TO data
        et_grouplevels TYPE lvc_t_grpl.
    METHODS check_changed_data EXPORTING e_valid TYPE c CHANGING c_refresh TYPE c DEFAULT 'X'.
    METHODS free EXCEPTIONS cntl_error cntl_system_error.

  PROTECTED SECTION.
    DATA mt_outtab TYPE REF TO data.
    DATA mt_fieldcatalog TYPE lvc_t_fcat.
    DATA mt_sort TYPE lvc_t_sort.
    DATA mt_filter TYPE lvc_t_filt.
    DATA m_layout TYPE lvc_s_layo.
    DATA m_parent TYPE REF TO cl_gui_container.

ENDCLASS.



CLASS cl_gui_alv_grid IMPLEMENTATION.

  METHOD constructor.
    m_parent = i_parent.
  ENDMETHOD.

  METHOD set_table_for_first_display.
    GET REFERENCE OF it_outtab INTO mt_outtab.
    mt_fieldcatalog = it_fieldcatalog.
    mt_sort = it_sort.
    mt_filter = it_filter.
    m_layout = is_layout.
  ENDMETHOD.

  METHOD refresh_table_display.
    RETURN.
  ENDMETHOD.

  METHOD get_frontend_fieldcatalog.
    et_fieldcatalog = mt_fieldcatalog.
  ENDMETHOD.

  METHOD set_frontend_fieldcatalog.
    mt_fieldcatalog = it_fieldcatalog.
  ENDMETHOD.

  METHOD get_frontend_layout.
    es_layout = m_layout.
  ENDMETHOD.

  METHOD set_frontend_layout.
    m_layout = is_layout.
  ENDMETHOD.

  METHOD get_sort_criteria.
    et_sort = mt_sort.
  ENDMETHOD.

  METHOD set_sort_criteria.
    mt_sort = it_sort.
  ENDMETHOD.

  METHOD get_filter_criteria.
    et_filter = mt_filter.
  ENDMETHOD.

  METHOD set_filter_criteria.
    mt_filter = it_filter.
  ENDMETHOD.

  METHOD get_filtered_entries.
    CLEAR et_filtered_entries.
  ENDMETHOD.

  METHOD get_subtotals.
    CLEAR: ep_collect00, ep_collect01, ep_collect02, ep_collect03, ep_collect04, ep_collect05, ep_collect06,
           ep_collect07, ep_collect08, ep_collect09, et_grouplevels.
  ENDMETHOD.

  METHOD check_changed_data.
    e_valid = abap_true.
  ENDMETHOD.

  METHOD free.
    CLEAR mt_outtab.
  ENDMETHOD.

ENDCLASS.
