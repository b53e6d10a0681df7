/**
 * The remaining standard function modules real projects call: names of the function library, includes and
 * source of programs from the repository tables, classes implementing an interface, and the Workbench, dialog,
 * web-object, parallel-processing, IDoc and variant services that a background process on a system without
 * those features answers with their documented exceptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import { activateInDemoTools } from '../../support/fixtures.js';
import { clas } from '../../support/git-fixtures.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { runKernelTests, summary, testClass } from './run-kernel.js';

const INTERFACE = `INTERFACE zif_names_plugin PUBLIC.
  METHODS run.
ENDINTERFACE.
`;

const plugin = (name: string, superclass?: string): string => `CLASS ${name} DEFINITION PUBLIC ${superclass ? `INHERITING FROM ${superclass} ` : ''}CREATE PUBLIC.
  PUBLIC SECTION.
${superclass ? '' : '    INTERFACES zif_names_plugin.\n'}ENDCLASS.
CLASS ${name} IMPLEMENTATION.
${superclass ? '' : '  METHOD zif_names_plugin~run.\n  ENDMETHOD.\n'}ENDCLASS.
`;

const UNIT_TESTS = testClass({
  include_split_without_select: `    DATA namespace TYPE c LENGTH 10.
    DATA group TYPE c LENGTH 26.
    DATA suffix TYPE c LENGTH 3.
    DATA number TYPE c LENGTH 2.
    DATA include TYPE progname VALUE '/ABC/LZMY_GROUPU07'.
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT'
      EXPORTING suppress_select = 'X'
      IMPORTING namespace = namespace group = group suffix = suffix include_number = number
      CHANGING include = include
      EXCEPTIONS OTHERS = 12.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = namespace exp = '/ABC/' ).
    cl_abap_unit_assert=>assert_equals( act = group exp = 'ZMY_GROUP' ).
    cl_abap_unit_assert=>assert_equals( act = suffix exp = 'U07' ).
    cl_abap_unit_assert=>assert_equals( act = number exp = '07' ).
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT'
      EXPORTING complete_area = '/ABC/ZMY_GROUP' suppress_select = 'X'
      IMPORTING namespace = namespace group = group
      EXCEPTIONS OTHERS = 12.
    cl_abap_unit_assert=>assert_equals( act = |{ namespace }SAPL{ group }| exp = '/ABC/SAPLZMY_GROUP' ).
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT'
      EXPORTING program = 'ZREPORT' suppress_select = 'X'
      EXCEPTIONS no_function_pool = 5 OTHERS = 12.
    cl_abap_unit_assert=>assert_subrc( exp = 5 ).
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT' EXCEPTIONS no_selections = 3 OTHERS = 12.
    cl_abap_unit_assert=>assert_subrc( exp = 3 ).`,
  implementing_classes: `    DATA keys TYPE seor_implementing_keys.
    CALL FUNCTION 'SEO_INTERFACE_IMPLEM_GET_ALL'
      EXPORTING intkey = VALUE seoclskey( clsname = 'ZIF_NAMES_PLUGIN' )
      IMPORTING impkeys = keys
      EXCEPTIONS not_existing = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = lines( keys ) exp = 2 ).
    cl_abap_unit_assert=>assert_equals( act = keys[ 1 ]-clsname exp = 'ZCL_NAMES_PLUGIN_A' ).
    cl_abap_unit_assert=>assert_equals( act = keys[ 1 ]-refclsname exp = 'ZIF_NAMES_PLUGIN' ).
    cl_abap_unit_assert=>assert_equals( act = keys[ 2 ]-clsname exp = 'ZCL_NAMES_PLUGIN_B' ).
    CALL FUNCTION 'SEO_INTERFACE_IMPLEM_GET_ALL'
      EXPORTING intkey = VALUE seoclskey( clsname = 'ZIF_NOT_THERE' )
      IMPORTING impkeys = keys
      EXCEPTIONS not_existing = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    cl_abap_unit_assert=>assert_initial( keys ).`,
  no_dialog_in_background: `    DATA fields TYPE STANDARD TABLE OF sval WITH DEFAULT KEY.
    DATA answer TYPE c LENGTH 1.
    fields = VALUE #( ( tabname = 'TADIR' fieldname = 'OBJ_NAME' ) ).
    CALL FUNCTION 'POPUP_GET_VALUES'
      EXPORTING popup_title = 'Name'
      IMPORTING returncode = answer
      TABLES fields = fields
      EXCEPTIONS error_in_fields = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgid exp = '00' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgty exp = 'E' ).
    CALL FUNCTION 'RS_TOOL_ACCESS'
      EXPORTING operation = 'SHOW' object_name = 'ZCL_NAMES_PLUGIN_A' object_type = 'CLAS' in_new_window = abap_true
      EXCEPTIONS not_executed = 1 invalid_object_type = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).`,
  no_web_objects: `    DATA key TYPE wwwdatatab.
    DATA mime TYPE w3mimetabtype.
    DATA value TYPE c LENGTH 255.
    DATA params TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    key-relid = 'MI'.
    key-objid = 'ZMY_MIME'.
    CALL FUNCTION 'WWWDATA_IMPORT' EXPORTING key = key TABLES mime = mime EXCEPTIONS wrong_object_type = 1 import_error = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).
    CALL FUNCTION 'WWWDATA_EXPORT' EXPORTING key = key TABLES mime = mime EXCEPTIONS wrong_object_type = 1 export_error = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).
    key-relid = 'XX'.
    CALL FUNCTION 'WWWDATA_IMPORT' EXPORTING key = key TABLES mime = mime EXCEPTIONS wrong_object_type = 1 import_error = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    CALL FUNCTION 'WWWPARAMS_READ' EXPORTING relid = 'MI' objid = 'ZMY_MIME' name = 'filesize' IMPORTING value = value
      EXCEPTIONS entry_not_exists = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    CALL FUNCTION 'WWWPARAMS_READ_ALL' EXPORTING type = 'MI' objid = 'ZMY_MIME' TABLES params = params
      EXCEPTIONS entry_not_exists = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).`,
  features_the_system_lacks: `    DATA max TYPE i.
    DATA free TYPE i.
    CALL FUNCTION 'SPBT_INITIALIZE' EXPORTING group_name = 'parallel_generators' IMPORTING max_pbt_wps = max free_pbt_wps = free
      EXCEPTIONS invalid_group_name = 1 internal_error = 2 pbt_env_already_initialized = 3 currently_no_resources_avail = 4
                 no_pbt_resources_found = 5 cant_init_different_pbt_groups = 6 OTHERS = 7.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    CALL FUNCTION 'SPBT_INITIALIZE' EXCEPTIONS invalid_group_name = 1 no_pbt_resources_found = 5 OTHERS = 7.
    cl_abap_unit_assert=>assert_subrc( exp = 5 ).
    CALL FUNCTION 'IDOCTYPE_EXISTENCE_CHECK' EXPORTING pi_idoctyp = 'ORDERS05' EXCEPTIONS object_not_found = 1 db_error = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA errors TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    CALL FUNCTION 'RS_TRANSACTION_INCONSISTENCIES' EXPORTING transaction_code = 'ZNEVER' TABLES error_list = errors
      EXCEPTIONS object_not_found = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA screens TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    CALL FUNCTION 'RS_SCREEN_LIST' EXPORTING progname = 'ZREPORT' TABLES dynpros = screens EXCEPTIONS not_found = 1 OTHERS = 2.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA founds TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    DATA finds TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    finds = VALUE #( ( \`ZCL_NAMES_PLUGIN_A\` ) ).
    CALL FUNCTION 'RS_EU_CROSSREF' EXPORTING i_find_obj_cls = 'CLAS' no_dialog = 'X' TABLES i_findstrings = finds o_founds = founds
      EXCEPTIONS not_executed = 1 not_found = 2 illegal_object = 3 OTHERS = 9.
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).
    DATA doku TYPE xstring.
    CALL FUNCTION 'LXE_OBJ_DOKU_GET_XSTRING' EXPORTING lang = 'E' objtype = 'RE' objname = 'ZREPORT' IMPORTING content = doku.
    cl_abap_unit_assert=>assert_initial( doku ).`,
});

describe('the remaining standard function modules on the runtime', () => {
  it('split function library names, find implementing classes and answer for the features a background process lacks', async () => {
    const run = await runKernelTests({
      'zif_names_plugin.intf.abap': INTERFACE,
      'zcl_names_plugin_a.clas.abap': plugin('zcl_names_plugin_a'),
      'zcl_names_plugin_b.clas.abap': plugin('zcl_names_plugin_b'),
      'zcl_names_plugin_c.clas.abap': plugin('zcl_names_plugin_c', 'zcl_names_plugin_a'),
      'zcl_names_plugin_a.clas.testclasses.abap': UNIT_TESTS,
    });
    expect(summary(run.output)).not.toMatch(/Error|expected/);
    for (const method of ['include_split_without_select', 'implementing_classes', 'no_dialog_in_background', 'no_web_objects', 'features_the_system_lacks']) {
      expect(summary(run.output)).toContain(`running ltcl->${method}`);
    }
    expect(run.ok, run.output.slice(-3000)).toBe(true);
  });
});

const PROBE = `CLASS zcl_names_repository_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
ENDCLASS.
CLASS zcl_names_repository_probe IMPLEMENTATION.
ENDCLASS.
`;

const REPOSITORY_TESTS = testClass({
  includes_of_programs: `    DATA includes TYPE STANDARD TABLE OF progname WITH DEFAULT KEY.
    CALL FUNCTION 'RS_GET_ALL_INCLUDES' EXPORTING program = 'SAPLZDEMO_FLIGHTS' TABLES includetab = includes
      EXCEPTIONS not_existent = 1 no_program = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_table_contains( line = CONV progname( 'LZDEMO_FLIGHTSTOP' ) table = includes ).
    SELECT SINGLE include FROM tfdir WHERE funcname = 'Z_DEMO_GET_FREE_SEATS' INTO @DATA(number).
    DATA(module_include) = CONV progname( |LZDEMO_FLIGHTSU{ number }| ).
    cl_abap_unit_assert=>assert_table_contains( line = module_include table = includes ).
    CALL FUNCTION 'RS_GET_ALL_INCLUDES' EXPORTING program = 'ZCL_NAMES_REPOSITORY_PROBE====CP' TABLES includetab = includes
      EXCEPTIONS not_existent = 1 no_program = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_table_contains( line = CONV progname( 'ZCL_NAMES_REPOSITORY_PROBE====CCAU' ) table = includes ).
    CALL FUNCTION 'RS_GET_ALL_INCLUDES' EXPORTING program = 'ZNOT_THERE' TABLES includetab = includes
      EXCEPTIONS not_existent = 1 no_program = 2 OTHERS = 3.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).`,
  function_of_an_include: `    DATA group TYPE c LENGTH 26.
    DATA function TYPE c LENGTH 30.
    SELECT SINGLE include FROM tfdir WHERE funcname = 'Z_DEMO_GET_FREE_SEATS' INTO @DATA(number).
    DATA(include) = CONV progname( |LZDEMO_FLIGHTSU{ number }| ).
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT' IMPORTING group = group funcname = function CHANGING include = include
      EXCEPTIONS group_not_exists = 2 OTHERS = 12.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = group exp = 'ZDEMO_FLIGHTS' ).
    cl_abap_unit_assert=>assert_equals( act = function exp = 'Z_DEMO_GET_FREE_SEATS' ).
    CALL FUNCTION 'FUNCTION_INCLUDE_SPLIT' EXPORTING program = 'SAPLZNOT_THERE' EXCEPTIONS group_not_exists = 2 OTHERS = 12.
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).`,
  program_read: `    DATA source TYPE STANDARD TABLE OF string WITH DEFAULT KEY.
    CALL FUNCTION 'RPY_PROGRAM_READ' EXPORTING program_name = 'ZNOT_THERE' TABLES source_extended = source
      EXCEPTIONS cancelled = 1 not_found = 2 permission_error = 3 OTHERS = 4.
    cl_abap_unit_assert=>assert_subrc( exp = 2 ).
    " the system keeps no rows in REPOSRC yet: the source cannot be read, and the call says so
    CALL FUNCTION 'RPY_PROGRAM_READ' EXPORTING program_name = 'ZDEMO_FLIGHT_LIST' TABLES source_extended = source
      EXCEPTIONS cancelled = 1 not_found = 2 permission_error = 3 OTHERS = 4.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    cl_abap_unit_assert=>assert_initial( source ).`,
}, 'ltcl_names_repository');

function activateProbe(system: EmbeddedSystem): void {
  activateInDemoTools(system, [clas('ZCL_NAMES_REPOSITORY_PROBE', PROBE, { testclasses: REPOSITORY_TESTS })]);
}

describe('the function modules that read the repository tables', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activateProbe });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('find the includes of function and class pools, the function module of an include, and programs by TRDIR', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_names_repository_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit, JSON.stringify(unit).slice(0, 3000)).toMatchObject({ success: 'X', test_count: 3, passed_count: 3 });
  });
});
