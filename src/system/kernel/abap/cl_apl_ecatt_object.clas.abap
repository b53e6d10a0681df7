"! eCATT: an eCATT object (test script, test data, test configuration, system data, start profile, validation
"! object) by type, name and version. The embedded system has no eCATT repository: no object exists, showing or
"! reading one raises CX_ECATT_APL, and the directory answers no versions.
CLASS cl_apl_ecatt_object DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    DATA object_name TYPE etobj_name READ-ONLY.
    DATA object_type TYPE etobj_type READ-ONLY.
    DATA object_version TYPE etobj_ver READ-ONLY.
    DATA attrib TYPE REF TO cl_apl_ecatt_attributes READ-ONLY.

    EVENTS ev_object_saved
      EXPORTING
        VALUE(ex_ecatt_object) TYPE REF TO cl_apl_ecatt_object.

    CLASS-METHODS show_object
      IMPORTING
        im_obj_type TYPE etobj_type
        im_name     TYPE etobj_name
        im_version  TYPE etobj_ver OPTIONAL
      EXPORTING
        re_object   TYPE REF TO cl_apl_ecatt_object
      RAISING
        cx_ecatt.

    CLASS-METHODS existence_check_object
      IMPORTING
        im_name               TYPE etobj_name
        im_version            TYPE etobj_ver OPTIONAL
        im_obj_type           TYPE etobj_type
        im_exists_any_version TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(re_exists)      TYPE abap_bool
      RAISING
        cx_ecatt.

    CLASS-METHODS get_tadir_entry
      IMPORTING
        im_obj_name TYPE etobj_name
        im_obj_type TYPE etobj_type
      EXPORTING
        ex_tadir    TYPE tadir
      RAISING
        cx_ecatt.

    "! The versions of an object (no rows: the system keeps no eCATT objects).
    CLASS-METHODS get_version_info_object
      IMPORTING
        im_name         TYPE etobj_name
        im_obj_type     TYPE etobj_type
      EXPORTING
        ex_version_info TYPE STANDARD TABLE
      RAISING
        cx_ecatt.

    CLASS-METHODS delete_object
      IMPORTING
        im_obj_type            TYPE etobj_type
        im_name                TYPE etobj_name
        im_version             TYPE etobj_ver OPTIONAL
        im_delete_all_versions TYPE abap_bool DEFAULT abap_false
      RAISING
        cx_ecatt.

    METHODS close_object
      IMPORTING
        im_suppress_events TYPE abap_bool DEFAULT abap_false
      RAISING
        cx_ecatt_apl.

ENDCLASS.



CLASS cl_apl_ecatt_object IMPLEMENTATION.

  METHOD show_object.
    RAISE EXCEPTION TYPE cx_ecatt_apl EXPORTING free_text = |eCATT object { im_obj_type } { im_name } does not exist|.
  ENDMETHOD.

  METHOD existence_check_object.
    re_exists = abap_false.
  ENDMETHOD.

  METHOD get_tadir_entry.
    CLEAR ex_tadir.
    SELECT SINGLE * FROM tadir INTO ex_tadir WHERE pgmid = 'R3TR' AND object = im_obj_type AND obj_name = im_obj_name.
  ENDMETHOD.

  METHOD get_version_info_object.
    CLEAR ex_version_info.
  ENDMETHOD.

  METHOD delete_object.
    RAISE EXCEPTION TYPE cx_ecatt_apl EXPORTING free_text = |eCATT object { im_obj_type } { im_name } does not exist|.
  ENDMETHOD.

  METHOD close_object.
    RETURN.
  ENDMETHOD.

ENDCLASS.
