"! eCATT: the download of systems (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_systems_download DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_download CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
    DATA etpar_node TYPE REF TO if_ixml_element.
ENDCLASS.

CLASS cl_apl_ecatt_systems_download IMPLEMENTATION.
ENDCLASS.
