FUNCTION scms_binary_to_xstring.
* Joins the lines FIRST_LINE to LAST_LINE (0: first and last) and keeps INPUT_LENGTH bytes.
  DATA bytes TYPE xstring.
  DATA first TYPE i.
  DATA last TYPE i.
  FIELD-SYMBOLS <line> TYPE any.

  CLEAR buffer.
  first = first_line.
  IF first <= 0.
    first = 1.
  ENDIF.
  last = last_line.
  IF last <= 0.
    last = lines( binary_tab ).
  ENDIF.
  LOOP AT binary_tab ASSIGNING <line> FROM first TO last.
    bytes = <line>.
    CONCATENATE buffer bytes INTO buffer IN BYTE MODE.
  ENDLOOP.
  IF input_length < 0.
    RAISE failed.
  ENDIF.
  IF input_length < xstrlen( buffer ).
    buffer = buffer(input_length).
  ENDIF.
ENDFUNCTION.
