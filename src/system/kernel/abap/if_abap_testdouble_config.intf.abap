"! Configures how a test double answers a call, and what it expects: every method returns the
"! configuration, so calls chain; the configured call is the next call made on the double.
INTERFACE if_abap_testdouble_config PUBLIC.

  METHODS returning
    IMPORTING
      value         TYPE any
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS set_parameter
    IMPORTING
      name          TYPE csequence
      value         TYPE any
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS raise_exception
    IMPORTING
      exception     TYPE REF TO cx_root
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS ignore_parameter
    IMPORTING
      name          TYPE csequence
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS ignore_all_parameters
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS times
    IMPORTING
      times         TYPE i
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS and_expect
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS is_called_times
    IMPORTING
      times         TYPE i
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS is_called_once
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS is_never_called
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

  METHODS is_called_at_least
    IMPORTING
      times         TYPE i
    RETURNING
      VALUE(result) TYPE REF TO if_abap_testdouble_config.

ENDINTERFACE.
