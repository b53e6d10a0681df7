INCLUDE lseoktop.
INCLUDE lseokuxx.
