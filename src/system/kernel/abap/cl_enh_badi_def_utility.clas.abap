"! Utilities of BAdI definitions. The embedded system is a customer system without SAP's enhancement
"! framework: IS_SAP_SYSTEM answers false.
CLASS cl_enh_badi_def_utility DEFINITION PUBLIC FINAL CREATE PRIVATE.
  PUBLIC SECTION.
    CLASS-METHODS is_sap_system
      RETURNING VALUE(result) TYPE abap_bool.
ENDCLASS.

CLASS cl_enh_badi_def_utility IMPLEMENTATION.
  METHOD is_sap_system.
    result = abap_false.
  ENDMETHOD.
ENDCLASS.
