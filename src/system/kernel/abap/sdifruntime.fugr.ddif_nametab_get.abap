FUNCTION ddif_nametab_get.
* The runtime description of an active table or structure of the system: its fields in DFIES_TAB (or the
* field LFIELDNAME in DFIES_WA), with offsets counted in characters, and the header X030L_WA. Read from
* DD02L, DD03L and DD04T; include rows are not expanded.
  DATA field TYPE dfies.
  DATA offset TYPE i.

  CLEAR: x030l_wa, ddobjtype, dfies_wa.
  CLEAR dfies_tab[].
  SELECT SINGLE tabclass FROM dd02l WHERE tabname = @tabname AND as4local = 'A' INTO @ddobjtype.
  IF sy-subrc <> 0.
    RAISE not_found.
  ENDIF.
  SELECT * FROM dd03l WHERE tabname = @tabname AND as4local = 'A' AND fieldname NOT LIKE '.%'
    ORDER BY position INTO TABLE @DATA(fields).
  LOOP AT fields INTO DATA(line).
    CLEAR field.
    MOVE-CORRESPONDING line TO field.
    field-langu = sy-langu.
    field-offset = offset.
    field-outputlen = line-leng.
    offset = offset + line-leng.
    IF line-rollname IS NOT INITIAL.
      SELECT SINGLE ddtext, reptext, scrtext_s, scrtext_m, scrtext_l FROM dd04t
        WHERE rollname = @line-rollname AND as4local = 'A'
        INTO (@field-fieldtext, @field-reptext, @field-scrtext_s, @field-scrtext_m, @field-scrtext_l).
    ENDIF.
    field-lfieldname = line-fieldname.
    IF lfieldname IS NOT INITIAL AND line-fieldname = lfieldname.
      dfies_wa = field.
    ENDIF.
    APPEND field TO dfies_tab.
    IF line-keyflag = abap_true.
      x030l_wa-keycnt = x030l_wa-keycnt + 1.
      x030l_wa-keylen = x030l_wa-keylen + line-leng.
    ENDIF.
  ENDLOOP.
  IF lfieldname IS NOT INITIAL AND dfies_wa IS INITIAL.
    RAISE not_found.
  ENDIF.
  x030l_wa-tabname = tabname.
  x030l_wa-fldcnt = lines( fields ).
  x030l_wa-tablen = offset.
  x030l_wa-tabtype = COND #( WHEN ddobjtype = 'TRANSP' THEN 'T' ELSE 'S' ).
* A function module that ends normally answers SY-SUBRC 0; the runtime leaves the last statement's value.
  CLEAR sy-subrc.
ENDFUNCTION.
