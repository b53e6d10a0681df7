FUNCTION-POOL sabp_callstack.
