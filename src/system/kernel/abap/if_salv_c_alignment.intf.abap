INTERFACE if_salv_c_alignment PUBLIC.
  CONSTANTS left TYPE salv_de_alignment VALUE 1.
  CONSTANTS right TYPE salv_de_alignment VALUE 2.
  CONSTANTS centered TYPE salv_de_alignment VALUE 3.
ENDINTERFACE.
