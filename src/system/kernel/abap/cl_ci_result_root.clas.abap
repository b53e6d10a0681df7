"! A result of a Code Inspector test (see IF_CI_TEST): its kind (E error, W warning, N information).
CLASS cl_ci_result_root DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    DATA kind TYPE c LENGTH 1 READ-ONLY.
    METHODS constructor
      IMPORTING p_kind TYPE clike.
ENDCLASS.
CLASS cl_ci_result_root IMPLEMENTATION.
  METHOD constructor.
    kind = p_kind.
  ENDMETHOD.
ENDCLASS.
