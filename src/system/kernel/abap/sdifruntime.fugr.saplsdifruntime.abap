INCLUDE lsdifruntimetop.
INCLUDE lsdifruntimeuxx.
