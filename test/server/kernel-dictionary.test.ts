/**
 * The kernel's standard dictionary types in real code: a class pulled into the embedded system types its
 * data with them (time stamps, client, booleans, BAPI return structures and tables), activates, and its
 * unit tests run in a work process with ABAP's lengths and decimals.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { createBareRepository, workingCopy } from '../support/git.js';
import { clas, pkg, repositoryFiles } from '../support/git-fixtures.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-kernel-ddic-');
  service = await startTestService();
  session = await rawSession(service);
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const main = `CLASS zcl_kdd_types DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    CLASS-METHODS later IMPORTING since TYPE timestamp RETURNING VALUE(result) TYPE timestamp.
    CLASS-METHODS messages RETURNING VALUE(result) TYPE bapirettab.
ENDCLASS.

CLASS zcl_kdd_types IMPLEMENTATION.
  METHOD later.
    result = cl_abap_tstmp=>add( tstmp = since secs = 60 ).
  ENDMETHOD.
  METHOD messages.
    DATA message TYPE bapiret2.
    message-type = 'E'.
    message-id = '00'.
    message-number = '001'.
    message-message_v1 = 'first'.
    APPEND message TO result.
  ENDMETHOD.
ENDCLASS.
`;

const tests = `CLASS ltcl_types DEFINITION FOR TESTING RISK LEVEL HARMLESS DURATION SHORT.
  PRIVATE SECTION.
    METHODS time_stamps FOR TESTING.
    METHODS lengths FOR TESTING.
    METHODS return_table FOR TESTING.
    METHODS message_texts FOR TESTING.
    METHODS no_gui_in_the_background FOR TESTING.
ENDCLASS.

CLASS ltcl_types IMPLEMENTATION.
  METHOD time_stamps.
    DATA long TYPE timestampl VALUE '20260101120000.1234567'.
    cl_abap_unit_assert=>assert_equals( act = zcl_kdd_types=>later( '20260101120000' ) exp = CONV timestamp( '20260101120100' ) ).
    DATA whole TYPE timestampl VALUE '20260101120000'.
    cl_abap_unit_assert=>assert_true( xsdbool( long - whole = CONV timestampl( '0.1234567' ) ) ).
  ENDMETHOD.
  METHOD lengths.
    DATA client TYPE mandt.
    DATA flag TYPE xsdboolean.
    DATA name TYPE sobj_name.
    DATA user TYPE syuname.
    DESCRIBE FIELD client LENGTH DATA(client_length) IN CHARACTER MODE.
    DESCRIBE FIELD name LENGTH DATA(name_length) IN CHARACTER MODE.
    DESCRIBE FIELD user LENGTH DATA(user_length) IN CHARACTER MODE.
    DESCRIBE FIELD flag LENGTH DATA(flag_length) IN CHARACTER MODE.
    cl_abap_unit_assert=>assert_equals( act = client_length exp = 3 ).
    cl_abap_unit_assert=>assert_equals( act = name_length exp = 40 ).
    cl_abap_unit_assert=>assert_equals( act = user_length exp = 12 ).
    cl_abap_unit_assert=>assert_equals( act = flag_length exp = 1 ).
  ENDMETHOD.
  METHOD message_texts.
    DATA text TYPE string.
    MESSAGE ID '00' TYPE 'E' NUMBER '001' WITH 'a ' '@b' INTO text.
    cl_abap_unit_assert=>assert_equals( act = text exp = 'a@b' ).
    MESSAGE ID '00' TYPE 'S' NUMBER '398' WITH 'one' 'two' INTO text.
    cl_abap_unit_assert=>assert_equals( act = text exp = 'one two' ).
    cl_abap_unit_assert=>assert_equals( act = sy-msgv2 exp = 'two' ).
  ENDMETHOD.
  METHOD no_gui_in_the_background.
    DATA files TYPE filetable.
    DATA rc TYPE i.
    DATA lines TYPE string_table.
    cl_gui_frontend_services=>file_open_dialog( CHANGING file_table = files rc = rc
      EXCEPTIONS error_no_gui = 1 OTHERS = 2 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 1 ).
    cl_gui_frontend_services=>gui_upload( EXPORTING filename = '/tmp/x.txt' CHANGING data_tab = lines
      EXCEPTIONS no_batch = 3 OTHERS = 4 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 3 ).
    cl_abap_unit_assert=>assert_not_bound( cl_gui_container=>screen0 ).
    cl_gui_cfw=>flush( EXCEPTIONS cntl_system_error = 5 OTHERS = 6 ).
    cl_abap_unit_assert=>assert_equals( act = sy-subrc exp = 5 ).
  ENDMETHOD.
  METHOD return_table.
    DATA(messages) = zcl_kdd_types=>messages( ).
    cl_abap_unit_assert=>assert_equals( act = lines( messages ) exp = 1 ).
    cl_abap_unit_assert=>assert_equals( act = messages[ 1 ]-message_v1 exp = 'first' ).
  ENDMETHOD.
ENDCLASS.
`;

describe('standard dictionary types of the kernel', () => {
  it('type real code that activates in one pull and whose tests pass in a work process', async () => {
    const bare = await createBareRepository(root, 'kdd');
    await workingCopy(join(root, 'work-kdd'), bare, repositoryFiles('ZKDD', [pkg('ZKDD', '', 'dictionary types')], [{ ...clas('ZCL_KDD_TYPES', main, { testclasses: tests }), package: 'ZKDD' }]));
    expect((await (await session.post('/create', { url: bare, package: 'ZKDD' })).json()).success).toBe('X');
    const pulled = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(pulled.failed_objects).toEqual([]);
    expect(pulled.activated_count).toBe(1);
    const unit = await (await session.post('/unit', { files: ['src/zcl_kdd_types.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(unit.errors ?? unit.ERRORS).toEqual([]);
    expect(JSON.stringify(unit)).toContain("All 5 tests passed");
  });
});
