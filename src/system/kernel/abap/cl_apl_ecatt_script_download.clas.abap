"! eCATT: the download of script (declaration; the embedded system has no eCATT repository).
CLASS cl_apl_ecatt_script_download DEFINITION PUBLIC INHERITING FROM cl_apl_ecatt_download CREATE PUBLIC.
  PUBLIC SECTION.
  PROTECTED SECTION.
    DATA ecatt_script TYPE REF TO cl_apl_ecatt_script.
    DATA ecatt_extprog TYPE REF TO cl_apl_ecatt_extprog.
    DATA ap_current_param TYPE REF TO if_ixml_element.
ENDCLASS.

CLASS cl_apl_ecatt_script_download IMPLEMENTATION.
ENDCLASS.
