"! ABAP SQL test environment (see IF_OSQL_TEST_ENVIRONMENT). The doubles are temporary tables of the
"! work process's database connection with the names of the doubled tables (database-driver.ts).
CLASS cl_osql_test_environment DEFINITION PUBLIC FINAL CREATE PRIVATE.

  PUBLIC SECTION.
    INTERFACES if_osql_test_environment.

    CLASS-METHODS create
      IMPORTING
        i_dependency_list TYPE if_osql_test_environment=>ty_t_sobjnames
      RETURNING
        VALUE(r_result)   TYPE REF TO if_osql_test_environment.

  PRIVATE SECTION.
    DATA doubled TYPE if_osql_test_environment=>ty_t_sobjnames.

ENDCLASS.



CLASS cl_osql_test_environment IMPLEMENTATION.

  METHOD create.
    DATA environment TYPE REF TO cl_osql_test_environment.
    DATA names TYPE string.
    DATA unknown TYPE string.
    DATA name TYPE if_osql_test_environment=>ty_s_sobjname.

    LOOP AT i_dependency_list INTO name.
      IF names IS NOT INITIAL.
        names = names && `,`.
      ENDIF.
      names = names && to_upper( condense( name ) ).
    ENDLOOP.
    WRITE '@KERNEL unknown.set(globalThis.abapdeckOsqlDoubles.create(names.get().split(",")).join(", "));'.
    IF unknown IS NOT INITIAL.
      RAISE EXCEPTION TYPE cx_sy_dynamic_osql_semantics
        EXPORTING
          sqlmsg = |No table or view { unknown } to double|.
    ENDIF.
    environment = NEW #( ).
    environment->doubled = i_dependency_list.
    r_result = environment.
  ENDMETHOD.

  METHOD if_osql_test_environment~insert_test_data.
    DATA table TYPE string.
    DATA is_doubled TYPE abap_bool.

    WRITE '@KERNEL { const row = i_data.getRowType ? i_data.getRowType() : undefined; table.set((row?.getQualifiedName?.() ?? "").toUpperCase()); }'.
    IF table IS INITIAL AND lines( me->doubled ) = 1.
      table = condense( me->doubled[ 1 ] ).
    ENDIF.
    WRITE '@KERNEL is_doubled.set(globalThis.abapdeckOsqlDoubles.isDoubled(table.get()) ? "X" : "");'.
    IF is_doubled = abap_false.
      RAISE EXCEPTION TYPE cx_sy_dynamic_osql_semantics
        EXPORTING
          sqlmsg = |Table { table } is not doubled in this test environment|.
    ENDIF.
    INSERT (table) FROM TABLE i_data.
    WRITE '@KERNEL globalThis.abapdeckOsqlDoubles.keep(table.get());'.
  ENDMETHOD.

  METHOD if_osql_test_environment~clear_doubles.
    WRITE '@KERNEL globalThis.abapdeckOsqlDoubles.clear();'.
  ENDMETHOD.

  METHOD if_osql_test_environment~destroy.
    WRITE '@KERNEL globalThis.abapdeckOsqlDoubles.destroy();'.
  ENDMETHOD.

ENDCLASS.
