"! ABAP Unit: the classic assertions of older test code. Each one asks CL_ABAP_UNIT_ASSERT, so a failure is the
"! same CX_AUNIT_FAILURE with the same texts; LEVEL and QUIT take the classic constants (CRITICAL, FATAL,
"! TOLERABLE; NO, METHOD, CLASS, PROGRAM), which have the values of IF_AUNIT_CONSTANTS' severities and quits.
CLASS cl_aunit_assert DEFINITION PUBLIC ABSTRACT CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_aunit_constants.

    ALIASES class FOR if_aunit_constants~class.
    ALIASES critical FOR if_aunit_constants~critical.
    ALIASES fatal FOR if_aunit_constants~fatal.
    ALIASES method FOR if_aunit_constants~method.
    ALIASES no FOR if_aunit_constants~no.
    ALIASES program FOR if_aunit_constants~program.
    ALIASES tolerable FOR if_aunit_constants~tolerable.

    TYPES n1 TYPE n LENGTH 1.

    CONSTANTS rtol_default TYPE f VALUE '1.E-14'.
    CONSTANTS rtol_default_df34 TYPE decfloat34 VALUE '1.E-14'.

    CLASS-METHODS abort
      IMPORTING
        msg    TYPE csequence OPTIONAL
        detail TYPE csequence OPTIONAL
        quit   TYPE int1 DEFAULT if_aunit_constants=>class
      PREFERRED PARAMETER msg.

    CLASS-METHODS assert_bound
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_not_bound
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_char_cp
      IMPORTING
        act                     TYPE csequence
        exp                     TYPE csequence
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_char_np
      IMPORTING
        act                     TYPE csequence
        exp                     TYPE csequence
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_differs
      IMPORTING
        exp                     TYPE simple
        act                     TYPE simple
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        tol                     TYPE f OPTIONAL
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_equals
      IMPORTING
        exp                     TYPE any
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        tol                     TYPE f OPTIONAL
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
        ignore_hash_sequence    TYPE abap_bool DEFAULT abap_false
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_equals_f
      IMPORTING
        exp                     TYPE f
        act                     TYPE f
        msg                     TYPE csequence OPTIONAL
        rtol                    TYPE f DEFAULT rtol_default
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_equals_float
      IMPORTING
        exp                     TYPE numeric
        act                     TYPE numeric
        msg                     TYPE csequence OPTIONAL
        rtol                    TYPE numeric DEFAULT rtol_default
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_initial
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_not_initial
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_subrc
      IMPORTING
        exp                     TYPE sysubrc DEFAULT 0
        act                     TYPE sysubrc DEFAULT sy-subrc
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
        symsg                   TYPE symsg OPTIONAL
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    "! Fails unless the constraint holds for the value; the message lists the constraint's description.
    CLASS-METHODS assert_that
      IMPORTING
        act                     TYPE data
        exp                     TYPE REF TO if_constraint
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>critical
        quit                    TYPE int1 DEFAULT if_aunit_constants=>method
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS fail
      IMPORTING
        msg    TYPE csequence OPTIONAL
        level  TYPE int1 DEFAULT if_aunit_constants=>critical
        quit   TYPE int1 DEFAULT if_aunit_constants=>method
        detail TYPE csequence OPTIONAL
      PREFERRED PARAMETER msg.

ENDCLASS.



CLASS cl_aunit_assert IMPLEMENTATION.

  METHOD abort.
    cl_abap_unit_assert=>abort( msg = msg detail = detail quit = quit ).
  ENDMETHOD.

  METHOD assert_bound.
    assertion_failed = cl_abap_unit_assert=>assert_bound( act = act msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_not_bound.
    assertion_failed = cl_abap_unit_assert=>assert_not_bound( act = act msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_char_cp.
    assertion_failed = cl_abap_unit_assert=>assert_char_cp( act = act exp = exp msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_char_np.
    assertion_failed = cl_abap_unit_assert=>assert_char_np( act = act exp = exp msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_differs.
    assertion_failed = cl_abap_unit_assert=>assert_differs( act = act exp = exp msg = msg level = level tol = tol quit = quit ).
  ENDMETHOD.

  METHOD assert_equals.
    assertion_failed = cl_abap_unit_assert=>assert_equals( act = act exp = exp msg = msg level = level tol = tol quit = quit
                                                           ignore_hash_sequence = ignore_hash_sequence ).
  ENDMETHOD.

  METHOD assert_equals_f.
    assertion_failed = cl_abap_unit_assert=>assert_equals_float( act = act exp = exp rtol = rtol msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_equals_float.
    assertion_failed = cl_abap_unit_assert=>assert_equals_float( act = act exp = exp rtol = rtol msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_initial.
    assertion_failed = cl_abap_unit_assert=>assert_initial( act = act msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_not_initial.
    assertion_failed = cl_abap_unit_assert=>assert_not_initial( act = act msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_subrc.
    assertion_failed = cl_abap_unit_assert=>assert_subrc( exp = exp act = act msg = msg level = level quit = quit ).
  ENDMETHOD.

  METHOD assert_that.
    IF exp->is_valid( act ) = abap_true.
      RETURN.
    ENDIF.
    DATA(text) = concat_lines_of( table = exp->get_description( ) sep = `; ` ).
    IF msg IS NOT INITIAL.
      text = COND #( WHEN text IS INITIAL THEN msg ELSE |{ msg }: { text }| ).
    ENDIF.
    assertion_failed = abap_true.
    cl_abap_unit_assert=>fail( msg = text level = level quit = quit ).
  ENDMETHOD.

  METHOD fail.
    cl_abap_unit_assert=>fail( msg = msg level = level quit = quit detail = detail ).
  ENDMETHOD.

ENDCLASS.
