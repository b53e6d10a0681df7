FUNCTION scms_xstring_to_binary.
* Cuts the bytes into lines of the table's line length; the last line is padded with zeros.
  DATA line_ref TYPE REF TO data.
  DATA width TYPE i.
  DATA offset TYPE i.
  DATA chunk TYPE i.
  FIELD-SYMBOLS <line> TYPE any.

  IF append_to_table IS INITIAL.
    CLEAR binary_tab[].
  ENDIF.
  output_length = xstrlen( buffer ).
  CREATE DATA line_ref LIKE LINE OF binary_tab.
  ASSIGN line_ref->* TO <line>.
  DESCRIBE FIELD <line> LENGTH width IN BYTE MODE.
  WHILE offset < output_length.
    chunk = nmin( val1 = width val2 = output_length - offset ).
    CLEAR <line>.
    <line> = buffer+offset(chunk).
    APPEND <line> TO binary_tab.
    offset = offset + width.
  ENDWHILE.
ENDFUNCTION.
