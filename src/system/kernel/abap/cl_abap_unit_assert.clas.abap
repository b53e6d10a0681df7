"! Assertions of ABAP Unit. A failed assertion raises CX_AUNIT_FAILURE, which ends the test method;
"! with quit = if_aunit_constants=>quit-no the failure is collected instead and the test goes on.
CLASS cl_abap_unit_assert DEFINITION PUBLIC CREATE PUBLIC.

  PUBLIC SECTION.
    CLASS-METHODS assert_equals
      IMPORTING
        act                     TYPE any
        exp                     TYPE any
        ignore_hash_sequence    TYPE abap_bool DEFAULT abap_false
        tol                     TYPE f OPTIONAL
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_equals_float
      IMPORTING
        act                     TYPE numeric
        exp                     TYPE numeric
        rtol                    TYPE numeric DEFAULT '1.E-14'
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_differs
      IMPORTING
        act                     TYPE simple
        exp                     TYPE simple
        tol                     TYPE f OPTIONAL
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_true
      IMPORTING
        act                     TYPE abap_bool
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_false
      IMPORTING
        act                     TYPE abap_bool
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_initial
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_not_initial
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_bound
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_not_bound
      IMPORTING
        act                     TYPE any
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_subrc
      IMPORTING
        exp                     TYPE sy-subrc DEFAULT 0
        act                     TYPE sy-subrc DEFAULT sy-subrc
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      PREFERRED PARAMETER act
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_return_code
      IMPORTING
        exp                     TYPE sy-subrc
        act                     TYPE sy-subrc DEFAULT sy-subrc
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_char_cp
      IMPORTING
        act                     TYPE csequence
        exp                     TYPE csequence
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_char_np
      IMPORTING
        act                     TYPE csequence
        exp                     TYPE csequence
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_table_contains
      IMPORTING
        line                    TYPE any
        table                   TYPE ANY TABLE
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_table_not_contains
      IMPORTING
        line                    TYPE any
        table                   TYPE ANY TABLE
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_number_between
      IMPORTING
        lower                   TYPE numeric
        upper                   TYPE numeric
        number                  TYPE numeric
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS assert_text_matches
      IMPORTING
        pattern                 TYPE csequence
        text                    TYPE csequence
        msg                     TYPE csequence OPTIONAL
        level                   TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit                    TYPE int1 DEFAULT if_aunit_constants=>quit-test
      RETURNING
        VALUE(assertion_failed) TYPE abap_bool.

    CLASS-METHODS fail
      IMPORTING
        msg    TYPE csequence OPTIONAL
        level  TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit   TYPE int1 DEFAULT if_aunit_constants=>quit-test
        detail TYPE csequence OPTIONAL
      PREFERRED PARAMETER msg.

    CLASS-METHODS skip
      IMPORTING
        msg    TYPE csequence
        detail TYPE csequence OPTIONAL.

    CLASS-METHODS abort
      IMPORTING
        msg    TYPE csequence OPTIONAL
        detail TYPE csequence OPTIONAL
        quit   TYPE int1 DEFAULT if_aunit_constants=>quit-class
      PREFERRED PARAMETER msg.

  PRIVATE SECTION.
    CLASS-METHODS report
      IMPORTING
        kind     TYPE string DEFAULT cx_aunit_failure=>kinds-failure
        msg      TYPE csequence
        detail   TYPE csequence OPTIONAL
        expected TYPE string OPTIONAL
        actual   TYPE string OPTIONAL
        level    TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit     TYPE int1 DEFAULT if_aunit_constants=>quit-test.

    "! Readable rendering of any value for a failure message.
    CLASS-METHODS describe
      IMPORTING
        value         TYPE any
      RETURNING
        VALUE(result) TYPE string.

    CLASS-METHODS is_numeric
      IMPORTING
        value         TYPE any
      RETURNING
        VALUE(result) TYPE abap_bool.

    CLASS-METHODS within_tolerance
      IMPORTING
        act           TYPE any
        exp           TYPE any
        tol           TYPE f
      RETURNING
        VALUE(result) TYPE abap_bool.

    CLASS-METHODS table_contains
      IMPORTING
        line          TYPE any
        table         TYPE ANY TABLE
      RETURNING
        VALUE(result) TYPE abap_bool.

    "! Equality as ABAP compares, except that hashed tables (and any table with ignore_hash_sequence)
    "! are equal when they hold the same lines in any order: their order is no property of their content.
    CLASS-METHODS equal
      IMPORTING
        act                  TYPE any
        exp                  TYPE any
        ignore_hash_sequence TYPE abap_bool
      RETURNING
        VALUE(result)        TYPE abap_bool.

    CLASS-METHODS is_hashed
      IMPORTING
        value         TYPE any
      RETURNING
        VALUE(result) TYPE abap_bool.

ENDCLASS.



CLASS cl_abap_unit_assert IMPLEMENTATION.

  METHOD assert_equals.
    IF tol IS SUPPLIED AND is_numeric( act ) = abap_true AND is_numeric( exp ) = abap_true.
      assertion_failed = xsdbool( within_tolerance( act = act exp = exp tol = tol ) = abap_false ).
    ELSE.
      assertion_failed = xsdbool( equal( act = act exp = exp ignore_hash_sequence = ignore_hash_sequence ) = abap_false ).
    ENDIF.
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = describe( exp )
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_equals_float.
    DATA difference TYPE decfloat34.
    DATA limit TYPE decfloat34.

    difference = abs( act - exp ).
    limit = abs( rtol * exp ).
    assertion_failed = xsdbool( difference > limit ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = describe( exp )
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_differs.
    IF tol IS SUPPLIED AND is_numeric( act ) = abap_true AND is_numeric( exp ) = abap_true.
      assertion_failed = within_tolerance( act = act exp = exp tol = tol ).
    ELSE.
      assertion_failed = xsdbool( act = exp ).
    ENDIF.
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |a value other than { describe( exp ) }|
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_true.
    assertion_failed = xsdbool( act <> abap_true ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `true`
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_false.
    assertion_failed = xsdbool( act <> abap_false ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `false`
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_initial.
    assertion_failed = xsdbool( act IS NOT INITIAL ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `initial value`
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_not_initial.
    assertion_failed = xsdbool( act IS INITIAL ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `a value that is not initial`
              actual   = describe( act )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_bound.
    assertion_failed = xsdbool( act IS NOT BOUND ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `bound reference`
              actual   = `unbound reference`
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_not_bound.
    assertion_failed = xsdbool( act IS BOUND ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = `unbound reference`
              actual   = `bound reference`
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_subrc.
    assertion_failed = xsdbool( act <> exp ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |sy-subrc { exp }|
              actual   = |sy-subrc { act }|
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_return_code.
    assertion_failed = assert_subrc( exp   = exp
                                     act   = act
                                     msg   = msg
                                     level = level
                                     quit  = quit ).
  ENDMETHOD.

  METHOD assert_char_cp.
    assertion_failed = xsdbool( NOT act CP exp ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |text matching the pattern '{ exp }'|
              actual   = |{ act }|
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_char_np.
    assertion_failed = xsdbool( act CP exp ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |text not matching the pattern '{ exp }'|
              actual   = |{ act }|
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_table_contains.
    assertion_failed = xsdbool( table_contains( line = line table = table ) = abap_false ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |a table containing { describe( line ) }|
              actual   = describe( table )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_table_not_contains.
    assertion_failed = table_contains( line = line table = table ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |a table without { describe( line ) }|
              actual   = describe( table )
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_number_between.
    assertion_failed = xsdbool( number < lower OR number > upper ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |a number between { lower } and { upper }|
              actual   = |{ number }|
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD assert_text_matches.
    FIND REGEX pattern IN text.
    assertion_failed = xsdbool( sy-subrc <> 0 ).
    IF assertion_failed = abap_true.
      report( msg      = msg
              expected = |text matching the regular expression '{ pattern }'|
              actual   = |{ text }|
              level    = level
              quit     = quit ).
    ENDIF.
  ENDMETHOD.

  METHOD fail.
    report( msg    = msg
            detail = detail
            level  = level
            quit   = quit ).
  ENDMETHOD.

  METHOD skip.
    report( kind   = cx_aunit_failure=>kinds-skip
            msg    = msg
            detail = detail ).
  ENDMETHOD.

  METHOD abort.
    report( kind   = cx_aunit_failure=>kinds-abort
            msg    = msg
            detail = detail
            quit   = quit ).
  ENDMETHOD.

  METHOD report.
    DATA failure TYPE REF TO cx_aunit_failure.

    failure = NEW #( kind     = kind
                     msg      = |{ msg }|
                     detail   = |{ detail }|
                     expected = expected
                     actual   = actual
                     level    = level
                     quit     = quit ).
    IF quit = if_aunit_constants=>quit-no AND kind = cx_aunit_failure=>kinds-failure.
      cx_aunit_failure=>collect( failure ).
    ELSE.
      RAISE EXCEPTION failure.
    ENDIF.
  ENDMETHOD.

  METHOD describe.
    DATA kind TYPE c LENGTH 1.
    FIELD-SYMBOLS <table> TYPE ANY TABLE.
    FIELD-SYMBOLS <component> TYPE any.

    DESCRIBE FIELD value TYPE kind.
    CASE kind.
      WHEN 'h'.
        ASSIGN value TO <table>.
        result = |table with { lines( <table> ) } line(s)|.
      WHEN 'u' OR 'v'.
        DO.
          ASSIGN COMPONENT sy-index OF STRUCTURE value TO <component>.
          IF sy-subrc <> 0.
            EXIT.
          ENDIF.
          IF sy-index > 1.
            result = result && `, `.
          ENDIF.
          result = result && describe( <component> ).
        ENDDO.
        result = |({ result })|.
      WHEN 'r' OR 'l'.
        IF value IS BOUND.
          result = `bound reference`.
        ELSE.
          result = `unbound reference`.
        ENDIF.
      WHEN OTHERS.
        result = |{ value }|.
    ENDCASE.
  ENDMETHOD.

  METHOD is_numeric.
    DATA kind TYPE c LENGTH 1.

    DESCRIBE FIELD value TYPE kind.
    result = xsdbool( kind = 'I' OR kind = 'b' OR kind = 's' OR kind = '8'
                   OR kind = 'P' OR kind = 'F' OR kind = 'a' OR kind = 'e' ).
  ENDMETHOD.

  METHOD within_tolerance.
    DATA difference TYPE decfloat34.

    difference = act - exp.
    result = xsdbool( abs( difference ) <= tol ).
  ENDMETHOD.

  METHOD equal.
    DATA act_kind TYPE c LENGTH 1.
    DATA exp_kind TYPE c LENGTH 1.
    FIELD-SYMBOLS <act> TYPE ANY TABLE.
    FIELD-SYMBOLS <exp> TYPE ANY TABLE.
    FIELD-SYMBOLS <row> TYPE any.

    DESCRIBE FIELD act TYPE act_kind.
    DESCRIBE FIELD exp TYPE exp_kind.
    IF act_kind = 'h' AND exp_kind = 'h'
        AND ( ignore_hash_sequence = abap_true OR is_hashed( act ) = abap_true OR is_hashed( exp ) = abap_true ).
      ASSIGN act TO <act>.
      ASSIGN exp TO <exp>.
      IF lines( <act> ) <> lines( <exp> ).
        RETURN.
      ENDIF.
      LOOP AT <act> ASSIGNING <row>.
        IF table_contains( line = <row> table = <exp> ) = abap_false.
          RETURN.
        ENDIF.
      ENDLOOP.
      LOOP AT <exp> ASSIGNING <row>.
        IF table_contains( line = <row> table = <act> ) = abap_false.
          RETURN.
        ENDIF.
      ENDLOOP.
      result = abap_true.
      RETURN.
    ENDIF.
    result = xsdbool( act = exp ).
  ENDMETHOD.

  METHOD is_hashed.
    WRITE '@KERNEL { const table = value?.getPointer ? value.getPointer() : value; result.set(table instanceof abap.types.HashedTable || table?.getOptions?.()?.type === "HASHED" ? "X" : ""); }'.
  ENDMETHOD.

  METHOD table_contains.
    FIELD-SYMBOLS <row> TYPE any.

    LOOP AT table ASSIGNING <row>.
      IF <row> = line.
        result = abap_true.
        RETURN.
      ENDIF.
    ENDLOOP.
  ENDMETHOD.

ENDCLASS.
