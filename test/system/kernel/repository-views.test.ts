/**
 * The standard directory tables (TADIR, TDEVC, T100, TRDIR, TFDIR, DD02L, DD03L, DD04L, DD01L, SEOCLASS …)
 * answer what the embedded system holds: ABAP code run by POST /unit selects from them, preview shows them,
 * and activation keeps them in step (a new object appears, a deleted one goes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys, rawSession, startTestService, type TestService } from '../../support/service.js';
import type { AbapObject } from '../../../src/system/objects.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';
import { testClass } from './run-kernel.js';

const PROBE = `CLASS zcl_repository_probe DEFINITION PUBLIC FINAL CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS objects_of IMPORTING package TYPE devclass RETURNING VALUE(result) TYPE string_table.
ENDCLASS.
CLASS zcl_repository_probe IMPLEMENTATION.
  METHOD objects_of.
    SELECT object, obj_name FROM tadir WHERE pgmid = 'R3TR' AND devclass = @package ORDER BY object, obj_name INTO TABLE @DATA(entries).
    LOOP AT entries INTO DATA(entry).
      APPEND |{ entry-object } { entry-obj_name }| TO result.
    ENDLOOP.
  ENDMETHOD.
ENDCLASS.
`;

const TESTS = testClass({
  objects_of_a_package: `    DATA(core) = zcl_repository_probe=>objects_of( 'ZDEMO_CORE' ).
    cl_abap_unit_assert=>assert_table_contains( line = |CLAS ZCL_DEMO_FARE_CALCULATOR| table = core ).
    cl_abap_unit_assert=>assert_table_contains( line = |INTF ZIF_DEMO_FARE_CALCULATOR| table = core ).
    cl_abap_unit_assert=>assert_table_contains( line = |MSAG ZDEMO_BOOKING_MSG| table = core ).
    cl_abap_unit_assert=>assert_table_contains( line = |DEVC ZDEMO_CORE| table = core ).
    DATA(tools) = zcl_repository_probe=>objects_of( 'ZDEMO_TOOLS' ).
    cl_abap_unit_assert=>assert_table_contains( line = |CLAS ZCL_REPOSITORY_PROBE| table = tools ).
    cl_abap_unit_assert=>assert_table_not_contains( line = |CLAS ZCL_REPOSITORY_GONE| table = tools ).
    SELECT SINGLE devclass FROM tadir WHERE pgmid = 'R3TR' AND object = 'TABL' AND obj_name = 'ZDEMO_CARRIER' INTO @DATA(package).
    cl_abap_unit_assert=>assert_equals( act = package exp = 'ZDEMO_DATA' ).`,
  packages: `    SELECT devclass FROM tdevc WHERE parentcl = 'ZDEMO' ORDER BY devclass INTO TABLE @DATA(children).
    cl_abap_unit_assert=>assert_equals( act = lines( children ) exp = 3 ).
    SELECT SINGLE ctext FROM tdevct WHERE devclass = 'ZDEMO_CORE' AND spras = 'E' INTO @DATA(text).
    cl_abap_unit_assert=>assert_equals( act = text exp = 'Demo: Booking logic' ).`,
  messages: `    SELECT SINGLE text FROM t100 WHERE sprsl = 'E' AND arbgb = 'ZDEMO_BOOKING_MSG' AND msgnr = '001' INTO @DATA(text).
    cl_abap_unit_assert=>assert_equals( act = text exp = 'Booking &1 not found' ).
    SELECT COUNT(*) FROM t100 WHERE arbgb = 'ZREPO_PROBE' INTO @DATA(count).
    cl_abap_unit_assert=>assert_equals( act = count exp = 2 ).
    SELECT SINGLE stext FROM t100a WHERE arbgb = 'ZREPO_PROBE' INTO @DATA(title).
    cl_abap_unit_assert=>assert_equals( act = title exp = 'Probe messages' ).
    DATA message TYPE string.
    MESSAGE ID 'ZREPO_PROBE' TYPE 'I' NUMBER '002' WITH 'x' INTO message.
    cl_abap_unit_assert=>assert_equals( act = message exp = 'Second x' ).
    SELECT SINGLE text FROM t100 WHERE sprsl = 'E' AND arbgb = '00' AND msgnr = '001' INTO @text.
    cl_abap_unit_assert=>assert_equals( act = text exp = '&1&2&3&4' ).`,
  programs_and_functions: `    SELECT SINGLE subc FROM trdir WHERE name = 'ZDEMO_FLIGHT_LIST' INTO @DATA(kind).
    cl_abap_unit_assert=>assert_equals( act = kind exp = '1' ).
    SELECT SINGLE subc FROM trdir WHERE name = 'ZCL_DEMO_FARE_CALCULATOR======CP' INTO @kind.
    cl_abap_unit_assert=>assert_equals( act = kind exp = 'K' ).
    SELECT SINGLE pname FROM tfdir WHERE funcname = 'Z_DEMO_GET_FREE_SEATS' INTO @DATA(pool).
    cl_abap_unit_assert=>assert_equals( act = pool exp = 'SAPLZDEMO_FLIGHTS' ).`,
  dictionary: `    SELECT fieldname, keyflag, rollname, datatype, leng FROM dd03l WHERE tabname = 'ZDEMO_CARRIER' ORDER BY position INTO TABLE @DATA(fields).
    cl_abap_unit_assert=>assert_equals( act = fields[ 1 ]-fieldname exp = 'MANDT' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-keyflag exp = 'X' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-rollname exp = 'ZDEMO_CARRIER_ID' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-datatype exp = 'CHAR' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-leng exp = 3 ).
    SELECT SINGLE tabclass, clidep FROM dd02l WHERE tabname = 'ZDEMO_CARRIER' AND as4local = 'A' INTO @DATA(header).
    cl_abap_unit_assert=>assert_equals( act = header-tabclass exp = 'TRANSP' ).
    cl_abap_unit_assert=>assert_equals( act = header-clidep exp = 'X' ).
    SELECT SINGLE domname, datatype FROM dd04l WHERE rollname = 'ZDEMO_CARRIER_ID' INTO @DATA(element).
    cl_abap_unit_assert=>assert_equals( act = element-domname exp = 'ZDEMO_CARRIER_ID' ).
    cl_abap_unit_assert=>assert_equals( act = element-datatype exp = 'CHAR' ).
    SELECT SINGLE leng FROM dd01l WHERE domname = 'ZDEMO_CARRIER_ID' INTO @DATA(length).
    cl_abap_unit_assert=>assert_equals( act = length exp = 3 ).`,
  classes: `    SELECT SINGLE clstype FROM seoclass WHERE clsname = 'ZIF_DEMO_FARE_CALCULATOR' INTO @DATA(type).
    cl_abap_unit_assert=>assert_equals( act = type exp = '1' ).
    SELECT SINGLE descript FROM seoclasstx WHERE clsname = 'ZCL_REPOSITORY_PROBE' AND langu = 'E' INTO @DATA(text).
    cl_abap_unit_assert=>assert_equals( act = text exp = 'Repository probe' ).
    SELECT SINGLE clsfinal FROM seoclassdf WHERE clsname = 'ZCL_REPOSITORY_PROBE' INTO @DATA(final).
    cl_abap_unit_assert=>assert_equals( act = final exp = 'X' ).`,
  dictionary_interface: `    DATA fields TYPE ddfields.
    DATA header TYPE x030l.
    CALL FUNCTION 'DDIF_NAMETAB_GET'
      EXPORTING tabname = 'ZDEMO_CARRIER'
      IMPORTING x030l_wa = header
      TABLES dfies_tab = fields
      EXCEPTIONS not_found = 1.
    cl_abap_unit_assert=>assert_subrc( exp = 0 ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-fieldname exp = 'CARRIER_ID' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-keyflag exp = 'X' ).
    cl_abap_unit_assert=>assert_equals( act = fields[ 2 ]-offset exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = header-keycnt exp = 2 ).
    DATA none TYPE ddfields.
    CALL FUNCTION 'DDIF_NAMETAB_GET' EXPORTING tabname = 'ZNOT_THERE' TABLES dfies_tab = none EXCEPTIONS not_found = 1.
    cl_abap_unit_assert=>assert_subrc( exp = 1 ).
    DATA state TYPE c LENGTH 1.
    DATA table TYPE dd02v.
    DATA rows TYPE STANDARD TABLE OF dd03p.
    CALL FUNCTION 'DDIF_TABL_GET'
      EXPORTING name = 'ZDEMO_CARRIER'
      IMPORTING gotstate = state dd02v_wa = table
      TABLES dd03p_tab = rows.
    cl_abap_unit_assert=>assert_equals( act = state exp = 'A' ).
    cl_abap_unit_assert=>assert_equals( act = table-tabclass exp = 'TRANSP' ).
    cl_abap_unit_assert=>assert_equals( act = lines( rows ) exp = lines( fields ) ).
    DATA element TYPE dd04v.
    CALL FUNCTION 'DDIF_DTEL_GET' EXPORTING name = 'ZDEMO_CARRIER_ID' IMPORTING gotstate = state dd04v_wa = element.
    cl_abap_unit_assert=>assert_equals( act = element-domname exp = 'ZDEMO_CARRIER_ID' ).
    CALL FUNCTION 'DDIF_DTEL_GET' EXPORTING name = 'ZNOT_THERE' IMPORTING gotstate = state.
    cl_abap_unit_assert=>assert_initial( state ).`,
}, 'ltcl_repository');

function probeObjects(): AbapObject[] {
  const clas = (name: string, source: string, testclasses?: string): AbapObject => ({
    type: 'CLAS',
    name,
    description: 'Repository probe',
    metadata: { VSEOCLASS: { CLSNAME: name, LANGU: 'E', DESCRIPT: 'Repository probe', STATE: '1', CLSCCINCL: 'X', FIXPT: 'X', UNICODE: 'X' } },
    sources: testclasses ? { main: source, testclasses } : { main: source },
  });
  const messages: AbapObject = {
    type: 'MSAG',
    name: 'ZREPO_PROBE',
    description: 'Probe messages',
    metadata: {
      T100A: { ARBGB: 'ZREPO_PROBE', MASTERLANG: 'E', STEXT: 'Probe messages' },
      T100: [
        { SPRSL: 'E', ARBGB: 'ZREPO_PROBE', MSGNR: '001', TEXT: 'First' },
        { SPRSL: 'E', ARBGB: 'ZREPO_PROBE', MSGNR: '002', TEXT: 'Second &1' },
      ],
    },
    sources: {},
  };
  return [
    clas('ZCL_REPOSITORY_PROBE', PROBE, TESTS),
    clas('ZCL_REPOSITORY_GONE', 'CLASS zcl_repository_gone DEFINITION PUBLIC CREATE PUBLIC.\nENDCLASS.\nCLASS zcl_repository_gone IMPLEMENTATION.\nENDCLASS.\n'),
    messages,
  ];
}

/** Saves the probe objects as active and announces them, as pull does; then deletes one and announces that. */
function activateProbes(system: EmbeddedSystem): void {
  for (const object of probeObjects()) system.objects.save(object, 'ZDEMO_TOOLS', 'A', 'DEVELOPER');
  const activated = ['ZCL_REPOSITORY_PROBE', 'ZCL_REPOSITORY_GONE', 'ZREPO_PROBE'].map(
    (name) => system.objects.get(name.startsWith('ZCL') ? 'CLAS' : 'MSAG', name)!,
  );
  expect(system.activation.announce({ activated, deleted: [] })).toEqual([]);
  system.objects.remove('CLAS', 'ZCL_REPOSITORY_GONE', { user: 'DEVELOPER' });
  expect(system.activation.announce({ activated: [], deleted: [{ type: 'CLAS', name: 'ZCL_REPOSITORY_GONE' }] })).toEqual([]);
}

describe('the repository tables of the embedded system', () => {
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    service = await startTestService({ demo: true, execution: { poolSize: 1 }, prepare: activateProbes });
    session = await rawSession(service);
  });
  afterAll(async () => service?.stop());

  it('answer SELECTs of ABAP code with the objects, packages, messages, programs, dictionary and classes the system holds', async () => {
    const unit = await (await session.post('/unit', { files: ['zcl_repository_probe.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors).toEqual([]);
    expect(unit).toMatchObject({ success: 'X', test_count: 7, passed_count: 7 });
  });

  it('preview shows TADIR with a WHERE on the package', async () => {
    const answer = await (await session.post('/preview', { objects: ['TADIR'], where: "DEVCLASS = 'ZDEMO_CORE' AND OBJECT = 'CLAS'" })).json().then(lowerCaseKeys);
    const tadir = answer.objects[0];
    expect(tadir.error).toBe('');
    expect(tadir.rows.map((row: Record<string, string>) => row['OBJ_NAME']).sort()).toEqual(['ZCL_DEMO_BOOKING_SERVICE', 'ZCL_DEMO_FARE_CALCULATOR', 'ZCX_DEMO_BOOKING_ERROR']);
    expect(tadir.rows[0]).toMatchObject({ PGMID: 'R3TR', OBJECT: 'CLAS', DEVCLASS: 'ZDEMO_CORE', SRCSYSTEM: 'DEV' });
  });
});
