"! Times in external formats: HH:MM:SS (24 hours) or with AM/PM.
CLASS cl_abap_timefm DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS iso TYPE c LENGTH 1 VALUE '0'.
    CONSTANTS user TYPE c LENGTH 1 VALUE 'U'.

    CLASS-METHODS conv_time_ext_to_int
      IMPORTING
        time_ext      TYPE csequence
        is_24_allowed TYPE abap_bool DEFAULT abap_false
      EXPORTING
        time_int      TYPE t
      RAISING
        cx_abap_timefm_invalid.

    CLASS-METHODS conv_time_int_to_ext
      IMPORTING
        time_int            TYPE t
        without_seconds     TYPE abap_bool DEFAULT abap_false
        format_according_to TYPE c DEFAULT iso
      EXPORTING
        time_ext            TYPE string.

    "! The time format of the user (XUTIMEFM): 0 is 24 hours, 1 to 4 the 12-hour formats; users of the
    "! embedded system have 0.
    CLASS-METHODS get_environment_timefm
      RETURNING
        VALUE(timefm) TYPE xutimefm.

ENDCLASS.



CLASS cl_abap_timefm IMPLEMENTATION.

  METHOD get_environment_timefm.
    timefm = '0'.
  ENDMETHOD.

  METHOD conv_time_int_to_ext.
    time_ext = |{ time_int(2) }:{ time_int+2(2) }|.
    IF without_seconds = abap_false.
      time_ext = |{ time_ext }:{ time_int+4(2) }|.
    ENDIF.
  ENDMETHOD.

  METHOD conv_time_ext_to_int.
    DATA text TYPE string.
    DATA hours TYPE string.
    DATA minutes TYPE string.
    DATA seconds TYPE string.
    DATA suffix TYPE string.
    DATA hour TYPE i.
    text = to_upper( condense( time_ext ) ).
    IF text IS INITIAL.
      CLEAR time_int.
      RETURN.
    ENDIF.
    FIND REGEX `^(\d{1,2}):?(\d{2})(?::?(\d{2}))?\s*(AM|PM)?$` IN text SUBMATCHES hours minutes seconds suffix.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE cx_abap_timefm_invalid.
    ENDIF.
    hour = hours.
    IF suffix IS NOT INITIAL.
      IF hour < 1 OR hour > 12.
        RAISE EXCEPTION TYPE cx_abap_timefm_invalid.
      ENDIF.
      hour = hour MOD 12.
      IF suffix = 'PM'.
        hour = hour + 12.
      ENDIF.
    ENDIF.
    IF hour > 24 OR ( hour = 24 AND is_24_allowed = abap_false ) OR minutes > 59 OR seconds > 59.
      RAISE EXCEPTION TYPE cx_abap_timefm_invalid.
    ENDIF.
    time_int = |{ hour WIDTH = 2 ALIGN = RIGHT PAD = '0' }{ minutes }{ COND string( WHEN seconds IS INITIAL THEN `00` ELSE seconds ) }|.
  ENDMETHOD.

ENDCLASS.
