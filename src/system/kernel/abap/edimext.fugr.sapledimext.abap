INCLUDE ledimexttop.
INCLUDE ledimextuxx.
