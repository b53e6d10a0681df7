FUNCTION ddif_dtel_get.
* The active definition of a data element of the system, read from DD04L and DD04T. Not found: GOTSTATE
* stays initial.
  CLEAR: gotstate, dd04v_wa, tpara_wa.
  IF name IS INITIAL.
    RAISE illegal_input.
  ENDIF.
  SELECT SINGLE * FROM dd04l WHERE rollname = @name AND as4local = 'A' INTO @DATA(header).
  IF sy-subrc <> 0.
    RETURN.
  ENDIF.
  MOVE-CORRESPONDING header TO dd04v_wa.
  SELECT SINGLE ddlanguage, ddtext, reptext, scrtext_s, scrtext_m, scrtext_l FROM dd04t
    WHERE rollname = @name AND as4local = 'A'
    INTO (@dd04v_wa-ddlanguage, @dd04v_wa-ddtext, @dd04v_wa-reptext, @dd04v_wa-scrtext_s, @dd04v_wa-scrtext_m, @dd04v_wa-scrtext_l).
  gotstate = 'A'.
* A function module that ends normally answers SY-SUBRC 0; the runtime leaves the last statement's value.
  CLEAR sy-subrc.
ENDFUNCTION.
