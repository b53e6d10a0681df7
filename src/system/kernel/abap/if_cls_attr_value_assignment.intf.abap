"! Classification: the values one object has for one classification attribute.
INTERFACE if_cls_attr_value_assignment PUBLIC.
  METHODS get_guid
    RETURNING VALUE(re_guid) TYPE guid_32.
  METHODS get_attribute
    RETURNING VALUE(re_attribute) TYPE cls_attribute_name.
  METHODS get_object
    RETURNING VALUE(re_object) TYPE pak_object_key.
  METHODS get_values
    EXPORTING ex_values TYPE cls_value_assignments.
  METHODS get_links
    EXPORTING ex_links TYPE cls_linked_objects.
  METHODS lock_and_refresh
    IMPORTING im_allow_popups TYPE abap_bool DEFAULT abap_true
    RAISING   cx_pak_invalid_state cx_pak_invalid_data cx_pak_not_authorized cx_pak_wb_object_locked.
ENDINTERFACE.
