"! Code Inspector inspections. The embedded system runs its checks with abaplint (inspect) and keeps no
"! inspections: GET_REF answers INSP_NOT_EXISTS, CREATE answers NOT_AUTHORIZED, and an inspection's list is empty.
CLASS cl_ci_inspection DEFINITION PUBLIC CREATE PRIVATE.
  PUBLIC SECTION.
    DATA inspecname TYPE c LENGTH 30 READ-ONLY.

    CLASS-METHODS get_ref
      IMPORTING  p_user       TYPE clike OPTIONAL
                 p_name       TYPE clike OPTIONAL
                 p_id         TYPE clike OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_inspection
      EXCEPTIONS insp_not_exists.
    CLASS-METHODS create
      IMPORTING  p_user       TYPE clike OPTIONAL
                 p_name       TYPE clike OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_inspection
      EXCEPTIONS locked
                 error_in_enqueue
                 not_authorized.
    METHODS set
      IMPORTING p_chkv TYPE REF TO cl_ci_checkvariant OPTIONAL
                p_objs TYPE REF TO cl_ci_objectset OPTIONAL
                p_text TYPE clike OPTIONAL
                p_deldate TYPE d OPTIONAL.
    METHODS save
      EXCEPTIONS missing_information
                 insp_no_name
                 not_enqueued.
    METHODS run
      IMPORTING  p_howtorun TYPE clike OPTIONAL
      EXCEPTIONS invalid_check_version
                 no_object.
    METHODS plain_list
      EXPORTING p_list TYPE scit_alvlist.
    METHODS delete
      IMPORTING  p_mode TYPE clike OPTIONAL
      EXCEPTIONS locked
                 error_in_enqueue
                 not_authorized
                 exceptn_appl_exists.
ENDCLASS.

CLASS cl_ci_inspection IMPLEMENTATION.
  METHOD get_ref.
    RAISE insp_not_exists.
  ENDMETHOD.

  METHOD create.
    RAISE not_authorized.
  ENDMETHOD.

  METHOD set.
    RETURN.
  ENDMETHOD.

  METHOD save.
    RAISE not_enqueued.
  ENDMETHOD.

  METHOD run.
    RAISE no_object.
  ENDMETHOD.

  METHOD plain_list.
    CLEAR p_list.
  ENDMETHOD.

  METHOD delete.
    RAISE not_authorized.
  ENDMETHOD.
ENDCLASS.
