INCLUDE lsabp_callstacktop.
INCLUDE lsabp_callstackuxx.
