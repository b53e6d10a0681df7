FUNCTION scms_binary_to_string.
* Joins the binary lines, keeps INPUT_LENGTH bytes and reads them in the code page ENCODING (UTF-8 by default).
  DATA bytes TYPE xstring.
  DATA codepage TYPE string.

  CALL FUNCTION 'SCMS_BINARY_TO_XSTRING'
    EXPORTING
      input_length = input_length
      first_line   = first_line
      last_line    = last_line
    IMPORTING
      buffer       = bytes
    TABLES
      binary_tab   = binary_tab
    EXCEPTIONS
      failed       = 1
      OTHERS       = 2.
  IF sy-subrc <> 0.
    RAISE failed.
  ENDIF.
  codepage = encoding.
  IF codepage IS INITIAL.
    codepage = `UTF-8`.
  ENDIF.
  TRY.
      text_buffer = cl_abap_codepage=>convert_from( source = bytes codepage = codepage ).
    CATCH cx_root.
      RAISE failed.
  ENDTRY.
  output_length = strlen( text_buffer ).
ENDFUNCTION.
