"! Enhancement framework: an enhancement object (implementation, spot or composite) opened for reading or change.
INTERFACE if_enh_object PUBLIC.

  METHODS get_name
    RETURNING
      VALUE(name) TYPE enhname.

  METHODS save
    IMPORTING
      run_dark TYPE abap_bool DEFAULT abap_false
    CHANGING
      trkorr   TYPE trkorr OPTIONAL
    RAISING
      cx_enh_root.

  METHODS activate
    IMPORTING
      run_dark TYPE abap_bool DEFAULT abap_false
    CHANGING
      trkorr   TYPE trkorr OPTIONAL
    RAISING
      cx_enh_root.

  METHODS delete
    IMPORTING
      nevertheless_delete TYPE abap_bool DEFAULT abap_false
      run_dark            TYPE abap_bool DEFAULT abap_false
    CHANGING
      trkorr              TYPE trkorr OPTIONAL
    RAISING
      cx_enh_root.

  METHODS unlock.

ENDINTERFACE.
