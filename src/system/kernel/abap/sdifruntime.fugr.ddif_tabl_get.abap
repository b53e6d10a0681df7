FUNCTION ddif_tabl_get.
* The active definition of a table or structure of the system, read from DD02L, DD02T and DD03L (which
* the system keeps in step with its active objects). Not found: GOTSTATE stays initial. Only the active
* version exists, so STATE 'M' or 'N' answers it too.
  DATA field LIKE LINE OF dd03p_tab.

  CLEAR: gotstate, dd02v_wa.
  CLEAR dd03p_tab[].
  IF name IS INITIAL.
    RAISE illegal_input.
  ENDIF.
  SELECT SINGLE * FROM dd02l WHERE tabname = @name AND as4local = 'A' INTO @DATA(header).
  IF sy-subrc <> 0.
    RETURN.
  ENDIF.
  MOVE-CORRESPONDING header TO dd02v_wa.
  dd02v_wa-ddlanguage = langu.
  SELECT SINGLE ddtext FROM dd02t WHERE tabname = @name AND as4local = 'A' INTO @dd02v_wa-ddtext.
  SELECT * FROM dd03l WHERE tabname = @name AND as4local = 'A' ORDER BY position INTO TABLE @DATA(fields).
  LOOP AT fields INTO DATA(line).
    CLEAR field.
    MOVE-CORRESPONDING line TO field.
    field-ddlanguage = langu.
    IF line-rollname IS NOT INITIAL.
      SELECT SINGLE ddtext, reptext, scrtext_s, scrtext_m, scrtext_l FROM dd04t
        WHERE rollname = @line-rollname AND as4local = 'A'
        INTO (@field-ddtext, @field-reptext, @field-scrtext_s, @field-scrtext_m, @field-scrtext_l).
    ENDIF.
    APPEND field TO dd03p_tab.
  ENDLOOP.
  gotstate = 'A'.
* A function module that ends normally answers SY-SUBRC 0; the runtime leaves the last statement's value.
  CLEAR sy-subrc.
ENDFUNCTION.
