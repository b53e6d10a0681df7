CLASS zcl_demo_fare_calculator DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    INTERFACES zif_demo_fare_calculator .

    METHODS constructor
      IMPORTING
        !it_rules TYPE zif_demo_fare_calculator=>ty_fare_rules OPTIONAL .
  PROTECTED SECTION.
  PRIVATE SECTION.

    DATA mt_rules TYPE zif_demo_fare_calculator=>ty_fare_rules .

    METHODS load_rules
      RETURNING
        VALUE(rt_rules) TYPE zif_demo_fare_calculator=>ty_fare_rules .
    METHODS surcharge
      IMPORTING
        !iv_base_price      TYPE zdemo_price
        !iv_surcharge_pct   TYPE zdemo_surcharge_pct
      RETURNING
        VALUE(rv_surcharge) TYPE lcl_rounding=>ty_amount .
ENDCLASS.



CLASS zcl_demo_fare_calculator IMPLEMENTATION.


  METHOD constructor.
    IF it_rules IS SUPPLIED.
      mt_rules = it_rules.
    ELSE.
      mt_rules = load_rules( ).
    ENDIF.
  ENDMETHOD.


  METHOD load_rules.
    SELECT fare_class surcharge_pct
      FROM zdemo_fare_rule
      INTO CORRESPONDING FIELDS OF TABLE rt_rules.
  ENDMETHOD.


  METHOD surcharge.
    DATA lv_exact TYPE lcl_rounding=>ty_amount.

    lv_exact = iv_base_price * iv_surcharge_pct / 100.
    rv_surcharge = lcl_rounding=>up_to_whole_units( lv_exact ).
  ENDMETHOD.


  METHOD zif_demo_fare_calculator~calculate_price.
    DATA ls_rule TYPE zif_demo_fare_calculator=>ty_fare_rule.

    READ TABLE mt_rules INTO ls_rule WITH TABLE KEY fare_class = iv_fare_class.
    IF sy-subrc <> 0.
      RAISE EXCEPTION TYPE zcx_demo_booking_error
        EXPORTING
          reason = |Fare class { iv_fare_class } is not maintained|.
    ENDIF.

    rv_price = iv_base_price + surcharge( iv_base_price    = iv_base_price
                                          iv_surcharge_pct = ls_rule-surcharge_pct ).
  ENDMETHOD.


  METHOD zif_demo_fare_calculator~get_rules.
    rt_rules = mt_rules.
  ENDMETHOD.
ENDCLASS.
