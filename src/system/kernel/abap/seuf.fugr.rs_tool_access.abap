FUNCTION rs_tool_access.
* Navigation to the editor of an object needs a SAP GUI session; code runs here as in a background process,
* where no tool can be opened: NOT_EXECUTED, with a message that says why.
  DATA message TYPE string.
  CLEAR: new_name, wb_todo_request.
  CLEAR objlist[].
  MESSAGE e001(00) WITH 'No tool can be opened for ' object_type ` ` object_name INTO message.
  RAISE not_executed.
ENDFUNCTION.
