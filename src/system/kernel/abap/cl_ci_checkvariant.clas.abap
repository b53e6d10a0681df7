"! Code Inspector check variants. The embedded system keeps none (its checks are abaplint's variants, see
"! inspect): GET_REF answers CHKV_NOT_EXISTS, CREATE answers NOT_AUTHORIZED.
CLASS cl_ci_checkvariant DEFINITION PUBLIC CREATE PRIVATE.
  PUBLIC SECTION.
    DATA chkvname TYPE sci_chkv READ-ONLY.

    CLASS-METHODS get_ref
      IMPORTING  p_user       TYPE clike OPTIONAL
                 p_name       TYPE clike OPTIONAL
                 p_id         TYPE clike OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_checkvariant
      EXCEPTIONS chkv_not_exists
                 missing_parameter.
    CLASS-METHODS create
      IMPORTING  p_user       TYPE clike OPTIONAL
                 p_name       TYPE clike OPTIONAL
      RETURNING  VALUE(p_ref) TYPE REF TO cl_ci_checkvariant
      EXCEPTIONS chkv_already_exists
                 locked
                 error_in_enqueue
                 not_authorized.
    METHODS save
      EXCEPTIONS empty_variant
                 not_enqueued.
    METHODS delete
      EXCEPTIONS exceptn_appl_exists
                 locked
                 error_in_enqueue
                 not_authorized
                 transport_error.
ENDCLASS.

CLASS cl_ci_checkvariant IMPLEMENTATION.
  METHOD get_ref.
    IF p_name IS INITIAL AND p_id IS INITIAL.
      RAISE missing_parameter.
    ENDIF.
    RAISE chkv_not_exists.
  ENDMETHOD.

  METHOD create.
    RAISE not_authorized.
  ENDMETHOD.

  METHOD save.
    RAISE not_enqueued.
  ENDMETHOD.

  METHOD delete.
    RAISE not_authorized.
  ENDMETHOD.
ENDCLASS.
