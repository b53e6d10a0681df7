CLASS zcl_demo_booking_service DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    TYPES:
      ty_bookings TYPE STANDARD TABLE OF zdemo_booking WITH DEFAULT KEY .

    CONSTANTS:
      BEGIN OF gc_status,
        new        TYPE zdemo_booking_status VALUE 'N',
        confirmed  TYPE zdemo_booking_status VALUE 'C',
        waitlisted TYPE zdemo_booking_status VALUE 'W',
        cancelled  TYPE zdemo_booking_status VALUE 'X',
      END OF gc_status .

    METHODS constructor
      IMPORTING
        !io_fare_calculator TYPE REF TO zif_demo_fare_calculator OPTIONAL .
    METHODS get_booking
      IMPORTING
        !iv_booking_id    TYPE zdemo_booking_id
      RETURNING
        VALUE(rs_booking) TYPE zdemo_booking
      RAISING
        zcx_demo_booking_error .
    METHODS get_open_bookings
      RETURNING
        VALUE(rt_bookings) TYPE ty_bookings .
    METHODS create_booking
      IMPORTING
        !is_flight           TYPE zdemo_flight
        !iv_customer_name    TYPE zdemo_customer_name
        !iv_fare_class       TYPE zdemo_fare_class
        !iv_booking_date     TYPE zdemo_booking_date
      RETURNING
        VALUE(rs_booking)    TYPE zdemo_booking
      RAISING
        zcx_demo_booking_error .
    METHODS confirm_booking
      IMPORTING
        !iv_booking_id    TYPE zdemo_booking_id
      RETURNING
        VALUE(rs_booking) TYPE zdemo_booking
      RAISING
        zcx_demo_booking_error .
    METHODS cancel_booking
      IMPORTING
        !iv_booking_id    TYPE zdemo_booking_id
      RETURNING
        VALUE(rs_booking) TYPE zdemo_booking
      RAISING
        zcx_demo_booking_error .
    METHODS quote_price
      IMPORTING
        !is_flight      TYPE zdemo_flight
        !iv_fare_class  TYPE zdemo_fare_class
      RETURNING
        VALUE(rv_price) TYPE zdemo_price
      RAISING
        zcx_demo_booking_error .
    CLASS-METHODS is_transition_allowed
      IMPORTING
        !iv_from          TYPE zdemo_booking_status
        !iv_to            TYPE zdemo_booking_status
      RETURNING
        VALUE(rv_allowed) TYPE abap_bool .
  PROTECTED SECTION.
  PRIVATE SECTION.

    DATA mo_fare_calculator TYPE REF TO zif_demo_fare_calculator .

    METHODS change_status
      IMPORTING
        !iv_booking_id    TYPE zdemo_booking_id
        !iv_status        TYPE zdemo_booking_status
      RETURNING
        VALUE(rs_booking) TYPE zdemo_booking
      RAISING
        zcx_demo_booking_error .
    METHODS next_booking_id
      RETURNING
        VALUE(rv_booking_id) TYPE zdemo_booking_id .
    METHODS seats_free
      IMPORTING
        !is_booking          TYPE zdemo_booking
      RETURNING
        VALUE(rv_seats_free) TYPE zdemo_seats_free
      RAISING
        zcx_demo_booking_error .
ENDCLASS.



CLASS zcl_demo_booking_service IMPLEMENTATION.


  METHOD cancel_booking.
    rs_booking = change_status( iv_booking_id = iv_booking_id
                                iv_status     = gc_status-cancelled ).
  ENDMETHOD.


  METHOD change_status.
    rs_booking = get_booking( iv_booking_id ).

    IF is_transition_allowed( iv_from = rs_booking-status
                              iv_to   = iv_status ) = abap_false.
      RAISE EXCEPTION TYPE zcx_demo_booking_error
        EXPORTING
          reason = |Booking { iv_booking_id } cannot change from status { rs_booking-status } to { iv_status }|.
    ENDIF.

    rs_booking-status = iv_status.
    MODIFY zdemo_booking FROM rs_booking.
  ENDMETHOD.


  METHOD confirm_booking.
    DATA: ls_booking    TYPE zdemo_booking,
          lv_new_status TYPE zdemo_booking_status.

    ls_booking = get_booking( iv_booking_id ).

    IF seats_free( ls_booking ) > 0.
      lv_new_status = gc_status-confirmed.
    ELSE.
      lv_new_status = gc_status-waitlisted.
    ENDIF.

    rs_booking = change_status( iv_booking_id = iv_booking_id
                                iv_status     = lv_new_status ).
  ENDMETHOD.


  METHOD constructor.
    IF io_fare_calculator IS BOUND.
      mo_fare_calculator = io_fare_calculator.
    ELSE.
      CREATE OBJECT mo_fare_calculator TYPE zcl_demo_fare_calculator.
    ENDIF.
  ENDMETHOD.


  METHOD create_booking.
    rs_booking-booking_id    = next_booking_id( ).
    rs_booking-carrier_id    = is_flight-carrier_id.
    rs_booking-connection_id = is_flight-connection_id.
    rs_booking-flight_date   = is_flight-flight_date.
    rs_booking-customer_name = iv_customer_name.
    rs_booking-fare_class    = iv_fare_class.
    rs_booking-booking_date  = iv_booking_date.
    rs_booking-price         = quote_price( is_flight     = is_flight
                                            iv_fare_class = iv_fare_class ).
    rs_booking-currency      = is_flight-currency.
    rs_booking-status        = gc_status-new.

    INSERT zdemo_booking FROM rs_booking.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE zcx_demo_booking_error
        EXPORTING
          reason = |Booking { rs_booking-booking_id } already exists|.
    ENDIF.
  ENDMETHOD.


  METHOD get_booking.
    SELECT SINGLE * FROM zdemo_booking INTO rs_booking
      WHERE booking_id = iv_booking_id.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE zcx_demo_booking_error
        EXPORTING
          reason = |Booking { iv_booking_id } not found|.
    ENDIF.
  ENDMETHOD.


  METHOD get_open_bookings.
    SELECT * FROM zdemo_booking INTO TABLE rt_bookings
      WHERE status = gc_status-new
      ORDER BY booking_id.
  ENDMETHOD.


  METHOD is_transition_allowed.
    CASE iv_from.
      WHEN gc_status-new.
        rv_allowed = boolc( iv_to = gc_status-confirmed
                         OR iv_to = gc_status-waitlisted
                         OR iv_to = gc_status-cancelled ).
      WHEN gc_status-waitlisted.
        rv_allowed = boolc( iv_to = gc_status-confirmed
                         OR iv_to = gc_status-waitlisted
                         OR iv_to = gc_status-cancelled ).
      WHEN gc_status-confirmed.
        rv_allowed = boolc( iv_to = gc_status-cancelled ).
      WHEN OTHERS.
        " a cancelled booking stays cancelled
        rv_allowed = abap_false.
    ENDCASE.
  ENDMETHOD.


  METHOD next_booking_id.
    DATA lv_last_id TYPE zdemo_booking_id.

    SELECT MAX( booking_id ) FROM zdemo_booking INTO lv_last_id.
    rv_booking_id = lv_last_id + 1.
  ENDMETHOD.


  METHOD quote_price.
    rv_price = mo_fare_calculator->calculate_price( iv_base_price = is_flight-price
                                                    iv_fare_class = iv_fare_class ).
  ENDMETHOD.


  METHOD seats_free.
    CALL FUNCTION 'Z_DEMO_GET_FREE_SEATS'
      EXPORTING
        iv_carrier_id     = is_booking-carrier_id
        iv_connection_id  = is_booking-connection_id
        iv_flight_date    = is_booking-flight_date
      IMPORTING
        ev_seats_free     = rv_seats_free
      EXCEPTIONS
        flight_not_found  = 1
        OTHERS            = 2.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE zcx_demo_booking_error
        EXPORTING
          reason = |Flight { is_booking-carrier_id } { is_booking-connection_id } | &&
                   |on { is_booking-flight_date } not found|.
    ENDIF.
  ENDMETHOD.
ENDCLASS.
