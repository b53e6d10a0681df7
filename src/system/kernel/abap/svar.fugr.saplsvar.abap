INCLUDE lsvartop.
INCLUDE lsvaruxx.
