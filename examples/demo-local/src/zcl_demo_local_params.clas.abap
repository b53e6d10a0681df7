CLASS zcl_demo_local_params DEFINITION
  PUBLIC
  FINAL
  CREATE PUBLIC .

  PUBLIC SECTION.

    INTERFACES if_oo_adt_classrun .

    TYPES:
      ty_params TYPE STANDARD TABLE OF zdemo_loc_param WITH DEFAULT KEY .

    METHODS get_value
      IMPORTING
        !iv_key         TYPE zdemo_param_key
        !iv_default     TYPE zdemo_param_value OPTIONAL
      RETURNING
        VALUE(rv_value) TYPE zdemo_param_value .
    METHODS get_all
      RETURNING
        VALUE(rt_params) TYPE ty_params .
  PROTECTED SECTION.
  PRIVATE SECTION.
ENDCLASS.



CLASS zcl_demo_local_params IMPLEMENTATION.


  METHOD get_all.
    SELECT * FROM zdemo_loc_param INTO TABLE rt_params
      ORDER BY param_key.
  ENDMETHOD.


  METHOD get_value.
    SELECT SINGLE param_value FROM zdemo_loc_param INTO rv_value
      WHERE param_key = iv_key.
    IF sy-subrc <> 0.
      rv_value = iv_default.
    ENDIF.
  ENDMETHOD.


  METHOD if_oo_adt_classrun~main.
    DATA: lt_params   TYPE ty_params,
          lv_greeting TYPE zdemo_param_value.

    lv_greeting = get_value( iv_key     = 'GREETING'
                             iv_default = 'Hello' ).
    lt_params = get_all( ).

    out->write( lv_greeting ).
    out->write( data = lt_params
                name = 'Local parameters' ).
  ENDMETHOD.
ENDCLASS.
