FUNCTION gui_has_activex.
* No SAP GUI is connected to a background process, so there is no front end that runs ActiveX controls.
  CLEAR return.
ENDFUNCTION.
