@AbapCatalog.sqlViewName: 'ZDEMO_V_FLIGHT'
@AbapCatalog.compiler.compareFilter: true
@AccessControl.authorizationCheck: #NOT_REQUIRED
@EndUserText.label: 'Demo: Flights with free seats'
define view ZI_DEMO_Flight
  as select from zdemo_flight
{
  key carrier_id                 as CarrierId,
  key connection_id              as ConnectionId,
  key flight_date                as FlightDate,
      airport_from               as AirportFrom,
      airport_to                 as AirportTo,
      @Semantics.amount.currencyCode: 'Currency'
      price                      as Price,
      currency                   as Currency,
      seats_max                  as SeatsMax,
      seats_occupied             as SeatsOccupied
}
  where seats_occupied < seats_max
