"! Raised by CL_ABAP_UNIT_ASSERT: a failed assertion, a skipped or an aborted test.
"! A no-check exception, so it leaves any method under test unchanged until the test runner catches it.
CLASS cx_aunit_failure DEFINITION PUBLIC INHERITING FROM cx_no_check CREATE PUBLIC.

  PUBLIC SECTION.
    CONSTANTS:
      BEGIN OF kinds,
        failure TYPE string VALUE `FAILURE`,
        skip    TYPE string VALUE `SKIP`,
        abort   TYPE string VALUE `ABORT`,
      END OF kinds.

    TYPES ty_failures TYPE STANDARD TABLE OF REF TO cx_aunit_failure WITH EMPTY KEY.

    DATA kind TYPE string READ-ONLY.
    DATA msg TYPE string READ-ONLY.
    DATA detail TYPE string READ-ONLY.
    DATA expected TYPE string READ-ONLY.
    DATA actual TYPE string READ-ONLY.
    DATA level TYPE int1 READ-ONLY.
    DATA quit TYPE int1 READ-ONLY.

    METHODS constructor
      IMPORTING
        textid   LIKE textid OPTIONAL
        previous LIKE previous OPTIONAL
        kind     TYPE string DEFAULT kinds-failure
        msg      TYPE string OPTIONAL
        detail   TYPE string OPTIONAL
        expected TYPE string OPTIONAL
        actual   TYPE string OPTIONAL
        level    TYPE int1 DEFAULT if_aunit_constants=>severity-medium
        quit     TYPE int1 DEFAULT if_aunit_constants=>quit-test.

    "! Keeps a failure whose assertion asked to continue the test (quit = no).
    CLASS-METHODS collect
      IMPORTING
        failure TYPE REF TO cx_aunit_failure.

    "! Failures collected since the last call; the test runner reads them after each test method.
    CLASS-METHODS take_collected
      RETURNING
        VALUE(result) TYPE ty_failures.

  PROTECTED SECTION.
    METHODS default_text REDEFINITION.

  PRIVATE SECTION.
    CLASS-DATA collected TYPE ty_failures.

ENDCLASS.



CLASS cx_aunit_failure IMPLEMENTATION.

  METHOD constructor.
    super->constructor( textid = textid previous = previous ).
    me->kind = kind.
    me->msg = msg.
    me->detail = detail.
    me->expected = expected.
    me->actual = actual.
    me->level = level.
    me->quit = quit.
  ENDMETHOD.

  METHOD collect.
    APPEND failure TO collected.
  ENDMETHOD.

  METHOD take_collected.
    result = collected.
    CLEAR collected.
  ENDMETHOD.

  METHOD default_text.
    result = msg.
    IF expected IS NOT INITIAL OR actual IS NOT INITIAL.
      IF result IS NOT INITIAL.
        result = result && `: `.
      ENDIF.
      result = |{ result }expected [{ expected }], actual [{ actual }]|.
    ENDIF.
    IF result IS INITIAL.
      result = 'Assertion failed'.
    ENDIF.
  ENDMETHOD.

ENDCLASS.
