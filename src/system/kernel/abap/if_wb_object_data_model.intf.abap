"! Workbench API: the data of one workbench object (its content, who made and changed it and when), as the
"! persistence of its type reads and writes it.
INTERFACE if_wb_object_data_model PUBLIC.

  METHODS get_data
    IMPORTING
      p_metadata_only  TYPE abap_bool DEFAULT abap_false
      p_data_selection TYPE string OPTIONAL
    EXPORTING
      p_data           TYPE any.

  METHODS set_data
    IMPORTING
      p_data TYPE any.

  METHODS get_object_type
    RETURNING
      VALUE(p_object_type) TYPE wbobjtype.

  METHODS get_object_key
    RETURNING
      VALUE(p_object_key) TYPE seu_objkey.

  METHODS get_object_name
    RETURNING
      VALUE(p_object_name) TYPE sobj_name.

  METHODS get_description
    RETURNING
      VALUE(p_description) TYPE string.

  METHODS set_description
    IMPORTING
      p_description TYPE string.

  METHODS get_created_by
    RETURNING
      VALUE(p_user_name) TYPE syuname.

  METHODS set_created_by
    IMPORTING
      p_user_name TYPE syuname.

  METHODS get_created_on
    EXPORTING
      p_date TYPE d
      p_time TYPE t.

  METHODS set_created_on
    IMPORTING
      p_date TYPE d
      p_time TYPE t OPTIONAL.

  METHODS get_changed_by
    RETURNING
      VALUE(p_user_name) TYPE syuname.

  METHODS set_changed_by
    IMPORTING
      p_user_name TYPE syuname.

  METHODS get_changed_on
    EXPORTING
      p_date TYPE d
      p_time TYPE t.

  METHODS set_changed_on
    IMPORTING
      p_date TYPE d
      p_time TYPE t OPTIONAL.

ENDINTERFACE.
