INCLUDE lseuftop.
INCLUDE lseufuxx.
