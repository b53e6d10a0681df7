CLASS cl_abap_elemdescr DEFINITION PUBLIC INHERITING FROM cl_abap_datadescr CREATE PUBLIC.

  PUBLIC SECTION.
    DATA output_length TYPE i READ-ONLY.
    DATA edit_mask TYPE string READ-ONLY.
    DATA help_id TYPE string READ-ONLY.

    CLASS-METHODS get_c IMPORTING p_length TYPE i RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_n IMPORTING p_length TYPE i RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_x IMPORTING p_length TYPE i RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_p
      IMPORTING
        p_length        TYPE i
        p_decimals      TYPE i
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_string RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_xstring RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_i RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_int8 RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_f RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_d RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_t RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_decfloat16 RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_decfloat34 RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.
    CLASS-METHODS get_utclong RETURNING VALUE(p_result) TYPE REF TO cl_abap_elemdescr.

    "! The dictionary description of the data element typing the described data (DFIES); NO_DDIC_TYPE for a
    "! type that is not a data element.
    METHODS get_ddic_field
      IMPORTING
        p_langu            TYPE sy-langu DEFAULT sy-langu
      RETURNING
        VALUE(p_flddescr)  TYPE dfies
      EXCEPTIONS
        not_found
        no_ddic_type.

    METHODS get_ddic_object REDEFINITION.

  PROTECTED SECTION.
    METHODS load_proto REDEFINITION.

  PRIVATE SECTION.
    CLASS-METHODS of_ref
      IMPORTING
        ref             TYPE REF TO data
      RETURNING
        VALUE(p_result) TYPE REF TO cl_abap_elemdescr.

ENDCLASS.



CLASS cl_abap_elemdescr IMPLEMENTATION.

  METHOD of_ref.
    FIELD-SYMBOLS <value> TYPE any.
    ASSIGN ref->* TO <value>.
    p_result ?= describe_value( <value> ).
  ENDMETHOD.

  METHOD get_c.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE c LENGTH p_length.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_n.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE n LENGTH p_length.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_x.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE x LENGTH p_length.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_p.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE p LENGTH p_length DECIMALS p_decimals.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_string.
    p_result ?= describe_by_name( 'STRING' ).
  ENDMETHOD.

  METHOD get_xstring.
    p_result ?= describe_by_name( 'XSTRING' ).
  ENDMETHOD.

  METHOD get_i.
    p_result ?= describe_by_name( 'I' ).
  ENDMETHOD.

  METHOD get_int8.
    p_result ?= describe_by_name( 'INT8' ).
  ENDMETHOD.

  METHOD get_f.
    p_result ?= describe_by_name( 'F' ).
  ENDMETHOD.

  METHOD get_d.
    p_result ?= describe_by_name( 'D' ).
  ENDMETHOD.

  METHOD get_t.
    p_result ?= describe_by_name( 'T' ).
  ENDMETHOD.

  METHOD get_decfloat16.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE decfloat34.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_decfloat34.
    DATA ref TYPE REF TO data.
    CREATE DATA ref TYPE decfloat34.
    p_result = of_ref( ref ).
  ENDMETHOD.

  METHOD get_utclong.
    p_result ?= describe_by_name( 'UTCLONG' ).
  ENDMETHOD.

  METHOD get_ddic_field.
    DATA found TYPE abap_bool.
    DATA domain TYPE string.
    DATA description TYPE string.
    IF is_ddic_type( ) = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    p_flddescr-rollname = get_relative_name( ).
    ddic_element( EXPORTING name = p_flddescr-rollname IMPORTING found = found domain = domain description = description ).
    IF found = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    p_flddescr-tabname = p_flddescr-rollname.
    p_flddescr-langu = p_langu.
    p_flddescr-position = 1.
    p_flddescr-domname = domain.
    p_flddescr-fieldtext = description.
    p_flddescr-inttype = type_kind.
    p_flddescr-intlen = length.
    p_flddescr-decimals = decimals.
    p_flddescr-outputlen = output_length.
    p_flddescr-datatype = ddic_datatype( type_kind = type_kind domain = domain element = p_flddescr-rollname ).
    CASE type_kind.
      WHEN typekind_char OR typekind_num OR typekind_date OR typekind_time.
        p_flddescr-leng = length / 2.
      WHEN typekind_packed.
        p_flddescr-leng = 2 * length - 1.
      WHEN typekind_int.
        p_flddescr-leng = 10.
      WHEN typekind_int1.
        p_flddescr-leng = 3.
      WHEN typekind_int2.
        p_flddescr-leng = 5.
      WHEN typekind_int8.
        p_flddescr-leng = 19.
      WHEN OTHERS.
        p_flddescr-leng = length.
    ENDCASE.
  ENDMETHOD.

  METHOD get_ddic_object.
    IF is_ddic_type( ) = abap_false.
      RAISE no_ddic_type.
    ENDIF.
    DATA(line) = x031l_line( fieldname = `` offset = 0 type_kind = type_kind length = length decimals = decimals
                             output_length = output_length rollname = get_relative_name( ) ).
    line-tabname = get_relative_name( ).
    APPEND line TO p_object.
  ENDMETHOD.

  METHOD load_proto.
    CASE type_kind.
      WHEN typekind_char OR typekind_num OR typekind_date OR typekind_time.
        output_length = length / 2.
      WHEN typekind_hex.
        output_length = length * 2.
      WHEN typekind_int.
        output_length = 11.
      WHEN typekind_int1.
        output_length = 3.
      WHEN typekind_int2.
        output_length = 6.
      WHEN typekind_int8.
        output_length = 20.
      WHEN typekind_packed.
        output_length = 2 * length.
        IF decimals > 0.
          output_length = output_length + 1.
        ENDIF.
      WHEN typekind_float.
        output_length = 24.
      WHEN typekind_decfloat34.
        output_length = 46.
      WHEN typekind_utclong.
        output_length = 27.
    ENDCASE.
  ENDMETHOD.

ENDCLASS.
