INTERFACE if_salv_c_cell_type PUBLIC.
  CONSTANTS text TYPE salv_de_celltype VALUE 0.
  CONSTANTS checkbox TYPE salv_de_celltype VALUE 1.
  CONSTANTS button TYPE salv_de_celltype VALUE 2.
  CONSTANTS dropdown TYPE salv_de_celltype VALUE 3.
  CONSTANTS link TYPE salv_de_celltype VALUE 4.
  CONSTANTS hotspot TYPE salv_de_celltype VALUE 5.
  CONSTANTS checkbox_hotspot TYPE salv_de_celltype VALUE 6.
ENDINTERFACE.
