CLASS zcx_demo_booking_error DEFINITION
  PUBLIC
  INHERITING FROM cx_static_check
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    DATA reason TYPE string READ-ONLY .

    METHODS constructor
      IMPORTING
        !previous LIKE previous OPTIONAL
        !reason   TYPE string OPTIONAL .
  PROTECTED SECTION.
  PRIVATE SECTION.
ENDCLASS.



CLASS zcx_demo_booking_error IMPLEMENTATION.


  METHOD constructor ##ADT_SUPPRESS_GENERATION.
    super->constructor( previous = previous ).
    me->reason = reason.
  ENDMETHOD.
ENDCLASS.
