INCLUDE lspo4top.
INCLUDE lspo4uxx.
