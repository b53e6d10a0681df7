*&---------------------------------------------------------------------*
*&  Include           ZDEMO_FLIGHT_LIST_F01
*&---------------------------------------------------------------------*

FORM write_header USING iv_carrier_id TYPE zdemo_carrier_id.
  DATA lv_carrier_name TYPE zdemo_carrier_name.

  SELECT SINGLE name FROM zdemo_carrier INTO lv_carrier_name
    WHERE carrier_id = iv_carrier_id.
  IF sy-subrc <> 0.
    lv_carrier_name = 'Unknown airline'.
  ENDIF.

  WRITE: / 'Flights of', iv_carrier_id, lv_carrier_name.
  ULINE.
  SKIP.
ENDFORM.

FORM write_flights USING iv_carrier_id TYPE zdemo_carrier_id.
  DATA: lt_flights    TYPE STANDARD TABLE OF zdemo_flight WITH DEFAULT KEY,
        ls_flight     TYPE zdemo_flight,
        lv_route      TYPE string,
        lv_seats_free TYPE zdemo_seats_free,
        lv_count      TYPE i.

  SELECT * FROM zdemo_flight INTO TABLE lt_flights
    WHERE carrier_id = iv_carrier_id
    ORDER BY connection_id flight_date.

  IF lt_flights IS INITIAL.
    WRITE / 'No flights found.'.
    RETURN.
  ENDIF.

  LOOP AT lt_flights INTO ls_flight.
    CALL FUNCTION 'Z_DEMO_FORMAT_ROUTE'
      EXPORTING
        iv_airport_from = ls_flight-airport_from
        iv_airport_to   = ls_flight-airport_to
      IMPORTING
        ev_route        = lv_route.
    lv_seats_free = ls_flight-seats_max - ls_flight-seats_occupied.

    WRITE: / ls_flight-connection_id,
             ls_flight-flight_date,
             lv_route,
             ls_flight-price,
             ls_flight-currency,
             lv_seats_free.
  ENDLOOP.

  lv_count = lines( lt_flights ).
  SKIP.
  ULINE.
  WRITE: / 'Flights listed:', lv_count.
ENDFORM.
