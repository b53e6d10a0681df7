"! A column of an ALV output: its texts, visibility, output length and alignment.
CLASS cl_salv_column DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS constructor
      IMPORTING
        columnname TYPE lvc_fname
        length     TYPE i OPTIONAL.
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

ENDCLASS.



CLASS cl_salv_column IMPLEMENTATION.

  METHOD constructor.
    me->columnname = columnname.
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

ENDCLASS.
