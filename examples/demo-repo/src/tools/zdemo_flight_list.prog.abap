*&---------------------------------------------------------------------*
*& Report ZDEMO_FLIGHT_LIST
*&---------------------------------------------------------------------*
*& Lists the flights of one airline with route, price and free seats.
*&---------------------------------------------------------------------*
REPORT zdemo_flight_list.

PARAMETERS p_carr TYPE zdemo_carrier_id DEFAULT 'ZA'.

INCLUDE zdemo_flight_list_f01.

START-OF-SELECTION.
  PERFORM write_header USING p_carr.
  PERFORM write_flights USING p_carr.
