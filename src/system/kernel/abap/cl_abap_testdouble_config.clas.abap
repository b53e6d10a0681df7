"! The configuration of one call of a test double (see CL_ABAP_TESTDOUBLE). The answers and
"! expectations live with the double in the work process; this object writes them there.
CLASS cl_abap_testdouble_config DEFINITION PUBLIC FINAL CREATE PUBLIC.

  PUBLIC SECTION.
    INTERFACES if_abap_testdouble_config.

ENDCLASS.



CLASS cl_abap_testdouble_config IMPLEMENTATION.

  METHOD if_abap_testdouble_config~returning.
    WRITE '@KERNEL this.abapdeckConfiguration.returning = globalThis.abapdeckTestDoubles.copy(value);'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~set_parameter.
    DATA parameter TYPE string.

    parameter = to_upper( condense( name ) ).
    WRITE '@KERNEL this.abapdeckConfiguration.exporting.set(parameter.get(), globalThis.abapdeckTestDoubles.copy(value));'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~raise_exception.
    WRITE '@KERNEL this.abapdeckConfiguration.exception = exception.get();'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~ignore_parameter.
    DATA parameter TYPE string.

    parameter = to_upper( condense( name ) ).
    WRITE '@KERNEL this.abapdeckConfiguration.ignored.add(parameter.get());'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~ignore_all_parameters.
    WRITE '@KERNEL this.abapdeckConfiguration.ignoreAll = true;'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~times.
    WRITE '@KERNEL this.abapdeckConfiguration.times = times.get();'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~and_expect.
    WRITE '@KERNEL this.abapdeckConfiguration.expectation = { kind: "times", count: 1 };'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~is_called_times.
    WRITE '@KERNEL this.abapdeckConfiguration.expectation = { kind: "times", count: times.get() };'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~is_called_once.
    WRITE '@KERNEL this.abapdeckConfiguration.expectation = { kind: "times", count: 1 };'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~is_never_called.
    WRITE '@KERNEL this.abapdeckConfiguration.expectation = { kind: "times", count: 0 };'.
    result = me.
  ENDMETHOD.

  METHOD if_abap_testdouble_config~is_called_at_least.
    WRITE '@KERNEL this.abapdeckConfiguration.expectation = { kind: "at_least", count: times.get() };'.
    result = me.
  ENDMETHOD.

ENDCLASS.
