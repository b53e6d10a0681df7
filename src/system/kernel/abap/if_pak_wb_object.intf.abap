"! Package API: a Workbench object that can be saved and deleted.
INTERFACE if_pak_wb_object PUBLIC.
  METHODS get_last_changed
    EXPORTING
      ex_changed_by TYPE syuname
      ex_changed_on TYPE d.
  METHODS delete.
  METHODS save.
ENDINTERFACE.
