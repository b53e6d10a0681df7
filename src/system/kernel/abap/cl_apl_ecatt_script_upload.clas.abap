"! eCATT: the upload of script (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_script_upload DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_upload CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
ENDCLASS.

CLASS cl_apl_ecatt_script_upload IMPLEMENTATION.
ENDCLASS.
