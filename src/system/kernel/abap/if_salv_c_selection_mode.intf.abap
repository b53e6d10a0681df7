INTERFACE if_salv_c_selection_mode PUBLIC.
  CONSTANTS none TYPE salv_de_constant VALUE 0.
  CONSTANTS single TYPE salv_de_constant VALUE 1.
  CONSTANTS multiple TYPE salv_de_constant VALUE 2.
  CONSTANTS cell TYPE salv_de_constant VALUE 3.
  CONSTANTS row_column TYPE salv_de_constant VALUE 4.
ENDINTERFACE.
