CLASS zcl_demo_classrun DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    INTERFACES if_oo_adt_classrun .
  PROTECTED SECTION.
  PRIVATE SECTION.

    METHODS next_departure
      RETURNING
        VALUE(rs_flight) TYPE zdemo_s_flight_info .
    METHODS departures
      RETURNING
        VALUE(rt_flights) TYPE zdemo_t_flight_info .
    METHODS flight
      IMPORTING
        !iv_carrier_id    TYPE zdemo_carrier_id
        !iv_carrier_name  TYPE zdemo_carrier_name
        !iv_connection_id TYPE zdemo_connection_id
        !iv_flight_date   TYPE zdemo_flight_date
        !iv_airport_from  TYPE zdemo_airport_from
        !iv_airport_to    TYPE zdemo_airport_to
        !iv_seats_free    TYPE zdemo_seats_free
        !iv_price         TYPE zdemo_price
        !iv_currency      TYPE zdemo_currency
      RETURNING
        VALUE(rs_flight)  TYPE zdemo_s_flight_info .
ENDCLASS.



CLASS zcl_demo_classrun IMPLEMENTATION.


  METHOD departures.
    APPEND flight( iv_carrier_id    = 'ZA'
                   iv_carrier_name  = 'Zephyr Air'
                   iv_connection_id = '0100'
                   iv_flight_date   = '20250315'
                   iv_airport_from  = 'FRA'
                   iv_airport_to    = 'JFK'
                   iv_seats_free    = 42
                   iv_price         = '420.00'
                   iv_currency      = 'EUR' ) TO rt_flights.
    APPEND flight( iv_carrier_id    = 'KT'
                   iv_carrier_name  = 'Kite Airways'
                   iv_connection_id = '0031'
                   iv_flight_date   = '20250316'
                   iv_airport_from  = 'LHR'
                   iv_airport_to    = 'LIS'
                   iv_seats_free    = 7
                   iv_price         = '129.50'
                   iv_currency      = 'GBP' ) TO rt_flights.
    APPEND flight( iv_carrier_id    = 'PC'
                   iv_carrier_name  = 'Pacific Crest'
                   iv_connection_id = '0808'
                   iv_flight_date   = '20250318'
                   iv_airport_from  = 'SFO'
                   iv_airport_to    = 'SYD'
                   iv_seats_free    = 0
                   iv_price         = '1180.00'
                   iv_currency      = 'USD' ) TO rt_flights.
  ENDMETHOD.


  METHOD flight.
    rs_flight-carrier_id    = iv_carrier_id.
    rs_flight-carrier_name  = iv_carrier_name.
    rs_flight-connection_id = iv_connection_id.
    rs_flight-flight_date   = iv_flight_date.
    rs_flight-route         = |{ iv_airport_from } -> { iv_airport_to }|.
    rs_flight-seats_free    = iv_seats_free.
    rs_flight-price         = iv_price.
    rs_flight-currency      = iv_currency.
  ENDMETHOD.


  METHOD if_oo_adt_classrun~main.
    DATA: lv_greeting   TYPE string,
          lv_count      TYPE i,
          ls_departure  TYPE zdemo_s_flight_info,
          lt_departures TYPE zdemo_t_flight_info.

    lv_greeting = `Welcome to the abapdeck demo system`.
    ls_departure = next_departure( ).
    lt_departures = departures( ).
    lv_count = lines( lt_departures ).

    out->write( lv_greeting ).
    out->write( data = lv_count
                name = 'Departures listed' ).
    out->write( data = ls_departure
                name = 'Next departure' ).
    out->write( data = lt_departures
                name = 'Departures' ).
  ENDMETHOD.


  METHOD next_departure.
    DATA lt_departures TYPE zdemo_t_flight_info.

    lt_departures = departures( ).
    READ TABLE lt_departures INTO rs_flight INDEX 1.
  ENDMETHOD.
ENDCLASS.
