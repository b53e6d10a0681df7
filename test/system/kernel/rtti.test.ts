/**
 * RTTI on the runtime: CL_ABAP_TYPEDESCR and its family describe elementary data, structures, tables,
 * references, classes and interfaces, and create types that CREATE DATA ... TYPE HANDLE instantiates.
 */
import { describe, expect, it } from 'vitest';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const INTERFACE = `INTERFACE zif_rtti PUBLIC.
  DATA counter TYPE i.
  METHODS ping RETURNING VALUE(result) TYPE string.
ENDINTERFACE.
`;

const PRODUCTION = `CLASS zcl_rtti DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_rtti.
    TYPES: BEGIN OF ty_line,
             id    TYPE i,
             name  TYPE c LENGTH 10,
             price TYPE p LENGTH 8 DECIMALS 2,
             text  TYPE string,
           END OF ty_line.
    TYPES ty_sorted TYPE SORTED TABLE OF ty_line WITH UNIQUE KEY id.
    TYPES ty_hashed TYPE HASHED TABLE OF ty_line WITH UNIQUE KEY id name.
    TYPES ty_name TYPE c LENGTH 10.
    DATA title TYPE string.
    CLASS-DATA count TYPE i.
    CONSTANTS version TYPE i VALUE 2.
    METHODS rename IMPORTING new_name TYPE string RETURNING VALUE(old_name) TYPE string.
    CLASS-METHODS make RETURNING VALUE(result) TYPE REF TO zcl_rtti.
  PROTECTED SECTION.
    DATA hidden TYPE i.
ENDCLASS.
CLASS zcl_rtti IMPLEMENTATION.
  METHOD zif_rtti~ping.
    result = 'pong'.
  ENDMETHOD.
  METHOD rename.
    old_name = title.
    title = new_name.
  ENDMETHOD.
  METHOD make.
    result = NEW #( ).
  ENDMETHOD.
ENDCLASS.
`;

const SUB = `CLASS zcl_rtti_sub DEFINITION PUBLIC INHERITING FROM zcl_rtti CREATE PUBLIC.
  PUBLIC SECTION.
    DATA extra TYPE d.
ENDCLASS.
CLASS zcl_rtti_sub IMPLEMENTATION.
ENDCLASS.
`;

const TESTS = testClass({
  elementary: `    DATA c10 TYPE c LENGTH 10.
    DATA packed TYPE p LENGTH 8 DECIMALS 3.
    DATA number TYPE i.
    DATA text TYPE string.
    DATA date TYPE d.
    DATA hex TYPE x LENGTH 4.
    DATA(elem) = CAST cl_abap_elemdescr( cl_abap_typedescr=>describe_by_data( c10 ) ).
    cl_abap_unit_assert=>assert_equals( act = elem->kind exp = cl_abap_typedescr=>kind_elem ).
    cl_abap_unit_assert=>assert_equals( act = elem->type_kind exp = cl_abap_typedescr=>typekind_char ).
    cl_abap_unit_assert=>assert_equals( act = elem->length exp = 20 ).
    cl_abap_unit_assert=>assert_equals( act = elem->output_length exp = 10 ).
    cl_abap_unit_assert=>assert_equals( act = elem->get_relative_name( ) exp = \`\` ).
    DATA other TYPE c LENGTH 10.
    cl_abap_unit_assert=>assert_true( xsdbool( elem = cl_abap_typedescr=>describe_by_data( other ) ) ).
    DATA anonymous TYPE REF TO data.
    CREATE DATA anonymous TYPE (elem->absolute_name).
    ASSIGN anonymous->* TO FIELD-SYMBOL(<anonymous>).
    <anonymous> = 'ABCDEFGHIJKL'.
    cl_abap_unit_assert=>assert_equals( act = <anonymous> exp = 'ABCDEFGHIJ' ).
    elem ?= cl_abap_typedescr=>describe_by_data( packed ).
    cl_abap_unit_assert=>assert_equals( act = elem->type_kind exp = cl_abap_typedescr=>typekind_packed ).
    cl_abap_unit_assert=>assert_equals( act = elem->length exp = 8 ).
    cl_abap_unit_assert=>assert_equals( act = elem->decimals exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( number )->type_kind exp = cl_abap_typedescr=>typekind_int ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( number )->absolute_name exp = '\\TYPE=I' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( text )->type_kind exp = cl_abap_typedescr=>typekind_string ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( text )->get_relative_name( ) exp = 'STRING' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( date )->type_kind exp = cl_abap_typedescr=>typekind_date ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( hex )->length exp = 4 ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_datadescr=>get_data_type_kind( abap_true ) exp = cl_abap_typedescr=>typekind_char ).
    DATA flag TYPE abap_bool.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( flag )->absolute_name exp = '\\TYPE-POOL=ABAP\\TYPE=ABAP_BOOL' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data( flag )->get_relative_name( ) exp = 'ABAP_BOOL' ).
    cl_abap_unit_assert=>assert_true( xsdbool( cl_abap_typedescr=>describe_by_name( '\\TYPE-POOL=ABAP\\TYPE=ABAP_BOOL' ) = cl_abap_typedescr=>describe_by_data( flag ) ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( cl_abap_typedescr=>describe_by_data( number ) = cl_abap_elemdescr=>get_i( ) ) ).`,
  structure: `    DATA line TYPE zcl_rtti=>ty_line.
    DATA(struct) = CAST cl_abap_structdescr( cl_abap_typedescr=>describe_by_data( line ) ).
    cl_abap_unit_assert=>assert_equals( act = struct->kind exp = cl_abap_typedescr=>kind_struct ).
    cl_abap_unit_assert=>assert_equals( act = struct->type_kind exp = cl_abap_typedescr=>typekind_struct2 ).
    cl_abap_unit_assert=>assert_equals( act = struct->absolute_name exp = '\\CLASS=ZCL_RTTI\\TYPE=TY_LINE' ).
    cl_abap_unit_assert=>assert_equals( act = struct->get_relative_name( ) exp = 'TY_LINE' ).
    cl_abap_unit_assert=>assert_equals( act = lines( struct->components ) exp = 4 ).
    cl_abap_unit_assert=>assert_equals( act = struct->components[ 2 ]-name exp = 'NAME' ).
    cl_abap_unit_assert=>assert_equals( act = struct->components[ 2 ]-length exp = 20 ).
    cl_abap_unit_assert=>assert_equals( act = struct->components[ 3 ]-decimals exp = 2 ).
    DATA(components) = struct->get_components( ).
    cl_abap_unit_assert=>assert_equals( act = components[ 4 ]-name exp = 'TEXT' ).
    cl_abap_unit_assert=>assert_equals( act = components[ 4 ]-type->type_kind exp = cl_abap_typedescr=>typekind_string ).
    cl_abap_unit_assert=>assert_equals( act = struct->get_component_type( 'PRICE' )->type_kind exp = cl_abap_typedescr=>typekind_packed ).
    struct->get_component_type( EXPORTING p_name = 'NOPE' EXCEPTIONS component_not_found = 4 ).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).
    cl_abap_unit_assert=>assert_true( xsdbool( struct = cl_abap_typedescr=>describe_by_name( 'ZCL_RTTI=>TY_LINE' ) ) ).`,
  table: `    DATA sorted TYPE zcl_rtti=>ty_sorted.
    DATA hashed TYPE zcl_rtti=>ty_hashed.
    DATA strings TYPE string_table.
    DATA(table) = CAST cl_abap_tabledescr( cl_abap_typedescr=>describe_by_data( sorted ) ).
    cl_abap_unit_assert=>assert_equals( act = table->kind exp = cl_abap_typedescr=>kind_table ).
    cl_abap_unit_assert=>assert_equals( act = table->type_kind exp = cl_abap_typedescr=>typekind_table ).
    cl_abap_unit_assert=>assert_equals( act = table->table_kind exp = cl_abap_tabledescr=>tablekind_sorted ).
    cl_abap_unit_assert=>assert_equals( act = table->has_unique_key exp = abap_true ).
    cl_abap_unit_assert=>assert_equals( act = table->key_defkind exp = cl_abap_tabledescr=>keydefkind_user ).
    cl_abap_unit_assert=>assert_equals( act = table->key[ 1 ]-name exp = 'ID' ).
    cl_abap_unit_assert=>assert_equals( act = table->get_table_line_type( )->absolute_name exp = '\\CLASS=ZCL_RTTI\\TYPE=TY_LINE' ).
    table ?= cl_abap_typedescr=>describe_by_data( hashed ).
    cl_abap_unit_assert=>assert_equals( act = table->table_kind exp = cl_abap_tabledescr=>tablekind_hashed ).
    cl_abap_unit_assert=>assert_equals( act = lines( table->key ) exp = 2 ).
    table ?= cl_abap_typedescr=>describe_by_data( strings ).
    cl_abap_unit_assert=>assert_equals( act = table->table_kind exp = cl_abap_tabledescr=>tablekind_std ).
    cl_abap_unit_assert=>assert_equals( act = table->get_table_line_type( )->type_kind exp = cl_abap_typedescr=>typekind_string ).
    cl_abap_unit_assert=>assert_equals( act = table->absolute_name exp = '\\TYPE=STRING_TABLE' ).
    cl_abap_unit_assert=>assert_equals( act = table->is_ddic_type( ) exp = abap_true ).`,
  references: `    DATA dref TYPE REF TO data.
    DATA iref TYPE REF TO i.
    DATA oref TYPE REF TO zcl_rtti.
    DATA(ref) = CAST cl_abap_refdescr( cl_abap_typedescr=>describe_by_data( iref ) ).
    cl_abap_unit_assert=>assert_equals( act = ref->kind exp = cl_abap_typedescr=>kind_ref ).
    cl_abap_unit_assert=>assert_equals( act = ref->type_kind exp = cl_abap_typedescr=>typekind_dref ).
    cl_abap_unit_assert=>assert_equals( act = ref->get_referenced_type( )->type_kind exp = cl_abap_typedescr=>typekind_int ).
    ref ?= cl_abap_typedescr=>describe_by_data( dref ).
    cl_abap_unit_assert=>assert_equals( act = ref->get_referenced_type( )->absolute_name exp = '\\TYPE=DATA' ).
    ref ?= cl_abap_typedescr=>describe_by_data( oref ).
    cl_abap_unit_assert=>assert_equals( act = ref->type_kind exp = cl_abap_typedescr=>typekind_oref ).
    cl_abap_unit_assert=>assert_equals( act = ref->get_referenced_type( )->absolute_name exp = '\\CLASS=ZCL_RTTI' ).
    CREATE DATA dref TYPE zcl_rtti=>ty_line.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data_ref( dref )->get_relative_name( ) exp = 'TY_LINE' ).
    CLEAR dref.
    cl_abap_typedescr=>describe_by_data_ref( EXPORTING p_data_ref = dref EXCEPTIONS reference_is_initial = 4 ).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  classes: `    DATA(object) = NEW zcl_rtti_sub( ).
    DATA(class) = CAST cl_abap_classdescr( cl_abap_typedescr=>describe_by_object_ref( object ) ).
    cl_abap_unit_assert=>assert_equals( act = class->kind exp = cl_abap_typedescr=>kind_class ).
    cl_abap_unit_assert=>assert_equals( act = class->type_kind exp = cl_abap_typedescr=>typekind_class ).
    cl_abap_unit_assert=>assert_equals( act = class->absolute_name exp = '\\CLASS=ZCL_RTTI_SUB' ).
    cl_abap_unit_assert=>assert_equals( act = class->get_relative_name( ) exp = 'ZCL_RTTI_SUB' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_classdescr=>get_class_name( object ) exp = '\\CLASS=ZCL_RTTI_SUB' ).
    cl_abap_unit_assert=>assert_equals( act = class->get_super_class_type( )->absolute_name exp = '\\CLASS=ZCL_RTTI' ).
    cl_abap_unit_assert=>assert_true( xsdbool( line_exists( class->attributes[ name = 'EXTRA' is_inherited = abap_false ] ) ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( line_exists( class->attributes[ name = 'TITLE' is_inherited = abap_true ] ) ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( line_exists( class->attributes[ name = 'VERSION' is_constant = abap_true ] ) ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( line_exists( class->attributes[ name = 'HIDDEN' visibility = cl_abap_objectdescr=>protected ] ) ) ).
    cl_abap_unit_assert=>assert_true( xsdbool( line_exists( class->interfaces[ name = 'ZIF_RTTI' ] ) ) ).
    DATA(parent) = CAST cl_abap_classdescr( cl_abap_typedescr=>describe_by_name( 'ZCL_RTTI' ) ).
    DATA(method) = parent->methods[ name = 'RENAME' ].
    cl_abap_unit_assert=>assert_equals( act = lines( method-parameters ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = method-parameters[ name = 'OLD_NAME' ]-parm_kind exp = cl_abap_objectdescr=>returning ).
    cl_abap_unit_assert=>assert_equals( act = parent->methods[ name = 'MAKE' ]-is_class exp = abap_true ).
    cl_abap_unit_assert=>assert_equals( act = parent->get_attribute_type( 'TITLE' )->type_kind exp = cl_abap_typedescr=>typekind_string ).
    cl_abap_unit_assert=>assert_equals( act = parent->get_method_parameter_type( p_method_name = 'RENAME' p_parameter_name = 'NEW_NAME' )->type_kind
                                        exp = cl_abap_typedescr=>typekind_string ).
    DATA(intf) = cl_abap_typedescr=>describe_by_name( 'ZIF_RTTI' ).
    cl_abap_unit_assert=>assert_equals( act = intf->kind exp = cl_abap_typedescr=>kind_intf ).
    cl_abap_unit_assert=>assert_equals( act = intf->absolute_name exp = '\\INTERFACE=ZIF_RTTI' ).
    cl_abap_typedescr=>describe_by_name( EXPORTING p_name = 'ZCL_DOES_NOT_EXIST' EXCEPTIONS type_not_found = 4 ).
    cl_abap_unit_assert=>assert_subrc( exp = 4 ).`,
  creation: `    DATA dref TYPE REF TO data.
    FIELD-SYMBOLS <struct> TYPE any.
    FIELD-SYMBOLS <table> TYPE STANDARD TABLE.
    FIELD-SYMBOLS <field> TYPE any.
    DATA(struct) = cl_abap_structdescr=>create( VALUE #(
      ( name = 'KEY' type = cl_abap_elemdescr=>get_c( 8 ) )
      ( name = 'AMOUNT' type = cl_abap_elemdescr=>get_p( p_length = 8 p_decimals = 2 ) )
      ( name = 'NOTE' type = cl_abap_elemdescr=>get_string( ) ) ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( struct->components ) exp = 3 ).
    CREATE DATA dref TYPE HANDLE struct.
    ASSIGN dref->* TO <struct>.
    ASSIGN COMPONENT 'AMOUNT' OF STRUCTURE <struct> TO <field>.
    <field> = '12.345'.
    cl_abap_unit_assert=>assert_equals( act = <field> exp = '12.35' ).
    ASSIGN COMPONENT 'KEY' OF STRUCTURE <struct> TO <field>.
    <field> = 'ABCDEFGHIJ'.
    cl_abap_unit_assert=>assert_equals( act = <field> exp = 'ABCDEFGH' ).
    DATA(table) = cl_abap_tabledescr=>create( struct ).
    CREATE DATA dref TYPE HANDLE table.
    ASSIGN dref->* TO <table>.
    APPEND INITIAL LINE TO <table> ASSIGNING <struct>.
    cl_abap_unit_assert=>assert_equals( act = lines( <table> ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = table->get_table_line_type( )->kind exp = cl_abap_typedescr=>kind_struct ).
    DATA(ref) = cl_abap_refdescr=>get( cl_abap_elemdescr=>get_i( ) ).
    CREATE DATA dref TYPE HANDLE ref.
    cl_abap_unit_assert=>assert_equals( act = ref->get_referenced_type( )->type_kind exp = cl_abap_typedescr=>typekind_int ).
    TRY.
        cl_abap_structdescr=>create( VALUE #( ( name = 'A' type = cl_abap_elemdescr=>get_i( ) ) ( name = 'a' type = cl_abap_elemdescr=>get_i( ) ) ) ).
        cl_abap_unit_assert=>fail( 'duplicate names accepted' ).
      CATCH cx_sy_struct_creation INTO DATA(error).
        cl_abap_unit_assert=>assert_char_cp( act = error->get_text( ) exp = '*more than once*' ).
    ENDTRY.`,
});

describe('RTTI on the runtime', () => {
  it('describes data, structures, tables, references, classes and interfaces, and creates types', async () => {
    const result = await runKernelTests({
      'zif_rtti.intf.abap': INTERFACE,
      'zcl_rtti.clas.abap': PRODUCTION,
      'zcl_rtti_sub.clas.abap': SUB,
      'zcl_rtti.clas.testclasses.abap': TESTS,
    });
    expect(result.output, summary(result.output)).toContain('running ltcl->creation');
    expect(result.ok, summary(result.output)).toBe(true);
  }, 120_000);
});

describe('RTTI and utilities in the work processes of the embedded system', () => {
  it('runs tests of a class that uses RTTI, regex, hashes, base64, time stamps and code pages', async () => {
    const { rmSync } = await import('node:fs');
    const { openDemoSystemAt } = await import('../../support/demo-template.js');
    const { openExecution } = await import('../../../src/system/execution/index.js');
    const { tempDir } = await import('../../support/service.js');
    const { addExecutionFixtures, classObject } = await import('../execution/fixtures.js');
    const user = classObject('ZCL_KERNEL_USER', PRODUCTION.replaceAll('zcl_rtti', 'zcl_kernel_user').replace('INTERFACES zif_rtti.', '').replace(/  METHOD zif_rtti~ping\.[\s\S]*?ENDMETHOD\.\n/, ''));
    user.sources['testclasses'] = testClass({
      rtti: `    DATA line TYPE zcl_kernel_user=>ty_line.
    DATA(struct) = CAST cl_abap_structdescr( cl_abap_typedescr=>describe_by_data( line ) ).
    cl_abap_unit_assert=>assert_equals( act = lines( struct->get_components( ) ) exp = 4 ).
    DATA dref TYPE REF TO data.
    CREATE DATA dref TYPE HANDLE struct.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_data_ref( dref )->absolute_name exp = struct->absolute_name ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_typedescr=>describe_by_object_ref( zcl_kernel_user=>make( ) )->get_relative_name( ) exp = 'ZCL_KERNEL_USER' ).`,
      utilities: `    DATA hash TYPE string.
    cl_abap_message_digest=>calculate_hash_for_char( EXPORTING if_algorithm = 'SHA256' if_data = 'abc' IMPORTING ef_hashstring = hash ).
    cl_abap_unit_assert=>assert_equals( act = hash exp = 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD' ).
    cl_abap_unit_assert=>assert_equals( act = cl_http_utility=>encode_base64( 'Hello' ) exp = 'SGVsbG8=' ).
    DATA(matcher) = cl_abap_matcher=>create( pattern = '(\\d+)' text = 'ab 42' ).
    cl_abap_unit_assert=>assert_true( matcher->find_next( ) ).
    cl_abap_unit_assert=>assert_equals( act = matcher->get_submatch( 1 ) exp = '42' ).
    DATA ts TYPE cl_abap_tstmp=>timestampl VALUE '20240229235959'.
    cl_abap_unit_assert=>assert_equals( act = cl_abap_tstmp=>add( tstmp = ts secs = 1 ) exp = '20240301000000' ).
    cl_abap_unit_assert=>assert_equals( act = cl_abap_codepage=>convert_to( 'ä' ) exp = CONV xstring( 'C3A4' ) ).`,
    });
    const dataDir = tempDir('abapdeck-kernel-');
    const system = openDemoSystemAt(dataDir);
    const execution = openExecution(system, { poolSize: 1, maxRuntimeMillis: 5000, memoryLimitMb: 256 });
    try {
      addExecutionFixtures(system, [user]);
      await execution.ready();
      const result = await execution.unitTests(['zcl_kernel_user.clas.testclasses.abap'], { user: 'DEVELOPER', client: '100' });
      expect(result).toMatchObject({ success: 'X', test_count: 2, passed_count: 2, failed_count: 0 });
    } finally {
      await execution.close();
      system.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
