FUNCTION function_include_split.
* Names of the function library: a group ('/NS/GROUP' in COMPLETE_AREA), its pool ('/NS/SAPLGROUP' in
* PROGRAM) or one of its includes ('/NS/LGROUPU01' in INCLUDE) split into namespace, group and suffix.
* Unless SUPPRESS_SELECT is set, the pool must exist in TRDIR, and an include L<group>U<nn> names the function
* module that TFDIR keeps under that number (FUNCTION_NOT_EXISTS when none).
  DATA message TYPE string.
  DATA rest TYPE string.
  DATA pool TYPE progname.
  DATA tail TYPE c LENGTH 3.
  DATA number TYPE c LENGTH 2.

  CLEAR: namespace, function_not_exists, group, funcname, include_number, no_function_include,
         no_function_module, suffix, reserved_name, too_many_delimiters, reserved_for_exits, hidden_name.
  IF complete_area IS NOT INITIAL.
    rest = to_upper( condense( complete_area ) ).
  ELSEIF program IS NOT INITIAL.
    rest = to_upper( condense( program ) ).
  ELSEIF include IS NOT INITIAL.
    rest = to_upper( condense( include ) ).
  ELSE.
    MESSAGE e001(00) WITH 'No group, program or include given' INTO message.
    RAISE no_selections.
  ENDIF.
  IF rest(1) = '/'.
    FIND REGEX '^(/[^/]+/)(.*)$' IN rest SUBMATCHES namespace rest.
    IF sy-subrc <> 0.
      too_many_delimiters = abap_true.
      MESSAGE e001(00) WITH 'Namespace delimiter in wrong position: ' rest INTO message.
      RAISE delimiter_wrong_position.
    ENDIF.
    IF strlen( namespace ) > 10.
      MESSAGE e001(00) WITH 'Namespace too long: ' namespace INTO message.
      RAISE namespace_too_long.
    ENDIF.
  ENDIF.
  IF rest CA '/'.
    too_many_delimiters = abap_true.
    MESSAGE e001(00) WITH 'Namespace delimiter in wrong position: ' rest INTO message.
    RAISE delimiter_wrong_position.
  ENDIF.

  IF complete_area IS NOT INITIAL.
    group = rest.
  ELSEIF program IS NOT INITIAL.
    IF strlen( rest ) <= 4 OR rest(4) <> 'SAPL'.
      MESSAGE e001(00) WITH program ' is not a function pool' INTO message.
      RAISE no_function_pool.
    ENDIF.
    group = substring( val = rest off = 4 ).
  ELSE.
    IF strlen( rest ) <= 4 OR rest(1) <> 'L'.
      no_function_include = abap_true.
      MESSAGE e001(00) WITH include ' is not an include of a function group' INTO message.
      RAISE no_function_include.
    ENDIF.
    group = substring( val = rest off = 1 len = strlen( rest ) - 4 ).
    tail = substring( val = rest off = strlen( rest ) - 3 ).
    suffix = tail.
  ENDIF.
  IF strlen( group ) > 26 OR group IS INITIAL.
    MESSAGE e001(00) WITH 'Function group name has a wrong length: ' group INTO message.
    RAISE area_length_error.
  ENDIF.
  pool = |{ namespace }SAPL{ group }|.

  IF suppress_select = abap_false.
    SELECT SINGLE name FROM trdir WHERE name = @pool INTO @DATA(found).
    IF sy-subrc <> 0.
      MESSAGE e001(00) WITH 'Function group ' namespace group ' does not exist' INTO message.
      RAISE group_not_exists.
    ENDIF.
  ENDIF.
  IF tail IS NOT INITIAL.
    IF tail(1) = 'U' AND tail+1(2) CO '0123456789'.
      number = tail+1(2).
      include_number = number.
      IF suppress_select = abap_false.
        SELECT SINGLE funcname FROM tfdir WHERE pname = @pool AND include = @number INTO @funcname.
        IF sy-subrc <> 0.
          function_not_exists = abap_true.
        ENDIF.
      ENDIF.
    ELSE.
      no_function_module = abap_true.
    ENDIF.
  ENDIF.
  CLEAR sy-subrc.
ENDFUNCTION.
