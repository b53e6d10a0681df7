"! eCATT: the upload of systems (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_systems_upload DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_upload CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
ENDCLASS.

CLASS cl_apl_ecatt_systems_upload IMPLEMENTATION.
ENDCLASS.
