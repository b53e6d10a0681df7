"! A result of a Code Inspector test (see IF_CI_TEST): its kind (E error, W warning, N information) and the
"! finding it shows (SET_INFO). The embedded system has no Code Inspector screens: NAVIGATE shows nothing.
CLASS cl_ci_result_root DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES if_ci_test.
    DATA kind TYPE c LENGTH 1 READ-ONLY.
    METHODS constructor
      IMPORTING p_kind TYPE clike.
    "! The finding (a line of SCIR_REST on an application system).
    METHODS set_info
      IMPORTING p_info TYPE any.
ENDCLASS.
CLASS cl_ci_result_root IMPLEMENTATION.
  METHOD constructor.
    kind = p_kind.
  ENDMETHOD.

  METHOD set_info.
    RETURN.
  ENDMETHOD.

  METHOD if_ci_test~query_attributes.
    p_break = space.
  ENDMETHOD.

  METHOD if_ci_test~display_documentation.
    RETURN.
  ENDMETHOD.

  METHOD if_ci_test~navigate.
    RETURN.
  ENDMETHOD.
ENDCLASS.
