INCLUDE lseuktop.
INCLUDE lseukuxx.
