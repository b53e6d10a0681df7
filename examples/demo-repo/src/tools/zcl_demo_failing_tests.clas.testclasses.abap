"! One test of each outcome, for demonstrating the unit-test runner:
"! TEST_PASSES passes, TEST_FAILS fails on an assertion, TEST_ERRORS ends in an exception.
CLASS ltcl_outcomes DEFINITION FINAL FOR TESTING
  DURATION SHORT
  RISK LEVEL HARMLESS.

  PRIVATE SECTION.
    METHODS test_passes FOR TESTING RAISING cx_static_check.
    METHODS test_fails FOR TESTING RAISING cx_static_check.
    METHODS test_errors FOR TESTING RAISING cx_static_check.
ENDCLASS.


CLASS ltcl_outcomes IMPLEMENTATION.

  METHOD test_passes.
    cl_abap_unit_assert=>assert_equals(
      act = zcl_demo_failing_tests=>seats_free( iv_seats_max      = 180
                                                iv_seats_occupied = 150 )
      exp = 30
      msg = '180 seats with 150 taken leave 30 free' ).
  ENDMETHOD.

  METHOD test_fails.
    " deliberately wrong expectation: 30 seats are free, not 40
    cl_abap_unit_assert=>assert_equals(
      act = zcl_demo_failing_tests=>seats_free( iv_seats_max      = 180
                                                iv_seats_occupied = 150 )
      exp = 40
      msg = 'Deliberate failure: expected 40 free seats' ).
  ENDMETHOD.

  METHOD test_errors.
    DATA lv_group_fare TYPE zdemo_price VALUE '900.00'.
    DATA lv_fare TYPE zdemo_price.

    " no passengers: the division by zero raises CX_SY_ZERODIVIDE, which is not caught
    lv_fare = zcl_demo_failing_tests=>fare_per_passenger( iv_group_fare = lv_group_fare
                                                          iv_passengers = 0 ).
    cl_abap_unit_assert=>assert_initial( lv_fare ).
  ENDMETHOD.

ENDCLASS.
