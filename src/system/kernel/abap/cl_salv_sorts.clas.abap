"! The sort criteria of an ALV output, in the order they were added (LVC_S_SORT lines).
CLASS cl_salv_sorts DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS sort_up TYPE i VALUE 1.
    CONSTANTS sort_down TYPE i VALUE 2.

    "! Adds a criterion for COLUMNNAME at POSITION (0: after the others); CX_SALV_EXISTING when the column
    "! is sorted already.
    METHODS add_sort
      IMPORTING
        columnname TYPE lvc_fname
        position   TYPE i OPTIONAL
        sequence   TYPE i DEFAULT sort_up
        subtotal   TYPE abap_bool DEFAULT abap_false
        group      TYPE c OPTIONAL
        obligatory TYPE abap_bool DEFAULT abap_false
      RAISING
        cx_salv_not_found
        cx_salv_existing
        cx_salv_data_error.
    METHODS remove_sort
      IMPORTING
        columnname TYPE lvc_fname
      RAISING
        cx_salv_not_found.
    METHODS clear.
    METHODS is_empty RETURNING VALUE(value) TYPE abap_bool.
    "! The criteria as the control's sort table.
    METHODS get_lvc_sort RETURNING VALUE(value) TYPE lvc_t_sort.

  PRIVATE SECTION.
    DATA sorts TYPE lvc_t_sort.

ENDCLASS.



CLASS cl_salv_sorts IMPLEMENTATION.

  METHOD add_sort.
    DATA sort TYPE lvc_s_sort.
    READ TABLE sorts WITH KEY fieldname = columnname TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      RAISE EXCEPTION TYPE cx_salv_existing.
    ENDIF.
    sort-fieldname = columnname.
    sort-up = xsdbool( sequence <> sort_down ).
    sort-down = xsdbool( sequence = sort_down ).
    sort-subtot = subtotal.
    sort-group = group.
    sort-obligatory = obligatory.
    IF position > 0 AND position <= lines( sorts ).
      INSERT sort INTO sorts INDEX position.
    ELSE.
      APPEND sort TO sorts.
    ENDIF.
    LOOP AT sorts ASSIGNING FIELD-SYMBOL(<sort>).
      <sort>-spos = sy-tabix.
    ENDLOOP.
  ENDMETHOD.

  METHOD remove_sort.
    DELETE sorts WHERE fieldname = columnname.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_salv_not_found.
    ENDIF.
    LOOP AT sorts ASSIGNING FIELD-SYMBOL(<sort>).
      <sort>-spos = sy-tabix.
    ENDLOOP.
  ENDMETHOD.

  METHOD clear.
    CLEAR sorts.
  ENDMETHOD.

  METHOD is_empty.
    value = xsdbool( sorts IS INITIAL ).
  ENDMETHOD.

  METHOD get_lvc_sort.
    value = sorts.
  ENDMETHOD.

ENDCLASS.
