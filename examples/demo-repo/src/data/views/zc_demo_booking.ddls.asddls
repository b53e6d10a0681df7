@AccessControl.authorizationCheck: #NOT_REQUIRED
@EndUserText.label: 'Demo: Bookings with airline names'
define view entity ZC_DEMO_Booking
  as select from zdemo_booking as Booking
    inner join   zdemo_carrier as Carrier on Carrier.carrier_id = Booking.carrier_id
{
  key Booking.booking_id    as BookingId,
      Booking.carrier_id    as CarrierId,
      Carrier.name          as CarrierName,
      Booking.connection_id as ConnectionId,
      Booking.flight_date   as FlightDate,
      Booking.customer_name as CustomerName,
      Booking.fare_class    as FareClass,
      Booking.booking_date  as BookingDate,
      @Semantics.amount.currencyCode: 'Currency'
      Booking.price         as Price,
      Booking.currency      as Currency,
      Booking.status        as Status
}
