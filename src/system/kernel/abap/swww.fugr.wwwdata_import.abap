FUNCTION wwwdata_import.
* Web objects (SMW0, table WWWDATA) are not kept by this system: none can be read, IMPORT_ERROR.
  DATA message TYPE string.
  CLEAR: html[], mime[].
  IF key-relid <> 'MI' AND key-relid <> 'HT'.
    MESSAGE e001(00) WITH 'Wrong type of web object: ' key-relid INTO message.
    RAISE wrong_object_type.
  ENDIF.
  MESSAGE e001(00) WITH 'Web object ' key-objid ' does not exist' INTO message.
  RAISE import_error.
ENDFUNCTION.
