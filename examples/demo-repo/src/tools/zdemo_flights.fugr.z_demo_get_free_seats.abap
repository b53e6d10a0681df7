FUNCTION z_demo_get_free_seats.
*"----------------------------------------------------------------------
*"*"Local Interface:
*"  IMPORTING
*"     VALUE(IV_CARRIER_ID) TYPE  ZDEMO_CARRIER_ID
*"     VALUE(IV_CONNECTION_ID) TYPE  ZDEMO_CONNECTION_ID
*"     VALUE(IV_FLIGHT_DATE) TYPE  ZDEMO_FLIGHT_DATE
*"  EXPORTING
*"     VALUE(EV_SEATS_FREE) TYPE  ZDEMO_SEATS_FREE
*"  EXCEPTIONS
*"      FLIGHT_NOT_FOUND
*"----------------------------------------------------------------------

  DATA ls_flight TYPE zdemo_flight.

  SELECT SINGLE * FROM zdemo_flight INTO ls_flight
    WHERE carrier_id    = iv_carrier_id
      AND connection_id = iv_connection_id
      AND flight_date   = iv_flight_date.
  IF sy-subrc <> 0.
    RAISE flight_not_found.
  ENDIF.

  ev_seats_free = ls_flight-seats_max - ls_flight-seats_occupied.
  IF ev_seats_free < 0.
    ev_seats_free = 0.
  ENDIF.

ENDFUNCTION.
