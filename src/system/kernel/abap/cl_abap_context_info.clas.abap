"! The current user, date, time and system (ABAP Cloud's replacement for sy-uname, sy-datum, sy-uzeit ...).
CLASS cl_abap_context_info DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS get_system_date RETURNING VALUE(rv_date) TYPE d.
    CLASS-METHODS get_system_time RETURNING VALUE(rv_time) TYPE t.
    CLASS-METHODS get_user_technical_name RETURNING VALUE(rv_technical_name) TYPE sy-uname.
    CLASS-METHODS get_user_alias RETURNING VALUE(rv_alias) TYPE string RAISING cx_abap_context_info_error.
    CLASS-METHODS get_user_formatted_name RETURNING VALUE(rv_formatted_name) TYPE string RAISING cx_abap_context_info_error.
    CLASS-METHODS get_user_language_abap_format RETURNING VALUE(rv_language)  TYPE sy-langu RAISING cx_abap_context_info_error.
    CLASS-METHODS get_user_language_iso_format RETURNING VALUE(rv_language) TYPE string RAISING cx_abap_context_info_error.
    CLASS-METHODS get_user_time_zone RETURNING VALUE(rv_time_zone) TYPE string RAISING cx_abap_context_info_error.
    CLASS-METHODS get_system_url RETURNING VALUE(rv_url) TYPE string RAISING cx_abap_context_info_error.

ENDCLASS.



CLASS cl_abap_context_info IMPLEMENTATION.

  METHOD get_system_date.
    rv_date = sy-datum.
  ENDMETHOD.

  METHOD get_system_time.
    rv_time = sy-uzeit.
  ENDMETHOD.

  METHOD get_user_technical_name.
    rv_technical_name = sy-uname.
  ENDMETHOD.

  METHOD get_user_alias.
    rv_alias = sy-uname.
  ENDMETHOD.

  METHOD get_user_formatted_name.
    rv_formatted_name = sy-uname.
  ENDMETHOD.

  METHOD get_user_language_abap_format.
    rv_language = sy-langu.
  ENDMETHOD.

  METHOD get_user_language_iso_format.
    rv_language = COND #( WHEN sy-langu = 'D' THEN `DE` ELSE `EN` ).
  ENDMETHOD.

  METHOD get_user_time_zone.
    rv_time_zone = `UTC`.
  ENDMETHOD.

  METHOD get_system_url.
    rv_url = to_lower( sy-host ).
  ENDMETHOD.

ENDCLASS.
