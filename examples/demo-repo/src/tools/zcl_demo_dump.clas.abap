CLASS zcl_demo_dump DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    INTERFACES if_oo_adt_classrun .

    CLASS-METHODS load_factor
      IMPORTING
        !iv_seats_occupied TYPE zdemo_seats_occupied
        !iv_seats_max      TYPE zdemo_seats_max
      RETURNING
        VALUE(rv_percent)  TYPE i .
  PROTECTED SECTION.
  PRIVATE SECTION.

    METHODS report_load
      IMPORTING
        !is_flight TYPE zdemo_flight
        !io_out    TYPE REF TO if_oo_adt_classrun_out .
ENDCLASS.



CLASS zcl_demo_dump IMPLEMENTATION.


  METHOD if_oo_adt_classrun~main.
    DATA ls_flight TYPE zdemo_flight.

    " A charter flight whose aircraft capacity was never maintained:
    " SEATS_MAX is still zero while passengers are already booked.
    ls_flight-carrier_id     = 'ZA'.
    ls_flight-connection_id  = '0990'.
    ls_flight-flight_date    = '20250401'.
    ls_flight-airport_from   = 'FRA'.
    ls_flight-airport_to     = 'BCN'.
    ls_flight-seats_max      = 0.
    ls_flight-seats_occupied = 12.

    out->write( |Load factor of charter flight { ls_flight-carrier_id } { ls_flight-connection_id }| ).
    report_load( is_flight = ls_flight
                 io_out    = out ).
  ENDMETHOD.


  METHOD load_factor.
    rv_percent = iv_seats_occupied * 100 / iv_seats_max.
  ENDMETHOD.


  METHOD report_load.
    DATA lv_percent TYPE i.

    lv_percent = load_factor( iv_seats_occupied = is_flight-seats_occupied
                              iv_seats_max      = is_flight-seats_max ).
    io_out->write( |{ lv_percent }% of the seats are taken| ).
  ENDMETHOD.
ENDCLASS.
