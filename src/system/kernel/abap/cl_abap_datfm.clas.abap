"! Dates in the user's external formats (XUDATFM): 1 DD.MM.YYYY, 2 MM/DD/YYYY, 3 MM-DD-YYYY, 4 YYYY.MM.DD,
"! 5 YYYY/MM/DD, 6 YYYY-MM-DD. Users of the embedded system have format 1.
CLASS cl_abap_datfm DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES ty_datfm TYPE c LENGTH 1.

    CLASS-METHODS conv_date_ext_to_int
      IMPORTING
        im_datext    TYPE csequence
        im_datfmdes  TYPE ty_datfm OPTIONAL
      EXPORTING
        ex_datint    TYPE d
        ex_datfmused TYPE ty_datfm
      RAISING
        cx_abap_datfm_no_date
        cx_abap_datfm_invalid_date
        cx_abap_datfm_format_unknown
        cx_abap_datfm_ambiguous.

    CLASS-METHODS conv_date_int_to_ext
      IMPORTING
        im_datint    TYPE d
        im_datfmdes  TYPE ty_datfm OPTIONAL
      EXPORTING
        ex_datext    TYPE clike
        ex_datfmused TYPE ty_datfm
      RAISING
        cx_abap_datfm_format_unknown.

    CLASS-METHODS get_datfm
      RETURNING
        VALUE(r_datfm) TYPE ty_datfm.

    "! The pattern of a date format ('DD.MM.YYYY', 'YYYY-MM-DD' ...): of IM_DATFMDES, or else the user's.
    CLASS-METHODS get_date_format_des
      IMPORTING
        im_datfmdes   TYPE ty_datfm OPTIONAL
        im_langu      TYPE sy-langu DEFAULT sy-langu
        im_plain      TYPE abap_bool DEFAULT abap_false
        im_long       TYPE abap_bool DEFAULT abap_false
      EXPORTING
        ex_dateformat TYPE csequence
      RAISING
        cx_abap_datfm_format_unknown.

  PRIVATE SECTION.
    "! Day, month and year positions of a format in 'DMY' order, and its separator.
    CLASS-METHODS layout
      IMPORTING
        datfm     TYPE ty_datfm
      EXPORTING
        order     TYPE string
        separator TYPE string
      RAISING
        cx_abap_datfm_format_unknown.

ENDCLASS.



CLASS cl_abap_datfm IMPLEMENTATION.

  METHOD get_datfm.
    r_datfm = '1'.
  ENDMETHOD.

  METHOD layout.
    CASE datfm.
      WHEN '1'.
        order = 'DMY'. separator = '.'.
      WHEN '2'.
        order = 'MDY'. separator = '/'.
      WHEN '3'.
        order = 'MDY'. separator = '-'.
      WHEN '4'.
        order = 'YMD'. separator = '.'.
      WHEN '5'.
        order = 'YMD'. separator = '/'.
      WHEN '6'.
        order = 'YMD'. separator = '-'.
      WHEN OTHERS.
        RAISE EXCEPTION TYPE cx_abap_datfm_format_unknown.
    ENDCASE.
  ENDMETHOD.

  METHOD get_date_format_des.
    DATA order TYPE string.
    DATA separator TYPE string.
    DATA parts TYPE string_table.
    DATA datfm TYPE ty_datfm.
    datfm = COND #( WHEN im_datfmdes IS INITIAL THEN get_datfm( ) ELSE im_datfmdes ).
    layout( EXPORTING datfm = datfm IMPORTING order = order separator = separator ).
    DO 3 TIMES.
      CASE substring( val = order off = sy-index - 1 len = 1 ).
        WHEN 'D'.
          APPEND `DD` TO parts.
        WHEN 'M'.
          APPEND `MM` TO parts.
        WHEN 'Y'.
          APPEND `YYYY` TO parts.
      ENDCASE.
    ENDDO.
    IF im_plain = abap_true.
      CLEAR separator.
    ENDIF.
    ex_dateformat = concat_lines_of( table = parts sep = separator ).
  ENDMETHOD.

  METHOD conv_date_int_to_ext.
    DATA order TYPE string.
    DATA separator TYPE string.
    DATA parts TYPE string_table.
    ex_datfmused = COND #( WHEN im_datfmdes IS INITIAL THEN get_datfm( ) ELSE im_datfmdes ).
    layout( EXPORTING datfm = ex_datfmused IMPORTING order = order separator = separator ).
    DO 3 TIMES.
      CASE substring( val = order off = sy-index - 1 len = 1 ).
        WHEN 'D'.
          APPEND CONV string( im_datint+6(2) ) TO parts.
        WHEN 'M'.
          APPEND CONV string( im_datint+4(2) ) TO parts.
        WHEN 'Y'.
          APPEND CONV string( im_datint(4) ) TO parts.
      ENDCASE.
    ENDDO.
    ex_datext = concat_lines_of( table = parts sep = separator ).
  ENDMETHOD.

  METHOD conv_date_ext_to_int.
    DATA order TYPE string.
    DATA separator TYPE string.
    DATA parts TYPE string_table.
    DATA text TYPE string.
    DATA day TYPE n LENGTH 2.
    DATA month TYPE n LENGTH 2.
    DATA year TYPE n LENGTH 4.
    DATA check TYPE d.
    DATA days TYPE i.
    ex_datfmused = COND #( WHEN im_datfmdes IS INITIAL THEN get_datfm( ) ELSE im_datfmdes ).
    layout( EXPORTING datfm = ex_datfmused IMPORTING order = order separator = separator ).
    text = condense( im_datext ).
    IF text IS INITIAL.
      CLEAR ex_datint.
      RETURN.
    ENDIF.
    IF matches( val = text regex = `\d{8}` ).
      " without separators: the digits in the order of the format
      APPEND text(2) TO parts.
      APPEND text+2(2) TO parts.
      APPEND text+4(4) TO parts.
      IF order = 'YMD'.
        CLEAR parts.
        APPEND text(4) TO parts.
        APPEND text+4(2) TO parts.
        APPEND text+6(2) TO parts.
      ENDIF.
    ELSE.
      SPLIT text AT separator INTO TABLE parts.
    ENDIF.
    IF lines( parts ) <> 3 OR NOT matches( val = concat_lines_of( parts ) regex = `\d+` ).
      RAISE EXCEPTION TYPE cx_abap_datfm_no_date.
    ENDIF.
    DO 3 TIMES.
      CASE substring( val = order off = sy-index - 1 len = 1 ).
        WHEN 'D'.
          day = parts[ sy-index ].
        WHEN 'M'.
          month = parts[ sy-index ].
        WHEN 'Y'.
          year = parts[ sy-index ].
          IF strlen( parts[ sy-index ] ) <= 2.
            year = year + 2000.
          ENDIF.
      ENDCASE.
    ENDDO.
    ex_datint = |{ year }{ month }{ day }|.
    days = ex_datint.
    check = days.
    IF check <> ex_datint OR month = 0 OR day = 0.
      RAISE EXCEPTION TYPE cx_abap_datfm_invalid_date.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
