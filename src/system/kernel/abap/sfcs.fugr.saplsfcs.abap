INCLUDE lsfcstop.
INCLUDE lsfcsuxx.
