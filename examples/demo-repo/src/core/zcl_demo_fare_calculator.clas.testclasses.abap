CLASS ltcl_fare_calculator DEFINITION FINAL FOR TESTING
  DURATION SHORT
  RISK LEVEL HARMLESS.

  PRIVATE SECTION.
    DATA mo_cut TYPE REF TO zif_demo_fare_calculator.

    METHODS setup.
    METHODS add_rule
      IMPORTING
        iv_fare_class    TYPE zdemo_fare_class
        iv_surcharge_pct TYPE zdemo_surcharge_pct
      CHANGING
        ct_rules         TYPE zif_demo_fare_calculator=>ty_fare_rules.

    METHODS economy_has_no_surcharge FOR TESTING RAISING cx_static_check.
    METHODS business_adds_surcharge FOR TESTING RAISING cx_static_check.
    METHODS surcharge_rounded_up FOR TESTING RAISING cx_static_check.
    METHODS unknown_class_is_rejected FOR TESTING RAISING cx_static_check.
    METHODS rules_are_kept FOR TESTING RAISING cx_static_check.
ENDCLASS.


CLASS ltcl_fare_calculator IMPLEMENTATION.

  METHOD setup.
    DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rules.

    add_rule( EXPORTING iv_fare_class    = 'Y'
                        iv_surcharge_pct = '0.00'
              CHANGING  ct_rules         = lt_rules ).
    add_rule( EXPORTING iv_fare_class    = 'W'
                        iv_surcharge_pct = '25.00'
              CHANGING  ct_rules         = lt_rules ).
    add_rule( EXPORTING iv_fare_class    = 'J'
                        iv_surcharge_pct = '120.00'
              CHANGING  ct_rules         = lt_rules ).

    CREATE OBJECT mo_cut TYPE zcl_demo_fare_calculator
      EXPORTING
        it_rules = lt_rules.
  ENDMETHOD.

  METHOD add_rule.
    DATA ls_rule TYPE zif_demo_fare_calculator=>ty_fare_rule.

    ls_rule-fare_class    = iv_fare_class.
    ls_rule-surcharge_pct = iv_surcharge_pct.
    INSERT ls_rule INTO TABLE ct_rules.
  ENDMETHOD.

  METHOD economy_has_no_surcharge.
    DATA lv_base TYPE zdemo_price VALUE '249.00'.
    DATA lv_expected TYPE zdemo_price VALUE '249.00'.

    cl_abap_unit_assert=>assert_equals(
      act = mo_cut->calculate_price( iv_base_price = lv_base
                                     iv_fare_class = 'Y' )
      exp = lv_expected
      msg = 'Economy is sold at the base price' ).
  ENDMETHOD.

  METHOD business_adds_surcharge.
    DATA lv_base TYPE zdemo_price VALUE '500.00'.
    DATA lv_expected TYPE zdemo_price VALUE '1100.00'.

    cl_abap_unit_assert=>assert_equals(
      act = mo_cut->calculate_price( iv_base_price = lv_base
                                     iv_fare_class = 'J' )
      exp = lv_expected
      msg = 'Business adds 120 percent' ).
  ENDMETHOD.

  METHOD surcharge_rounded_up.
    DATA lv_base TYPE zdemo_price VALUE '199.90'.
    DATA lv_expected TYPE zdemo_price VALUE '249.90'.

    " 25 percent of 199.90 is 49.975, quoted as 50
    cl_abap_unit_assert=>assert_equals(
      act = mo_cut->calculate_price( iv_base_price = lv_base
                                     iv_fare_class = 'W' )
      exp = lv_expected
      msg = 'Surcharge is rounded up to whole units' ).
  ENDMETHOD.

  METHOD unknown_class_is_rejected.
    DATA lv_base TYPE zdemo_price VALUE '100.00'.
    DATA lx_error TYPE REF TO zcx_demo_booking_error.

    TRY.
        mo_cut->calculate_price( iv_base_price = lv_base
                                 iv_fare_class = 'F' ).
        cl_abap_unit_assert=>fail( msg = 'Fare class F is not maintained, an exception was expected' ).
      CATCH zcx_demo_booking_error INTO lx_error.
        cl_abap_unit_assert=>assert_equals(
          act = lx_error->reason
          exp = `Fare class F is not maintained`
          msg = 'Reason names the fare class' ).
    ENDTRY.
  ENDMETHOD.

  METHOD rules_are_kept.
    DATA lt_rules TYPE zif_demo_fare_calculator=>ty_fare_rules.

    lt_rules = mo_cut->get_rules( ).

    cl_abap_unit_assert=>assert_equals(
      act = lines( lt_rules )
      exp = 3
      msg = 'All rules passed to the constructor are kept' ).
    READ TABLE lt_rules TRANSPORTING NO FIELDS WITH TABLE KEY fare_class = 'W'.
    cl_abap_unit_assert=>assert_true(
      act = boolc( sy-subrc = 0 )
      msg = 'Premium economy rule is present' ).
  ENDMETHOD.

ENDCLASS.
