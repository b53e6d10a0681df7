INCLUDE lsapguitop.
INCLUDE lsapguiuxx.
