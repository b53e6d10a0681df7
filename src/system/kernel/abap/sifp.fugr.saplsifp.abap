INCLUDE lsifptop.
INCLUDE lsifpuxx.
