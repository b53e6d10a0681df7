FUNCTION rs_eu_crossref.
* The where-used list reads the Workbench's cross-reference index (CROSS, WBCROSSGT), which this system does
* not build: every search finds nothing, NOT_FOUND, as on a system whose index is empty.
  DATA message TYPE string.
  CLEAR: o_scope_obj_cls, o_answer.
  CLEAR o_founds[].
  IF i_find_obj_cls IS INITIAL.
    MESSAGE e001(00) WITH 'No object type given for the where-used list' INTO message.
    RAISE wrong_type.
  ENDIF.
  MESSAGE e001(00) WITH 'No where-used index: no usages found' INTO message.
  RAISE not_found.
ENDFUNCTION.
