"! A column of an ALV output: its texts, visibility, output length and alignment.
CLASS cl_salv_column DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        columnname TYPE lvc_fname
        length     TYPE i OPTIONAL
        element    TYPE REF TO cl_abap_elemdescr OPTIONAL.
    METHODS get_columnname RETURNING VALUE(value) TYPE lvc_fname.
    METHODS set_short_text IMPORTING value TYPE scrtext_s.
    METHODS get_short_text RETURNING VALUE(value) TYPE scrtext_s.
    METHODS set_medium_text IMPORTING value TYPE scrtext_m.
    METHODS get_medium_text RETURNING VALUE(value) TYPE scrtext_m.
    METHODS set_long_text IMPORTING value TYPE scrtext_l.
    METHODS get_long_text RETURNING VALUE(value) TYPE scrtext_l.
    METHODS set_tooltip IMPORTING value TYPE string.
    METHODS get_tooltip RETURNING VALUE(value) TYPE string.
    METHODS set_visible IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_visible RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_technical IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_technical RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_output_length IMPORTING value TYPE lvc_outlen.
    METHODS get_output_length RETURNING VALUE(value) TYPE lvc_outlen.
    METHODS set_optimized IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS is_optimized RETURNING VALUE(value) TYPE abap_bool.
    METHODS set_alignment IMPORTING value TYPE salv_de_alignment.
    METHODS get_alignment RETURNING VALUE(value) TYPE salv_de_alignment.
    METHODS set_zero IMPORTING value TYPE abap_bool DEFAULT abap_true.
    METHODS set_edit_mask IMPORTING value TYPE csequence.
    METHODS get_edit_mask RETURNING VALUE(value) TYPE string.
    METHODS set_currency_column IMPORTING value TYPE lvc_cfname RAISING cx_salv_not_found cx_salv_data_error.
    METHODS get_currency_column RETURNING VALUE(value) TYPE lvc_cfname.
    METHODS set_quantity_column IMPORTING value TYPE lvc_qfname RAISING cx_salv_not_found cx_salv_data_error.
    METHODS get_quantity_column RETURNING VALUE(value) TYPE lvc_qfname.
    "! The dictionary facts of the column's type: its ABAP type kind, dictionary data type, decimals,
    "! output length, and data element and domain when it is typed with one.
    METHODS get_ddic_inttype RETURNING VALUE(value) TYPE inttype.
    METHODS get_ddic_datatype RETURNING VALUE(value) TYPE datatype_d.
    METHODS get_ddic_decimals RETURNING VALUE(value) TYPE lvc_decmls.
    METHODS get_ddic_outputlen RETURNING VALUE(value) TYPE lvc_outlen.
    METHODS get_ddic_intlen RETURNING VALUE(value) TYPE intlen.
    METHODS get_ddic_rollname RETURNING VALUE(value) TYPE rollname.
    METHODS get_ddic_domain RETURNING VALUE(value) TYPE domname.

  PRIVATE SECTION.
    DATA columnname TYPE lvc_fname.
    DATA short_text TYPE scrtext_s.
    DATA medium_text TYPE scrtext_m.
    DATA long_text TYPE scrtext_l.
    DATA tooltip TYPE string.
    DATA hidden TYPE abap_bool.
    DATA technical TYPE abap_bool.
    DATA output_length TYPE lvc_outlen.
    DATA optimized TYPE abap_bool.
    DATA alignment TYPE salv_de_alignment.
    DATA zero TYPE abap_bool VALUE abap_true.
    DATA edit_mask TYPE string.
    DATA currency_column TYPE lvc_cfname.
    DATA quantity_column TYPE lvc_qfname.
    DATA field TYPE dfies.

ENDCLASS.



CLASS cl_salv_column IMPLEMENTATION.

  METHOD constructor.
    me->columnname = columnname.
    IF element IS BOUND.
      field-inttype = element->type_kind.
      field-decimals = element->decimals.
      field-intlen = element->length.
      field-outputlen = element->output_length.
      element->get_ddic_field( RECEIVING p_flddescr = field EXCEPTIONS OTHERS = 1 ).
      IF sy-subrc <> 0.
        field-datatype = SWITCH #( element->type_kind
          WHEN cl_abap_typedescr=>typekind_char THEN 'CHAR' WHEN cl_abap_typedescr=>typekind_num THEN 'NUMC'
          WHEN cl_abap_typedescr=>typekind_date THEN 'DATS' WHEN cl_abap_typedescr=>typekind_time THEN 'TIMS'
          WHEN cl_abap_typedescr=>typekind_packed THEN 'DEC' WHEN cl_abap_typedescr=>typekind_int THEN 'INT4'
          WHEN cl_abap_typedescr=>typekind_int1 THEN 'INT1' WHEN cl_abap_typedescr=>typekind_int2 THEN 'INT2'
          WHEN cl_abap_typedescr=>typekind_int8 THEN 'INT8' WHEN cl_abap_typedescr=>typekind_float THEN 'FLTP'
          WHEN cl_abap_typedescr=>typekind_hex THEN 'RAW' WHEN cl_abap_typedescr=>typekind_string THEN 'STRG'
          WHEN cl_abap_typedescr=>typekind_xstring THEN 'RSTR' ).
      ENDIF.
    ENDIF.
    output_length = length.
    short_text = columnname.
    medium_text = columnname.
    long_text = columnname.
  ENDMETHOD.

  METHOD get_columnname.
    value = columnname.
  ENDMETHOD.

  METHOD set_short_text.
    short_text = value.
  ENDMETHOD.

  METHOD get_short_text.
    value = short_text.
  ENDMETHOD.

  METHOD set_medium_text.
    medium_text = value.
  ENDMETHOD.

  METHOD get_medium_text.
    value = medium_text.
  ENDMETHOD.

  METHOD set_long_text.
    long_text = value.
  ENDMETHOD.

  METHOD get_long_text.
    value = long_text.
  ENDMETHOD.

  METHOD set_tooltip.
    tooltip = value.
  ENDMETHOD.

  METHOD get_tooltip.
    value = tooltip.
  ENDMETHOD.

  METHOD set_visible.
    hidden = boolc( value = abap_false ).
  ENDMETHOD.

  METHOD is_visible.
    value = boolc( hidden = abap_false ).
  ENDMETHOD.

  METHOD set_technical.
    technical = value.
  ENDMETHOD.

  METHOD is_technical.
    value = technical.
  ENDMETHOD.

  METHOD set_output_length.
    output_length = value.
  ENDMETHOD.

  METHOD get_output_length.
    value = output_length.
  ENDMETHOD.

  METHOD set_optimized.
    optimized = value.
  ENDMETHOD.

  METHOD is_optimized.
    value = optimized.
  ENDMETHOD.

  METHOD set_alignment.
    alignment = value.
  ENDMETHOD.

  METHOD get_alignment.
    value = alignment.
  ENDMETHOD.

  METHOD set_zero.
    zero = value.
  ENDMETHOD.

  METHOD set_edit_mask.
    edit_mask = value.
  ENDMETHOD.

  METHOD get_edit_mask.
    value = edit_mask.
  ENDMETHOD.

  METHOD set_currency_column.
    currency_column = value.
  ENDMETHOD.

  METHOD get_currency_column.
    value = currency_column.
  ENDMETHOD.

  METHOD set_quantity_column.
    quantity_column = value.
  ENDMETHOD.

  METHOD get_quantity_column.
    value = quantity_column.
  ENDMETHOD.

  METHOD get_ddic_inttype.
    value = field-inttype.
  ENDMETHOD.

  METHOD get_ddic_datatype.
    value = field-datatype.
  ENDMETHOD.

  METHOD get_ddic_decimals.
    value = field-decimals.
  ENDMETHOD.

  METHOD get_ddic_outputlen.
    value = field-outputlen.
  ENDMETHOD.

  METHOD get_ddic_intlen.
    value = field-intlen.
  ENDMETHOD.

  METHOD get_ddic_rollname.
    value = field-rollname.
  ENDMETHOD.

  METHOD get_ddic_domain.
    value = field-domname.
  ENDMETHOD.

ENDCLASS.
