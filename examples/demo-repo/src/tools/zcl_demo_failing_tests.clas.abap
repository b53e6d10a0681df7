CLASS zcl_demo_failing_tests DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    CLASS-METHODS seats_free
      IMPORTING
        !iv_seats_max        TYPE zdemo_seats_max
        !iv_seats_occupied   TYPE zdemo_seats_occupied
      RETURNING
        VALUE(rv_seats_free) TYPE zdemo_seats_free .
    CLASS-METHODS fare_per_passenger
      IMPORTING
        !iv_group_fare  TYPE zdemo_price
        !iv_passengers  TYPE i
      RETURNING
        VALUE(rv_fare)  TYPE zdemo_price .
  PROTECTED SECTION.
  PRIVATE SECTION.
ENDCLASS.



CLASS zcl_demo_failing_tests IMPLEMENTATION.


  METHOD fare_per_passenger.
    rv_fare = iv_group_fare / iv_passengers.
  ENDMETHOD.


  METHOD seats_free.
    rv_seats_free = iv_seats_max - iv_seats_occupied.
  ENDMETHOD.
ENDCLASS.
