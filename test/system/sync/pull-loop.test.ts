/**
 * The everyday git loop (edit in git → pull → fix → pull) as a new user runs it, the sync's part without a
 * service: each test is one of the problems found that way, against real git repositories. What the loop
 * needs of other routes (unit runs, data preview, lists and views) stays end to end in
 * test/server/sync-pull-loop.test.ts.
 */
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys } from '../../support/service.js';
import { openSyncSystem, type SyncSystem } from '../../support/sync-system.js';
import { commitAndPush, createBareRepository, workingCopy } from '../../support/git.js';
import { clas, greeterClass, names, pkg, repositoryFiles, syncRepository, tabl } from '../../support/git-fixtures.js';
import type { AbapObject } from '../../../src/system/objects.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';

let opened: SyncSystem;
let system: EmbeddedSystem;
let root: string;

beforeAll(() => {
  opened = openSyncSystem('abapdeck-loop-');
  ({ system, root } = opened);
});

afterAll(() => opened.close());

const create = (url: string, pkgName: string) => opened.sync.create({ url, package: pkgName }, 'DEVELOPER');
/** A pull's result with its keys in lower case (the log's rows are upper case in the system's result). */
const pull = async (body: Record<string, unknown>) => lowerCaseKeys(await opened.sync.pull(body as { url: string }, 'DEVELOPER'));

async function scenario(prefix: string, files: Record<string, Buffer>) {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, files);
  const n = names(prefix);
  expect((await create(bare, n.root)).success).toBe('X');
  return { bare, work, n, pull: async (body: Record<string, unknown> = {}) => pull({ url: bare, ...body }) };
}

describe('the pull loop: conflicts that mean something', () => {
  it('pulls the fix of a class whose earlier pull failed: the inactive version this repository wrote is no conflict', async () => {
    const { n, work, pull } = await scenario('LPA', syncRepository({ prefix: 'LPA' }));
    expect((await pull()).success).toBe('X');
    await commitAndPush(work, syncRepository({ prefix: 'LPA', counterBroken: true }), 'break the counter');
    const failed = await pull();
    expect(failed.success).toBe('');
    expect(system.objects.get('CLAS', n.counter, 'I')).toBeDefined();

    await commitAndPush(work, syncRepository({ prefix: 'LPA' }), 'fix the counter');
    const fixed = await pull();
    expect(fixed).toMatchObject({ success: 'X', conflict_count: 0, conflict_report: '' });
    expect(fixed.activated_objects).toContainEqual({ obj_type: 'CLAS', obj_name: n.counter });
    expect(system.objects.get('CLAS', n.counter, 'A')?.sources['main']).toContain('result = count.');
    expect(system.objects.get('CLAS', n.counter, 'I')).toBeUndefined();
  });

  it('refuses to overwrite an object this repository never pulled; one equal to git is no conflict', async () => {
    const n = names('LPB');
    system.packages.save(pkg(n.root, '', 'made by another route'), 'VIEWER');
    // the greeter exists with other content, the interface exactly as git holds it
    system.objects.save({ ...greeterClass('LPB', 'Servus') }, n.root, 'A', 'VIEWER', '2026-03-04T05:06:07.000Z');
    const files = syncRepository({ prefix: 'LPB', withTable: false });
    const { pull } = await scenario('LPB', files);
    const aborted = await pull();
    expect(aborted).toMatchObject({ success: '', message: 'Pull aborted: 1 conflict(s) detected', conflict_count: 1 });
    expect(aborted.conflict_report).toContain(
      `- CLAS ${n.greeter}: exists in the system (written by VIEWER at 2026-03-04T05:06:07.000Z, an unrecorded route) but this repository never pulled it`,
    );
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Servus');

    const forced = await pull({ conflict_mode: 'ignore' });
    expect(forced.success).toBe('X');
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hello { name }|');
  });

  it('links a repository to a package that already matches it and pulls cleanly', async () => {
    const n = names('LPC');
    const files = syncRepository({ prefix: 'LPC', withTable: false });
    const { pull: firstPull, bare } = await scenario('LPC', files);
    expect((await firstPull()).success).toBe('X');
    // a second link (another clone of the same content) to the same package: every object equals git
    await opened.sync.delete(bare);
    const otherBare = await createBareRepository(root, 'lpc-other');
    await workingCopy(join(root, 'work-LPC-other'), otherBare, files);
    expect((await create(otherBare, n.root)).success).toBe('X');
    const result = await pull({ url: otherBare });
    expect(result).toMatchObject({ success: 'X', conflict_count: 0 });
  });

  it('names who changed a conflicting object, when and by which route', async () => {
    const { n, pull, work } = await scenario('LPD', syncRepository({ prefix: 'LPD', withTable: false }));
    expect((await pull()).success).toBe('X');
    system.objects.save(greeterClass('LPD', 'Moin'), n.root, 'A', { user: 'VIEWER', at: '2026-05-06T07:08:09.000Z', origin: { kind: 'route', route: 'dbview deploy' } });
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
    const created = await create(bare, 'ZLPE');
    expect(created.success).toBe('X');

    const result = await pull({ url: bare });
    expect(result.success).toBe('');
    expect(result.activated_count).toBe(0);
    expect(result.failed_objects.map((o: { text: string }) => o.text)).toEqual([
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.abap: ../../PWNED2 is no valid ABAP object name',
      'src/%2e%2e%2f%2e%2e%2fpwned2.prog.xml: ../../PWNED2 is no valid ABAP object name',
      'src/zlpe_linked.prog.abap: symbolic links are not accepted',
    ]);
    expect(system.objects.findByName('../../PWNED2')).toEqual([]);
    expect(system.objects.findByName('ZLPE_LINKED')).toEqual([]);
    expect(system.objects.entry('CLAS', names('LPE').greeter)).toBeUndefined();

    const named = await pull({ url: bare, files: ['../../zcl_lpe_greeter.clas.abap'] });
    expect(named.failed_objects.map((o: { text: string }) => o.text)).toEqual(["../../zcl_lpe_greeter.clas.abap: file names with '..' are not accepted"]);
    expect(system.objects.entry('CLAS', names('LPE').greeter)).toBeUndefined();
  });
});

describe('the pull loop: one pull, final result', () => {
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
    expect((await create(bare, 'ZLPG')).success).toBe('X');
    const result = await pull({ url: bare });
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
    expect((await create(bare, 'ZR19')).success).toBe('X');
    const result = await pull({ url: bare });
    expect(result.failed_objects.map((o: { obj_name: string }) => o.obj_name)).toEqual(['ZR19_KEYS']);
    expect(result.activated_objects).toContainEqual({ obj_type: 'TABL', obj_name: 'ZR19_KEYS_S' });
  });
});
