CLASS zcl_demo_booking_run DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    INTERFACES if_oo_adt_classrun .
  PROTECTED SECTION.
  PRIVATE SECTION.
ENDCLASS.



CLASS zcl_demo_booking_run IMPLEMENTATION.


  METHOD if_oo_adt_classrun~main.
    DATA: lo_service  TYPE REF TO zcl_demo_booking_service,
          lt_open     TYPE zcl_demo_booking_service=>ty_bookings,
          ls_oldest   TYPE zdemo_booking,
          ls_booking  TYPE zdemo_booking,
          lv_count    TYPE i,
          lx_error    TYPE REF TO zcx_demo_booking_error.

    CREATE OBJECT lo_service.

    lt_open = lo_service->get_open_bookings( ).
    lv_count = lines( lt_open ).
    out->write( data = lv_count
                name = 'Open bookings' ).

    READ TABLE lt_open INTO ls_oldest INDEX 1.
    IF sy-subrc <> 0.
      out->write( `No open bookings left to confirm` ).
      RETURN.
    ENDIF.

    TRY.
        ls_booking = lo_service->confirm_booking( ls_oldest-booking_id ).
        out->write( |Booking { ls_booking-booking_id } now has status { ls_booking-status }| ).
        out->write( data = ls_booking
                    name = 'Booking' ).
      CATCH zcx_demo_booking_error INTO lx_error.
        out->write( lx_error->reason ).
    ENDTRY.
  ENDMETHOD.
ENDCLASS.
