"! Code Inspector object sets. The embedded system keeps none: GET_REF answers OBJS_NOT_EXISTS, SAVE_FROM_LIST
"! answers NOT_AUTHORIZED.
CLASS cl_ci_objectset DEFINITION PUBLIC CREATE PRIVATE.
  PUBLIC SECTION.
    TYPES:
      BEGIN OF ty_object,
        objtype TYPE trobjtype,
        objname TYPE sobj_name,
      END OF ty_object.
    TYPES ty_objects TYPE STANDARD TABLE OF ty_object WITH DEFAULT KEY.
    TYPES:
      BEGIN OF ty_object_list,
        objects TYPE ty_objects,
      END OF ty_object_list.

    DATA objsname TYPE c LENGTH 30 READ-ONLY.
    "! The set's objects.
    DATA iobjlst TYPE ty_object_list READ-ONLY.

    CLASS-METHODS get_ref
      IMPORTING  p_objsnam    TYPE clike OPTIONAL
                 p_user       TYPE clike OPTIONAL
                 p_id         TYPE clike OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_objectset
      EXCEPTIONS missing_parameter
                 objs_not_exists
                 invalid_request.
    CLASS-METHODS save_from_list
      IMPORTING  p_objects    TYPE ty_objects OPTIONAL
                 p_name       TYPE clike OPTIONAL
                 p_user       TYPE clike OPTIONAL
                 p_text       TYPE clike OPTIONAL
                 p_deldate    TYPE d OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_objectset
      EXCEPTIONS objs_already_exists
                 locked
                 error_in_enqueue
                 not_authorized.
    "! Deletes the set (the embedded system saves none: nothing to delete).
    METHODS delete
      EXCEPTIONS exists_in_insp
                 locked
                 error_in_enqueue
                 not_authorized
                 exists_in_objs.
ENDCLASS.

CLASS cl_ci_objectset IMPLEMENTATION.
  METHOD get_ref.
    IF p_objsnam IS INITIAL AND p_id IS INITIAL.
      RAISE missing_parameter.
    ENDIF.
    RAISE objs_not_exists.
  ENDMETHOD.

  METHOD save_from_list.
    RAISE not_authorized.
  ENDMETHOD.

  METHOD delete.
    CLEAR iobjlst.
  ENDMETHOD.
ENDCLASS.
