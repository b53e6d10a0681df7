FUNCTION-POOL sdifruntime.
