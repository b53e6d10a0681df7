FUNCTION wwwparams_read_all.
* Parameters of web objects (WWWPARAMS) are not kept by this system: ENTRY_NOT_EXISTS.
  DATA message TYPE string.
  CLEAR params[].
  MESSAGE e001(00) WITH 'Web object ' objid ' does not exist' INTO message.
  RAISE entry_not_exists.
ENDFUNCTION.
