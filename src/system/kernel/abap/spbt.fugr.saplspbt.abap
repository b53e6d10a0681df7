INCLUDE lspbttop.
INCLUDE lspbtuxx.
