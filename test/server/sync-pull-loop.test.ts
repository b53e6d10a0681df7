/**
 * The everyday git loop (edit in git → pull → fix → pull) as a new user runs it, where it goes on to other
 * routes (unit runs, data preview, inactive objects, lists and views): over real HTTP against real git
 * repositories. The sync's own part of the loop is test/system/sync/pull-loop.test.ts.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { createBareRepository, workingCopy } from '../support/git.js';
import { clas, intf, pkg, repositoryFiles, tabl } from '../support/git-fixtures.js';
import type { AbapObject } from '../../src/system/objects.js';
import { lockObjectFixture, mimeFixtures, searchHelpFixture, transactionFixture } from '../system/abapgit/workbench-fixtures.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-loop-');
  service = await startTestService();
  session = await rawSession(service);
});

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the pull loop: one pull, final result', () => {
  it('activates objects that other objects of the same pull make valid, whatever their order', async () => {
    const exception = clas(
      'ZCX_LPF_ERROR',
      `CLASS zcx_lpf_error DEFINITION PUBLIC INHERITING FROM cx_static_check CREATE PUBLIC.
ENDCLASS.

CLASS zcx_lpf_error IMPLEMENTATION.
ENDCLASS.
`,
    );
    const types = intf(
      'ZIF_LPF_TYPES',
      `INTERFACE zif_lpf_types PUBLIC.
  TYPES ty_name TYPE string.
  TYPES ty_names TYPE STANDARD TABLE OF ty_name WITH DEFAULT KEY.
ENDINTERFACE.
`,
    );
    const filter = intf(
      'ZIF_LPF_FILTER',
      `INTERFACE zif_lpf_filter PUBLIC.
  METHODS keep
    IMPORTING iv_name TYPE zif_lpf_types=>ty_name
    RETURNING VALUE(rv_keep) TYPE abap_bool
    RAISING zcx_lpf_error.
  METHODS all RETURNING VALUE(rt_names) TYPE zif_lpf_types=>ty_names.
ENDINTERFACE.
`,
    );
    const main = clas(
      'ZCL_LPF_MAIN',
      `CLASS zcl_lpf_main DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    INTERFACES zif_lpf_filter.
ENDCLASS.

CLASS zcl_lpf_main IMPLEMENTATION.
  METHOD zif_lpf_filter~keep.
    rv_keep = xsdbool( strlen( iv_name ) > 1 ).
  ENDMETHOD.
  METHOD zif_lpf_filter~all.
    APPEND \`ab\` TO rt_names.
  ENDMETHOD.
ENDCLASS.
`,
      {
        testclasses: `CLASS ltcl_main DEFINITION FOR TESTING RISK LEVEL HARMLESS DURATION SHORT.
  PRIVATE SECTION.
    METHODS keeps FOR TESTING RAISING zcx_lpf_error.
ENDCLASS.

CLASS ltcl_main IMPLEMENTATION.
  METHOD keeps.
    DATA lo_filter TYPE REF TO zif_lpf_filter.
    DATA lt_names TYPE zif_lpf_types=>ty_names.
    lo_filter = NEW zcl_lpf_main( ).
    lt_names = lo_filter->all( ).
    cl_abap_unit_assert=>assert_equals( act = lines( lt_names ) exp = 1 ).
    cl_abap_unit_assert=>assert_true( lo_filter->keep( \`ab\` ) ).
  ENDMETHOD.
ENDCLASS.
`,
      },
    );
    const files = repositoryFiles('ZLPF', [pkg('ZLPF', '', 'one unit')], [exception, types, filter, main].map((o) => ({ ...o, package: 'ZLPF' })));
    const bare = await createBareRepository(root, 'lpf');
    await workingCopy(join(root, 'work-LPF'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZLPF' })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.failed_objects).toEqual([]);
    expect(result).toMatchObject({ success: 'X', activated_count: 4 });
    const unit = await (await session.post('/unit', { files: ['src/zcl_lpf_main.clas.testclasses.abap'] })).json().then(lowerCaseKeys);
    expect(JSON.stringify(unit)).toMatch(/All 1 tests passed/);
  });

});

describe('the pull loop: a table whose field is typed by a standard data element', () => {
  /** A transparent table with a key and a field typed by the data element `rollname`. */
  function tableWithDataElement(name: string, rollname: string): AbapObject {
    const table = tabl(name, [{ name: 'ID', length: 10, key: true }]);
    (table.metadata['DD03P_TABLE'] as Array<Record<string, string>>).push({ FIELDNAME: 'CREATED_ON', ROLLNAME: rollname, ADMINFIELD: '0', COMPTYPE: 'E' });
    return table;
  }

  it('activates a table with a SYDATE field on the first pull, with its database table', async () => {
    const files = repositoryFiles('ZSYD', [pkg('ZSYD', '', 'SYDATE')], [{ ...tableWithDataElement('ZSYD_DATES', 'SYDATE'), package: 'ZSYD' }]);
    const bare = await createBareRepository(root, 'syd');
    await workingCopy(join(root, 'work-SYD'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZSYD' })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.failed_objects).toEqual([]);
    expect(result.activated_objects).toContainEqual({ obj_type: 'TABL', obj_name: 'ZSYD_DATES' });
    const preview = await (await session.post('/preview', { objects: ['ZSYD_DATES'] })).json().then(lowerCaseKeys);
    expect(preview.success).toBe(true);
  });

  it('keeps a table whose database table cannot be created failed and listed: a second pull says so again', async () => {
    const files = repositoryFiles('ZSYF', [pkg('ZSYF', '', 'broken field')], [{ ...tableWithDataElement('ZSYF_BROKEN', 'SYDATE_NOWHERE'), package: 'ZSYF' }]);
    const bare = await createBareRepository(root, 'syf');
    await workingCopy(join(root, 'work-SYF'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZSYF' })).json()).success).toBe('X');
    const first = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(first.success).toBe('');
    expect(first.error_detail).toMatch(/ZSYF_BROKEN: .*SYDATE_NOWHERE/);
    const inactive = await (await session.post('/inactive', {})).json();
    expect(inactive.OBJECTS.map((o: { OBJ_NAME: string }) => o.OBJ_NAME)).toContain('ZSYF_BROKEN');
    const second = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(second.success).toBe('');
    expect(second.error_detail).toMatch(/ZSYF_BROKEN: .*SYDATE_NOWHERE/);
  });
});

describe('the pull loop: MIME objects, transactions, search helps and lock objects', () => {
  it('stores them on the first pull, lists them, shows them and writes them back as git holds them', async () => {
    const files: Record<string, Buffer> = {
      // the table the lock object locks
      ...repositoryFiles('ZWB', [pkg('ZWB', '', 'workbench objects')], [{ ...tabl('ZDECK_ITEM', [{ name: 'ID', length: 10, key: true }]), package: 'ZWB' }]),
      ...Object.fromEntries([...mimeFixtures, transactionFixture, searchHelpFixture, lockObjectFixture].map((file) => [`src/${file.path}`, file.data])),
    };
    const bare = await createBareRepository(root, 'wb');
    await workingCopy(join(root, 'work-WB'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZWB' })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.failed_objects.map((o: { text: string }) => o.text)).toEqual([]);
    expect(result.local_xml_files).toEqual([]);
    const list = await (await session.post('/list', { package: 'ZWB' })).json();
    expect(list.OBJECTS.map((o: { TYPE: string; NAME: string }) => `${o.TYPE} ${o.NAME}`)).toEqual(['ENQU EZDECK_ITEM', 'SHLP ZDECK_CARRIER', 'TABL ZDECK_ITEM', 'TRAN ZDECK_RUN', 'W3MI ZDECK_LOGO', 'W3MI ZDECK_STYLES']);
    const view = await (await session.post('/view', { objects: ['ZDECK_RUN', 'ZDECK_CARRIER', 'ZDECK_STYLES', 'ZDECK_LOGO'] })).json().then(lowerCaseKeys);
    expect(view.success).toBe(true);
    const [transaction, searchHelp, styles, logo] = view.objects;
    expect(transaction).toMatchObject({ type: 'TRAN', type_text: 'Transaction' });
    expect(transaction.components).toContainEqual(expect.objectContaining({ field: 'PROGRAM', description: 'ZDECK_REPORT' }));
    expect(searchHelp.components).toContainEqual(expect.objectContaining({ field: 'CARRIER_ID', description: 'ZDEMO_CARRIER_ID · import, export' }));
    expect(styles.source).toContain('color: #333;');
    expect(logo.components).toContainEqual(expect.objectContaining({ field: 'SIZE', description: '13 bytes' }));
    expect(logo.source).toBe('');
    const lock = (await (await session.post('/view', { objects: ['EZDECK_ITEM'] })).json().then(lowerCaseKeys)).objects[0];
    expect(lock.components).toContainEqual(expect.objectContaining({ field: 'ID', description: 'ZDECK_ITEM-ID (mode E)' }));
  });
});
