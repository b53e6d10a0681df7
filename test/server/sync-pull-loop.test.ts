/**
 * The everyday git loop (edit in git → pull → fix → pull) as a new user runs it: each test is one of the
 * problems found that way, over real HTTP against real git repositories.
 */
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { commitAndPush, createBareRepository, workingCopy } from '../support/git.js';
import { clas, greeterClass, intf, names, pkg, repositoryFiles, syncRepository, tabl } from '../support/git-fixtures.js';
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

async function scenario(prefix: string, files: Record<string, Buffer>) {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, files);
  const n = names(prefix);
  const created = await (await session.post('/create', { url: bare, package: n.root })).json();
  expect(created.success).toBe('X');
  return { bare, work, n, pull: async (body: Record<string, unknown> = {}) => (await session.post('/pull', { url: bare, ...body })).json().then(lowerCaseKeys) };
}

describe('the pull loop: conflicts that mean something', () => {
  it('pulls the fix of a class whose earlier pull failed: the inactive version this repository wrote is no conflict', async () => {
    const { n, work, pull } = await scenario('LPA', syncRepository({ prefix: 'LPA' }));
    expect((await pull()).success).toBe('X');
    await commitAndPush(work, syncRepository({ prefix: 'LPA', counterBroken: true }), 'break the counter');
    const failed = await pull();
    expect(failed.success).toBe('');
    expect(service.system.objects.get('CLAS', n.counter, 'I')).toBeDefined();

    await commitAndPush(work, syncRepository({ prefix: 'LPA' }), 'fix the counter');
    const fixed = await pull();
    expect(fixed).toMatchObject({ success: 'X', conflict_count: 0, conflict_report: '' });
    expect(fixed.activated_objects).toContainEqual({ obj_type: 'CLAS', obj_name: n.counter });
    expect(service.system.objects.get('CLAS', n.counter, 'A')?.sources['main']).toContain('result = count.');
    expect(service.system.objects.get('CLAS', n.counter, 'I')).toBeUndefined();
  });

  it('refuses to overwrite an object this repository never pulled; one equal to git is no conflict', async () => {
    const n = names('LPB');
    service.system.packages.save(pkg(n.root, '', 'made by another route'), 'VIEWER');
    // the greeter exists with other content, the interface exactly as git holds it
    service.system.objects.save({ ...greeterClass('LPB', 'Servus') }, n.root, 'A', 'VIEWER', '2026-03-04T05:06:07.000Z');
    const files = syncRepository({ prefix: 'LPB', withTable: false });
    const { pull } = await scenario('LPB', files);
    const aborted = await pull();
    expect(aborted).toMatchObject({ success: '', message: 'Pull aborted: 1 conflict(s) detected', conflict_count: 1 });
    expect(aborted.conflict_report).toContain(
      `- CLAS ${n.greeter}: exists in the system (written by VIEWER at 2026-03-04T05:06:07.000Z, an unrecorded route) but this repository never pulled it`,
    );
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Servus');

    const forced = await pull({ conflict_mode: 'ignore' });
    expect(forced.success).toBe('X');
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hello { name }|');
  });

  it('links a repository to a package that already matches it and pulls cleanly', async () => {
    const n = names('LPC');
    const files = syncRepository({ prefix: 'LPC', withTable: false });
    const { pull: firstPull, bare } = await scenario('LPC', files);
    expect((await firstPull()).success).toBe('X');
    // a second link (another clone of the same content) to the same package: every object equals git
    await (await session.post('/delete', { url: bare })).json();
    const otherBare = await createBareRepository(root, 'lpc-other');
    await workingCopy(join(root, 'work-LPC-other'), otherBare, files);
    expect((await (await session.post('/create', { url: otherBare, package: n.root })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: otherBare })).json().then(lowerCaseKeys);
    expect(result).toMatchObject({ success: 'X', conflict_count: 0 });
  });

  it('names who changed a conflicting object, when and by which route', async () => {
    const { n, pull, work } = await scenario('LPD', syncRepository({ prefix: 'LPD', withTable: false }));
    expect((await pull()).success).toBe('X');
    service.system.objects.save(greeterClass('LPD', 'Moin'), n.root, 'A', { user: 'VIEWER', at: '2026-05-06T07:08:09.000Z', origin: { kind: 'route', route: 'dbview deploy' } });
    await commitAndPush(work, syncRepository({ prefix: 'LPD', withTable: false, greeting: 'Hi' }), 'greeting');
    const aborted = await pull();
    expect(aborted.conflict_report).toContain(
      `- CLAS ${n.greeter}: changed in the system by VIEWER at 2026-05-06T07:08:09.000Z (route dbview deploy) since this repository last pulled it`,
    );
  });
});

describe('the pull loop: files are checked before anything is written', () => {
  it('refuses a file whose name is no ABAP object name and a symbolic link, and changes nothing', async () => {
    const files = syncRepository({ prefix: 'LPE', withTable: false });
    const bare = await createBareRepository(root, 'lpe');
    const work = join(root, 'work-LPE');
    await workingCopy(work, bare, {
      ...files,
      // abapGit's %xx escapes spell "../../PWNED2" as an object name
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.abap': Buffer.from("REPORT pwned2.\nWRITE 'x'.\n"),
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.xml': Buffer.from(''),
    });
    symlinkSync('../README.md', join(work, 'src', 'zlpe_linked.prog.abap'));
    await commitAndPush(work, { 'README.md': 'readme\n', 'src/zlpe_linked.prog.xml': '' }, 'symlink');
    const created = await (await session.post('/create', { url: bare, package: 'ZLPE' })).json();
    expect(created.success).toBe('X');

    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.success).toBe('');
    expect(result.activated_count).toBe(0);
    expect(result.failed_objects.map((o: { text: string }) => o.text)).toEqual([
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.abap: ../../PWNED2 is no valid ABAP object name',
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.xml: ../../PWNED2 is no valid ABAP object name',
      'src/zlpe_linked.prog.abap: symbolic links are not accepted',
    ]);
    expect(service.system.objects.findByName('../../PWNED2')).toEqual([]);
    expect(service.system.objects.findByName('ZLPE_LINKED')).toEqual([]);
    expect(service.system.objects.entry('CLAS', names('LPE').greeter)).toBeUndefined();

    const named = await (await session.post('/pull', { url: bare, files: ['../../zcl_lpe_greeter.clas.abap'] })).json().then(lowerCaseKeys);
    expect(named.failed_objects.map((o: { text: string }) => o.text)).toEqual(["../../zcl_lpe_greeter.clas.abap: file names with '..' are not accepted"]);
    expect(service.system.objects.entry('CLAS', names('LPE').greeter)).toBeUndefined();
  });
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

  it('reports the root cause first, then the objects that fail because they use it', async () => {
    const broken = clas(
      'ZCL_LPG_Z',
      `CLASS zcl_lpg_z DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    DATA descr TYPE REF TO zcl_lpg_nowhere.
ENDCLASS.

CLASS zcl_lpg_z IMPLEMENTATION.
ENDCLASS.
`,
    );
    const user = clas(
      'ZCL_LPG_A',
      `CLASS zcl_lpg_a DEFINITION PUBLIC CREATE PUBLIC.
  PUBLIC SECTION.
    DATA used TYPE REF TO zcl_lpg_z.
ENDCLASS.

CLASS zcl_lpg_a IMPLEMENTATION.
ENDCLASS.
`,
    );
    const files = repositoryFiles('ZLPG', [pkg('ZLPG', '', 'root causes')], [user, broken].map((o) => ({ ...o, package: 'ZLPG' })));
    const bare = await createBareRepository(root, 'lpg');
    await workingCopy(join(root, 'work-LPG'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZLPG' })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.failed_objects.map((o: { obj_name: string }) => o.obj_name)).toEqual(['ZCL_LPG_Z', 'ZCL_LPG_A']);
    expect(result.failed_objects[1].text).toBe('Not activated: it uses CLAS ZCL_LPG_Z, which failed activation in this pull');
    expect(result.error_detail.split('\n')[0]).toMatch(/^CLAS ZCL_LPG_Z: .*zcl_lpg_nowhere/);
  });
});

describe('the pull loop: what an object depends on', () => {
  it('activates a structure whose description names a program that fails: a description is no reference', async () => {
    const program: AbapObject = {
      type: 'PROG',
      name: 'ZR19_KEYS',
      description: 'Keys report',
      metadata: { PROGDIR: { NAME: 'ZR19_KEYS', SUBC: '1', RLOAD: 'E', FIXPT: 'X', UCCHECK: 'X' }, TPOOL: [{ ID: 'R', ENTRY: 'Keys report', LENGTH: '11' }] },
      sources: { main: 'REPORT zr19_keys.\n\nSTART-OF-SELECTION.\n  lv_undeclared = 1.\n' },
    };
    const structure = tabl('ZR19_KEYS_S', [{ name: 'ID', length: 10 }]);
    structure.description = 'ZR19_KEYS Data Fields';
    structure.metadata = { ...structure.metadata, DD02V: { TABNAME: 'ZR19_KEYS_S', DDLANGUAGE: 'E', TABCLASS: 'INTTAB', DDTEXT: 'ZR19_KEYS Data Fields', EXCLASS: '1' } };
    delete structure.metadata['DD09L'];
    const files = repositoryFiles('ZR19', [pkg('ZR19', '', 'description texts')], [program, structure].map((o) => ({ ...o, package: 'ZR19' })));
    const bare = await createBareRepository(root, 'r19');
    await workingCopy(join(root, 'work-R19'), bare, files);
    expect((await (await session.post('/create', { url: bare, package: 'ZR19' })).json()).success).toBe('X');
    const result = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(result.failed_objects.map((o: { obj_name: string }) => o.obj_name)).toEqual(['ZR19_KEYS']);
    expect(result.activated_objects).toContainEqual({ obj_type: 'TABL', obj_name: 'ZR19_KEYS_S' });
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
