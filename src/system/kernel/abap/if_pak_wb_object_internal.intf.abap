"! Package API: locking of a Workbench object.
INTERFACE if_pak_wb_object_internal PUBLIC.
  METHODS unlock.
ENDINTERFACE.
