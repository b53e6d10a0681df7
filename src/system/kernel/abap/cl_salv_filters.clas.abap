"! Filter criteria of an ALV table.
CLASS cl_salv_filters DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    METHODS add_filter
      IMPORTING
        columnname TYPE lvc_fname
        sign       TYPE c DEFAULT 'I'
        option     TYPE c DEFAULT 'EQ'
        low        TYPE csequence OPTIONAL
        high       TYPE csequence OPTIONAL
      RAISING
        cx_salv_not_found
        cx_salv_data_error
        cx_salv_existing.
    METHODS clear.
    METHODS get_criteria RETURNING VALUE(value) TYPE lvc_t_filt.

  PRIVATE SECTION.
    DATA criteria TYPE lvc_t_filt.

ENDCLASS.



CLASS cl_salv_filters IMPLEMENTATION.

  METHOD add_filter.
    DATA criterion LIKE LINE OF criteria.
    criterion-fieldname = to_upper( columnname ).
    criterion-sign = sign.
    criterion-option = option.
    criterion-low = low.
    criterion-high = high.
    APPEND criterion TO criteria.
  ENDMETHOD.

  METHOD clear.
    CLEAR criteria.
  ENDMETHOD.

  METHOD get_criteria.
    value = criteria.
  ENDMETHOD.

ENDCLASS.
