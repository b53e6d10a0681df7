INCLUDE lswwwtop.
INCLUDE lswwwuxx.
