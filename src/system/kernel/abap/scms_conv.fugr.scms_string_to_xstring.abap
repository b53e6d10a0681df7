FUNCTION scms_string_to_xstring.
* The text in the code page ENCODING (a code page number such as 4110, or a name); UTF-8 when none is given.
  DATA codepage TYPE string.
  codepage = encoding.
  IF codepage IS INITIAL.
    codepage = `UTF-8`.
  ENDIF.
  TRY.
      buffer = cl_abap_codepage=>convert_to( source = text codepage = codepage ).
    CATCH cx_root.
      RAISE failed.
  ENDTRY.
ENDFUNCTION.
