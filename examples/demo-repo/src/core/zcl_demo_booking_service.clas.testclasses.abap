"! Fare calculator double: adds a flat 10.00 to every fare, so no customizing is read
CLASS ltd_flat_fare DEFINITION FINAL FOR TESTING.
  PUBLIC SECTION.
    INTERFACES zif_demo_fare_calculator.
ENDCLASS.


CLASS ltd_flat_fare IMPLEMENTATION.

  METHOD zif_demo_fare_calculator~calculate_price.
    rv_price = iv_base_price + 10.
  ENDMETHOD.

  METHOD zif_demo_fare_calculator~get_rules.
    CLEAR rt_rules.
  ENDMETHOD.

ENDCLASS.


CLASS ltcl_booking_service DEFINITION FINAL FOR TESTING
  DURATION SHORT
  RISK LEVEL HARMLESS.

  PRIVATE SECTION.
    DATA mo_cut TYPE REF TO zcl_demo_booking_service.

    METHODS setup.
    METHODS new_can_be_confirmed FOR TESTING RAISING cx_static_check.
    METHODS waitlisted_can_be_confirmed FOR TESTING RAISING cx_static_check.
    METHODS confirmed_can_be_cancelled FOR TESTING RAISING cx_static_check.
    METHODS cancelled_is_final FOR TESTING RAISING cx_static_check.
    METHODS quote_uses_calculator FOR TESTING RAISING cx_static_check.
ENDCLASS.


CLASS ltcl_booking_service IMPLEMENTATION.

  METHOD setup.
    DATA lo_double TYPE REF TO ltd_flat_fare.

    CREATE OBJECT lo_double.
    CREATE OBJECT mo_cut
      EXPORTING
        io_fare_calculator = lo_double.
  ENDMETHOD.

  METHOD new_can_be_confirmed.
    cl_abap_unit_assert=>assert_true(
      act = zcl_demo_booking_service=>is_transition_allowed(
              iv_from = zcl_demo_booking_service=>gc_status-new
              iv_to   = zcl_demo_booking_service=>gc_status-confirmed )
      msg = 'A new booking can be confirmed' ).
  ENDMETHOD.

  METHOD waitlisted_can_be_confirmed.
    cl_abap_unit_assert=>assert_true(
      act = zcl_demo_booking_service=>is_transition_allowed(
              iv_from = zcl_demo_booking_service=>gc_status-waitlisted
              iv_to   = zcl_demo_booking_service=>gc_status-confirmed )
      msg = 'A waitlisted booking can be confirmed' ).
  ENDMETHOD.

  METHOD confirmed_can_be_cancelled.
    cl_abap_unit_assert=>assert_true(
      act = zcl_demo_booking_service=>is_transition_allowed(
              iv_from = zcl_demo_booking_service=>gc_status-confirmed
              iv_to   = zcl_demo_booking_service=>gc_status-cancelled )
      msg = 'A confirmed booking can be cancelled' ).
  ENDMETHOD.

  METHOD cancelled_is_final.
    DATA lv_allowed TYPE abap_bool.

    lv_allowed = zcl_demo_booking_service=>is_transition_allowed(
      iv_from = zcl_demo_booking_service=>gc_status-cancelled
      iv_to   = zcl_demo_booking_service=>gc_status-confirmed ).

    cl_abap_unit_assert=>assert_initial(
      act = lv_allowed
      msg = 'A cancelled booking cannot be confirmed again' ).
  ENDMETHOD.

  METHOD quote_uses_calculator.
    DATA ls_flight TYPE zdemo_flight.
    DATA lv_expected TYPE zdemo_price VALUE '330.00'.

    ls_flight-carrier_id    = 'ZA'.
    ls_flight-connection_id = '0100'.
    ls_flight-flight_date   = '20250315'.
    ls_flight-price         = '320.00'.
    ls_flight-currency      = 'EUR'.

    cl_abap_unit_assert=>assert_equals(
      act = mo_cut->quote_price( is_flight     = ls_flight
                                 iv_fare_class = 'Y' )
      exp = lv_expected
      msg = 'The quote comes from the injected fare calculator' ).
  ENDMETHOD.

ENDCLASS.
