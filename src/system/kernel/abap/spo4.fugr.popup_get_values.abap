FUNCTION popup_get_values.
* A dialog box needs a SAP GUI session; code runs here as in a background process, where no one can answer:
* ERROR_IN_FIELDS with a message that says why, instead of pretending the user confirmed the values.
  DATA message TYPE string.
  CLEAR returncode.
  MESSAGE e001(00) WITH 'No dialog box in background processing: ' popup_title INTO message.
  RAISE error_in_fields.
ENDFUNCTION.
