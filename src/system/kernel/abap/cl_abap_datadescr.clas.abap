CLASS cl_abap_datadescr DEFINITION PUBLIC ABSTRACT INHERITING FROM cl_abap_typedescr CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS get_data_type_kind
      IMPORTING
        p_data             TYPE any
      RETURNING
        VALUE(p_type_kind) TYPE abap_typekind.

    METHODS applies_to_data
      IMPORTING
        p_data             TYPE any
      RETURNING
        VALUE(p_abap_bool) TYPE abap_bool.

    METHODS applies_to_data_ref
      IMPORTING
        p_data_ref         TYPE REF TO data
      RETURNING
        VALUE(p_abap_bool) TYPE abap_bool.

ENDCLASS.



CLASS cl_abap_datadescr IMPLEMENTATION.

  METHOD get_data_type_kind.
    p_type_kind = describe_value( p_data )->type_kind.
  ENDMETHOD.

  METHOD applies_to_data.
    DATA other TYPE REF TO cl_abap_typedescr.
    other = describe_value( p_data ).
    IF other = me OR ( other->absolute_name = absolute_name AND absolute_name NP '\TYPE=%*' ).
      p_abap_bool = abap_true.
    ELSEIF other->kind = kind_elem AND kind = kind_elem AND other->type_kind = type_kind
        AND other->length = length AND other->decimals = decimals.
      p_abap_bool = abap_true.
    ENDIF.
  ENDMETHOD.

  METHOD applies_to_data_ref.
    FIELD-SYMBOLS <target> TYPE any.
    IF p_data_ref IS BOUND.
      ASSIGN p_data_ref->* TO <target>.
      p_abap_bool = applies_to_data( <target> ).
    ENDIF.
  ENDMETHOD.

ENDCLASS.
