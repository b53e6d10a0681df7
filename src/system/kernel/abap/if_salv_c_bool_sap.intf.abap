INTERFACE if_salv_c_bool_sap PUBLIC.
  CONSTANTS true TYPE abap_bool VALUE 'X'.
  CONSTANTS false TYPE abap_bool VALUE ' '.
ENDINTERFACE.
