INCLUDE lscms_convtop.
INCLUDE lscms_convuxx.
