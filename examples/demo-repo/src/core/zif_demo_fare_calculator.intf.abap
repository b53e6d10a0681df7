INTERFACE zif_demo_fare_calculator
  PUBLIC .


  TYPES:
    BEGIN OF ty_fare_rule,
      fare_class    TYPE zdemo_fare_class,
      surcharge_pct TYPE zdemo_surcharge_pct,
    END OF ty_fare_rule .
  TYPES:
    ty_fare_rules TYPE SORTED TABLE OF ty_fare_rule WITH UNIQUE KEY fare_class .

  METHODS calculate_price
    IMPORTING
      !iv_base_price  TYPE zdemo_price
      !iv_fare_class  TYPE zdemo_fare_class
    RETURNING
      VALUE(rv_price) TYPE zdemo_price
    RAISING
      zcx_demo_booking_error .
  METHODS get_rules
    RETURNING
      VALUE(rt_rules) TYPE ty_fare_rules .
ENDINTERFACE.
