FUNCTION z_demo_format_route.
*"----------------------------------------------------------------------
*"*"Local Interface:
*"  IMPORTING
*"     REFERENCE(IV_AIRPORT_FROM) TYPE  ZDEMO_AIRPORT_FROM
*"     REFERENCE(IV_AIRPORT_TO) TYPE  ZDEMO_AIRPORT_TO
*"  EXPORTING
*"     VALUE(EV_ROUTE) TYPE  STRING
*"----------------------------------------------------------------------

  ev_route = |{ iv_airport_from } -> { iv_airport_to }|.

ENDFUNCTION.
