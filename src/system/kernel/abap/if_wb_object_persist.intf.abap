"! Workbench API: reads, writes, locks and deletes the objects of one workbench object type.
INTERFACE if_wb_object_persist PUBLIC.

  METHODS initialize
    IMPORTING
      p_object_type TYPE wbobjtype OPTIONAL.

  METHODS get
    IMPORTING
      p_object_key              TYPE seu_objkey
      p_version                 TYPE r3state DEFAULT 'A'
      p_existence_check_only    TYPE abap_bool DEFAULT abap_false
      p_data_selection          TYPE string OPTIONAL
    EXPORTING
      p_langu_is_not_maintained TYPE abap_bool
    CHANGING
      p_object_data             TYPE REF TO if_wb_object_data_model OPTIONAL
    RAISING
      cx_swb_exception.

  METHODS save
    IMPORTING
      p_object_data TYPE REF TO if_wb_object_data_model
      p_version     TYPE r3state DEFAULT 'I'
    RAISING
      cx_swb_exception.

  METHODS delete
    IMPORTING
      p_object_key TYPE seu_objkey
      p_version    TYPE r3state OPTIONAL
    RAISING
      cx_swb_exception.

  METHODS lock
    IMPORTING
      p_object_key TYPE seu_objkey
      p_objname_tr TYPE trobj_name OPTIONAL
      p_objtype_tr TYPE trobjtype OPTIONAL
    EXCEPTIONS
      foreign_lock
      error_occurred.

  METHODS unlock
    IMPORTING
      p_object_key TYPE seu_objkey
      p_objname_tr TYPE trobj_name OPTIONAL
      p_objtype_tr TYPE trobjtype OPTIONAL.

  METHODS check
    IMPORTING
      p_object_data TYPE REF TO if_wb_object_data_model
    RAISING
      cx_swb_exception.

ENDINTERFACE.
