"! Calculations with time stamps: packed numbers YYYYMMDDhhmmss (TIMESTAMP) or with seven decimals of a
"! second (TIMESTAMPL), in UTC. The system time zone of the embedded system is UTC.
CLASS cl_abap_tstmp DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    TYPES timestamp TYPE p LENGTH 8 DECIMALS 0.
    TYPES timestampl TYPE p LENGTH 11 DECIMALS 7.
    TYPES seconds TYPE p LENGTH 11 DECIMALS 7.

    CLASS-METHODS add
      IMPORTING
        tstmp          TYPE p
        secs           TYPE numeric
      RETURNING
        VALUE(r_tstmp) TYPE timestampl
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS subtractsecs
      IMPORTING
        tstmp          TYPE p
        secs           TYPE numeric
      RETURNING
        VALUE(r_tstmp) TYPE timestampl
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS add_to_short
      IMPORTING
        tstmp          TYPE p
        secs           TYPE numeric
      RETURNING
        VALUE(r_tstmp) TYPE timestamp
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS subtractsecs_to_short
      IMPORTING
        tstmp          TYPE p
        secs           TYPE numeric
      RETURNING
        VALUE(r_tstmp) TYPE timestamp
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS subtract
      IMPORTING
        tstmp1        TYPE p
        tstmp2        TYPE p
      RETURNING
        VALUE(r_secs) TYPE seconds
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS td_add
      IMPORTING
        date     TYPE d
        time     TYPE t
        secs     TYPE numeric
      EXPORTING
        res_date TYPE d
        res_time TYPE t
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS td_subtract
      IMPORTING
        date1    TYPE d
        time1    TYPE t
        date2    TYPE d
        time2    TYPE t
      EXPORTING
        res_secs TYPE numeric
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS move
      IMPORTING
        tstmp_src TYPE p
      EXPORTING
        tstmp_tgt TYPE p
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS move_to_short
      IMPORTING
        tstmp_src          TYPE p
      RETURNING
        VALUE(tstmp_short) TYPE timestamp
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS normalize
      IMPORTING
        tstmp_in         TYPE p
      RETURNING
        VALUE(tstmp_out) TYPE timestampl
      RAISING
        cx_parameter_invalid_range
        cx_parameter_invalid_type.

    CLASS-METHODS systemtstmp_syst2utc
      IMPORTING
        syst_date TYPE d
        syst_time TYPE t
      EXPORTING
        utc_tstmp TYPE timestamp
      RAISING
        cx_parameter_invalid_range.

    CLASS-METHODS systemtstmp_utc2syst
      IMPORTING
        utc_tstmp TYPE p
      EXPORTING
        syst_date TYPE d
        syst_time TYPE t
      RAISING
        cx_parameter_invalid_range.

    CLASS-METHODS systemtstmp_syst2loc
      IMPORTING
        syst_date TYPE d
        syst_time TYPE t
      EXPORTING
        loc_date  TYPE d
        loc_time  TYPE t
      RAISING
        cx_parameter_invalid_range.

    CLASS-METHODS systemtstmp_loc2syst
      IMPORTING
        loc_date  TYPE d
        loc_time  TYPE t
      EXPORTING
        syst_date TYPE d
        syst_time TYPE t
      RAISING
        cx_parameter_invalid_range.

    CLASS-METHODS get_system_timezone
      EXPORTING
        system_timezone TYPE string.

    "! A UTCLONG time stamp as a short (whole seconds) or long time stamp, and back; initial for initial.
    CLASS-METHODS utclong2tstmp_short
      IMPORTING
        utclong          TYPE utclong
      RETURNING
        VALUE(timestamp) TYPE timestamp.
    CLASS-METHODS utclong2tstmp
      IMPORTING
        utclong          TYPE utclong
      RETURNING
        VALUE(timestamp) TYPE timestampl.
    CLASS-METHODS tstmp2utclong
      IMPORTING
        timestamp      TYPE p
      RETURNING
        VALUE(utclong) TYPE utclong.

  PRIVATE SECTION.
    "! Seconds since 0001-01-01 00:00:00 of a time stamp; raises CX_PARAMETER_INVALID_RANGE if it is not one.
    CLASS-METHODS to_seconds
      IMPORTING
        tstmp          TYPE p
      RETURNING
        VALUE(seconds) TYPE decfloat34
      RAISING
        cx_parameter_invalid_range.

    CLASS-METHODS from_seconds
      IMPORTING
        seconds      TYPE decfloat34
      RETURNING
        VALUE(tstmp) TYPE timestampl
      RAISING
        cx_parameter_invalid_range.

ENDCLASS.



CLASS cl_abap_tstmp IMPLEMENTATION.

  METHOD to_seconds.
    DATA whole TYPE p LENGTH 8 DECIMALS 0.
    DATA digits TYPE n LENGTH 14.
    DATA date TYPE d.
    DATA time TYPE t.
    DATA days TYPE i.
    DATA secs TYPE i.
    whole = trunc( tstmp ).
    IF tstmp < 0 OR whole > 99991231235959.
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'TSTMP' value = |{ tstmp }|.
    ENDIF.
    digits = whole.
    date = digits(8).
    time = digits+8(6).
    IF tstmp = 0.
      RETURN.
    ENDIF.
    days = date.
    DATA(again) = CONV d( days ).
    IF again <> date OR time(2) > '23' OR time+2(2) > '59' OR time+4(2) > '59'.
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'TSTMP' value = |{ tstmp }|.
    ENDIF.
    secs = time.
    seconds = days * 86400 + secs + frac( tstmp ).
  ENDMETHOD.

  METHOD from_seconds.
    DATA days TYPE i.
    DATA rest TYPE decfloat34.
    DATA date TYPE d.
    DATA time TYPE t.
    DATA secs TYPE i.
    IF seconds < 0 OR seconds >= 315538070400.
      RAISE EXCEPTION TYPE cx_parameter_invalid_range EXPORTING parameter = 'SECS' value = |{ seconds }|.
    ENDIF.
    days = floor( seconds / 86400 ).
    rest = seconds - days * 86400.
    secs = floor( rest ).
    date = days.
    time = secs.
    tstmp = CONV timestamp( |{ date }{ time }| ) + ( rest - secs ).
  ENDMETHOD.

  METHOD add.
    r_tstmp = from_seconds( to_seconds( tstmp ) + secs ).
  ENDMETHOD.

  METHOD subtractsecs.
    r_tstmp = from_seconds( to_seconds( tstmp ) - secs ).
  ENDMETHOD.

  METHOD add_to_short.
    r_tstmp = trunc( add( tstmp = tstmp secs = secs ) ).
  ENDMETHOD.

  METHOD subtractsecs_to_short.
    r_tstmp = trunc( subtractsecs( tstmp = tstmp secs = secs ) ).
  ENDMETHOD.

  METHOD subtract.
    r_secs = to_seconds( tstmp1 ) - to_seconds( tstmp2 ).
  ENDMETHOD.

  METHOD td_add.
    DATA(result) = add( tstmp = CONV timestamp( |{ date }{ time }| ) secs = secs ).
    systemtstmp_utc2syst( EXPORTING utc_tstmp = result IMPORTING syst_date = res_date syst_time = res_time ).
  ENDMETHOD.

  METHOD td_subtract.
    res_secs = subtract( tstmp1 = CONV timestamp( |{ date1 }{ time1 }| ) tstmp2 = CONV timestamp( |{ date2 }{ time2 }| ) ).
  ENDMETHOD.

  METHOD move.
    to_seconds( tstmp_src ).
    tstmp_tgt = tstmp_src.
  ENDMETHOD.

  METHOD move_to_short.
    to_seconds( tstmp_src ).
    tstmp_short = trunc( tstmp_src ).
  ENDMETHOD.

  METHOD normalize.
    tstmp_out = from_seconds( to_seconds( tstmp_in ) ).
  ENDMETHOD.

  METHOD systemtstmp_syst2utc.
    utc_tstmp = |{ syst_date }{ syst_time }|.
  ENDMETHOD.

  METHOD systemtstmp_utc2syst.
    DATA digits TYPE n LENGTH 14.
    digits = trunc( utc_tstmp ).
    syst_date = digits(8).
    syst_time = digits+8(6).
  ENDMETHOD.

  METHOD systemtstmp_syst2loc.
    loc_date = syst_date.
    loc_time = syst_time.
  ENDMETHOD.

  METHOD systemtstmp_loc2syst.
    syst_date = loc_date.
    syst_time = loc_time.
  ENDMETHOD.

  METHOD get_system_timezone.
    system_timezone = 'UTC'.
  ENDMETHOD.

  METHOD utclong2tstmp_short.
    DATA digits TYPE string.
    WRITE '@KERNEL digits.set(utclong.get().replace(/[^0-9]/g, "").substring(0, 14));'.
    IF digits IS NOT INITIAL.
      timestamp = digits.
    ENDIF.
  ENDMETHOD.

  METHOD utclong2tstmp.
    DATA digits TYPE string.
    WRITE '@KERNEL const d = utclong.get().replace(/[^0-9]/g, ""); if (d !== "") digits.set(d.substring(0, 14) + "." + (d.substring(14) + "0000000").substring(0, 7));'.
    IF digits IS NOT INITIAL.
      timestamp = digits.
    ENDIF.
  ENDMETHOD.

  METHOD tstmp2utclong.
    DATA whole TYPE n LENGTH 14.
    DATA fraction TYPE n LENGTH 7.
    DATA long TYPE timestampl.
    IF timestamp IS INITIAL.
      RETURN.
    ENDIF.
    long = timestamp.
    whole = trunc( long ).
    fraction = frac( long ) * 10000000.
    DATA(text) = |{ whole(4) }-{ whole+4(2) }-{ whole+6(2) }T{ whole+8(2) }:{ whole+10(2) }:{ whole+12(2) }.{ fraction }|.
    WRITE '@KERNEL utclong.set(text.get());'.
  ENDMETHOD.

ENDCLASS.
