FUNCTION system_callstack.
* The runtime of the embedded system keeps no ABAP call stack that programs can read: both tables stay empty.
  CLEAR: callstack, et_callstack.
ENDFUNCTION.
