FUNCTION wwwdata_export.
* Web objects (SMW0, table WWWDATA) are not kept by this system: none can be stored, EXPORT_ERROR.
  DATA message TYPE string.
  IF key-relid <> 'MI' AND key-relid <> 'HT'.
    MESSAGE e001(00) WITH 'Wrong type of web object: ' key-relid INTO message.
    RAISE wrong_object_type.
  ENDIF.
  MESSAGE e001(00) WITH 'Web objects cannot be stored: ' key-objid INTO message.
  RAISE export_error.
ENDFUNCTION.
