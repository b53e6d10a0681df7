"! Test doubles of interfaces and classes for ABAP Unit. CREATE answers an object implementing the
"! interface (or a subclass of the class); CONFIGURE_CALL configures the next call made on it;
"! VERIFY_EXPECTATIONS fails the test when the calls expected with AND_EXPECT did not happen.
"! The double is generated at run time by the work process (test-doubles.ts).
CLASS cl_abap_testdouble DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    CLASS-METHODS create
      IMPORTING
        object_name   TYPE csequence
      RETURNING
        VALUE(object) TYPE REF TO object.

    CLASS-METHODS configure_call
      IMPORTING
        double        TYPE REF TO object
      RETURNING
        VALUE(result) TYPE REF TO if_abap_testdouble_config.

    CLASS-METHODS verify_expectations
      IMPORTING
        double TYPE REF TO object.

ENDCLASS.



CLASS cl_abap_testdouble IMPLEMENTATION.

  METHOD create.
    DATA name TYPE string.

    name = to_upper( condense( object_name ) ).
    WRITE '@KERNEL const created = globalThis.abapdeckTestDoubles?.create(name.get()); if (created) { object.set(created); }'.
    IF object IS NOT BOUND.
      RAISE EXCEPTION TYPE cx_sy_create_object_error
        EXPORTING
          classname = name.
    ENDIF.
  ENDMETHOD.

  METHOD configure_call.
    DATA config TYPE REF TO cl_abap_testdouble_config.
    DATA target TYPE REF TO object.

    " "double" is a reserved word of JavaScript: the kernel code below reads the double as target
    target = double.
    config = NEW #( ).
    WRITE '@KERNEL config.get().abapdeckConfiguration = globalThis.abapdeckTestDoubles.configure(target.get());'.
    result = config.
  ENDMETHOD.

  METHOD verify_expectations.
    DATA unmet TYPE string.
    DATA target TYPE REF TO object.

    target = double.
    WRITE '@KERNEL unmet.set(globalThis.abapdeckTestDoubles.unmetExpectations(target.get()).join("; "));'.
    IF unmet IS NOT INITIAL.
      cl_abap_unit_assert=>fail( msg = unmet ).
    ENDIF.
  ENDMETHOD.

ENDCLASS.
