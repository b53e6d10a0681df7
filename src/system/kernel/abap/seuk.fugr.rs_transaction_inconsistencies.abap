FUNCTION rs_transaction_inconsistencies.
* Transaction codes (TSTC) are not kept by this system: every code is OBJECT_NOT_FOUND.
  DATA message TYPE string.
  CLEAR error_list[].
  MESSAGE e001(00) WITH 'Transaction ' transaction_code ' does not exist' INTO message.
  RAISE object_not_found.
ENDFUNCTION.
