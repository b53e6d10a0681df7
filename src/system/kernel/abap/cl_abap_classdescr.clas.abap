CLASS cl_abap_classdescr DEFINITION PUBLIC INHERITING FROM cl_abap_objectdescr CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS classkind_common TYPE c LENGTH 1 VALUE 'C'.
    CONSTANTS classkind_final TYPE c LENGTH 1 VALUE 'F'.
    CONSTANTS classkind_abstract TYPE c LENGTH 1 VALUE 'A'.

    DATA class_kind TYPE c LENGTH 1 VALUE 'C' READ-ONLY.
    DATA create_visibility TYPE c LENGTH 1 VALUE 'U' READ-ONLY.

    CLASS-METHODS get_class_name
      IMPORTING
        p_object           TYPE REF TO object
      RETURNING
        VALUE(p_classname) TYPE abap_abstypename.

    METHODS get_super_class_type
      RETURNING
        VALUE(p_descr_ref) TYPE REF TO cl_abap_classdescr
      EXCEPTIONS
        super_class_not_found.

    METHODS is_instantiatable
      RETURNING
        VALUE(p_result) TYPE abap_bool.

ENDCLASS.



CLASS cl_abap_classdescr IMPLEMENTATION.

  METHOD get_class_name.
    p_classname = describe_by_object_ref( p_object )->absolute_name.
  ENDMETHOD.

  METHOD get_super_class_type.
    DATA name TYPE string.
    WRITE '@KERNEL const S = abap.Classes[this.object_type.get()]?.STATIC_SUPER; if (S) name.set(S.INTERNAL_NAME);'.
    IF name IS INITIAL.
      RAISE super_class_not_found.
    ENDIF.
    p_descr_ref ?= describe_object_type( name ).
  ENDMETHOD.

  METHOD is_instantiatable.
    IF class_kind <> classkind_abstract.
      p_result = abap_true.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
