FUNCTION wwwparams_read.
* Parameters of web objects (WWWPARAMS) are not kept by this system: ENTRY_NOT_EXISTS.
  DATA message TYPE string.
  CLEAR value.
  MESSAGE e001(00) WITH 'Web object ' objid ' has no parameter ' name INTO message.
  RAISE entry_not_exists.
ENDFUNCTION.
