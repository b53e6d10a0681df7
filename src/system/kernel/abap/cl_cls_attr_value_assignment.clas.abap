"! Classification: the value assignment (AVAS) of an attribute to an object. The system keeps no
"! classification attributes and no assignments: reading an object's classification answers no values,
"! opening an assignment by its id finds none (CX_PAK_INVALID_DATA) and a new one cannot be made
"! (CX_PAK_INVALID_STATE).
CLASS cl_cls_attr_value_assignment DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_cls_attr_value_assignment.
    INTERFACES if_pak_wb_object.
    INTERFACES if_pak_wb_object_internal.

    TYPES:
      BEGIN OF ty_classification,
        object      TYPE pak_object_key,
        attribute   TYPE cls_attribute_name,
        assignments TYPE cls_value_assignments,
      END OF ty_classification.

    METHODS constructor
      IMPORTING
        im_object        TYPE pak_object_key OPTIONAL
        im_attribute     TYPE cls_attribute_name OPTIONAL
        im_assignment_id TYPE guid_32 OPTIONAL
        im_package       TYPE devclass OPTIONAL
        im_cache         TYPE abap_bool DEFAULT abap_true
      RAISING
        cx_pak_wb_object_locked cx_pak_not_authorized cx_pak_invalid_state cx_pak_invalid_data.

    "! The values assigned to an object for an attribute, inherited ones included.
    CLASS-METHODS get_attr_value_assignment
      IMPORTING
        im_object         TYPE pak_object_key
        im_attribute      TYPE cls_attribute_name
      EXPORTING
        ex_classification TYPE ty_classification
      RAISING
        cx_pak_not_authorized cx_pak_invalid_state cx_pak_invalid_data.

    "! The values assigned to the object itself for an attribute.
    CLASS-METHODS get_explicit_classification
      IMPORTING
        im_object         TYPE pak_object_key
        im_attribute      TYPE cls_attribute_name
      EXPORTING
        ex_classification TYPE ty_classification
      RAISING
        cx_pak_not_authorized cx_pak_invalid_state cx_pak_invalid_data.

  PRIVATE SECTION.
    DATA guid TYPE guid_32.
    DATA attribute TYPE cls_attribute_name.
    DATA object TYPE pak_object_key.
ENDCLASS.

CLASS cl_cls_attr_value_assignment IMPLEMENTATION.
  METHOD constructor.
    IF im_assignment_id IS NOT INITIAL.
      " no assignment of that id: the system keeps no classifications
      RAISE EXCEPTION TYPE cx_pak_invalid_data.
    ENDIF.
    RAISE EXCEPTION TYPE cx_pak_invalid_state.
  ENDMETHOD.

  METHOD get_attr_value_assignment.
    CLEAR ex_classification.
    ex_classification-object = im_object.
    ex_classification-attribute = im_attribute.
  ENDMETHOD.

  METHOD get_explicit_classification.
    CLEAR ex_classification.
    ex_classification-object = im_object.
    ex_classification-attribute = im_attribute.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~get_guid.
    re_guid = guid.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~get_attribute.
    re_attribute = attribute.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~get_object.
    re_object = object.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~get_values.
    CLEAR ex_values.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~get_links.
    CLEAR ex_links.
  ENDMETHOD.

  METHOD if_cls_attr_value_assignment~lock_and_refresh.
    RAISE EXCEPTION TYPE cx_pak_invalid_state.
  ENDMETHOD.

  METHOD if_pak_wb_object~get_last_changed.
    CLEAR: ex_changed_by, ex_changed_on.
  ENDMETHOD.

  METHOD if_pak_wb_object~delete.
    RETURN.
  ENDMETHOD.

  METHOD if_pak_wb_object~save.
    RETURN.
  ENDMETHOD.

  METHOD if_pak_wb_object_internal~unlock.
    RETURN.
  ENDMETHOD.
ENDCLASS.
