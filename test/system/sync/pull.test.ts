/**
 * The pull of the system's git synchronisation (activation, transports, conflicts, generated XML, repository
 * settings) without a service: the routes' wire is tested in test/server (sync-extensions, key spelling).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCaseKeys } from '../../support/service.js';
import { openSyncSystem, type SyncSystem } from '../../support/sync-system.js';
import { commitAndPush, createBareRepository, git, workingCopy } from '../../support/git.js';
import { greeterClass, itemTable, names, pkg, repositoryFiles, syncRepository } from '../../support/git-fixtures.js';
import { gitSync } from '../../../src/system/sync/index.js';
import { serializeObject } from '../../../src/system/abapgit/index.js';
import type { EmbeddedSystem } from '../../../src/system/system.js';

/** One system for the file; each test works on objects of its own (a name prefix). */
let opened: SyncSystem;
let system: EmbeddedSystem;
let root: string;

beforeAll(() => {
  opened = openSyncSystem('abapdeck-pull-');
  ({ system, root } = opened);
});

afterAll(() => opened.close());

interface Scenario {
  bare: string;
  work: string;
  n: ReturnType<typeof names>;
  pull(body?: Record<string, unknown>): Promise<Record<string, any>>;
}

/** A bare repository `<prefix>.git` holding `files` (pushed from a working copy) and a link of Z<prefix> to it. */
async function scenario(prefix: string, files: Record<string, Buffer>, link: Record<string, unknown> = {}): Promise<Scenario> {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, files);
  const n = names(prefix);
  const created = await opened.sync.create({ url: bare, package: n.root, ...link }, 'DEVELOPER');
  expect(created.success).toBe('X');
  // keys in lower case: the log's rows are upper case in the system's result
  return { bare, work, n, pull: async (body = {}) => lowerCaseKeys(await opened.sync.pull({ url: bare, ...body }, 'DEVELOPER')) };
}

const sorted = <T extends { obj_type: string; obj_name: string }>(list: T[]) =>
  [...list].sort((a, b) => `${a.obj_type} ${a.obj_name}`.localeCompare(`${b.obj_type} ${b.obj_name}`));

const counterError = (n: ReturnType<typeof names>) => `"lv_undeclared" not found (${n.counter.toLowerCase()}.clas.abap, line 16)`;

describe('pull: activation and transports', () => {
  it('activates every object without errors, keeps the broken class inactive with its errors, records a new transport', async () => {
    const { n, pull } = await scenario('SYA', syncRepository({ prefix: 'SYA', counterBroken: true }));
    const result = await pull();
    expect(result).toMatchObject({
      success: '',
      message: 'Pull completed with errors',
      error_detail: `CLAS ${n.counter}: ${counterError(n)}`,
      transport_request: expect.stringMatching(/^DEVK9\d{5}$/),
      activated_count: 3,
      failed_count: 1,
      conflict_report: '',
      conflict_count: 0,
      local_xml_files: [],
    });
    expect(result.failed_objects).toEqual([{ type: 'E', text: counterError(n), obj_type: 'CLAS', obj_name: n.counter, exception: '' }]);
    expect(sorted(result.activated_objects)).toEqual([
      { obj_type: 'CLAS', obj_name: n.greeter },
      { obj_type: 'INTF', obj_name: n.intf },
      { obj_type: 'TABL', obj_name: n.table },
    ]);
    expect(result.log_messages).toContainEqual({ type: 'E', obj_type: 'CLAS', obj_name: n.counter, text: counterError(n) });
    expect(result.log_messages).toContainEqual({ type: 'S', obj_type: 'INTF', obj_name: n.intf, text: 'Object activated' });

    const { objects, packages } = system;
    expect(objects.get('CLAS', n.counter, 'A')).toBeUndefined();
    expect(objects.get('CLAS', n.counter, 'I')?.sources['main']).toContain('lv_undeclared');
    expect(objects.get('CLAS', n.greeter, 'A')?.package).toBe(n.root);
    expect(objects.get('TABL', n.table, 'A')?.package).toBe(n.data);
    expect(packages.get(n.data)).toMatchObject({ parent: n.root, description: 'Sync tests: data' });
    expect(system.data.describe(n.table)).toBeDefined();
    const transports = gitSync(system).transports;
    expect(transports.entries(result.transport_request)).toEqual([
      { type: 'CLAS', name: n.counter },
      { type: 'CLAS', name: n.greeter },
      { type: 'INTF', name: n.intf },
      { type: 'TABL', name: n.table },
    ]);
    expect(transports.get(result.transport_request)).toMatchObject({ owner: 'DEVELOPER', status: 'D', description: 'abapGit pull: sya' });
  });

  it('pulls only the objects named by files (folders dropped), reusing the open transport', async () => {
    const { n, work, pull } = await scenario('SYB', syncRepository({ prefix: 'SYB', counterBroken: true }));
    const first = await pull();
    await commitAndPush(work, syncRepository({ prefix: 'SYB', greeting: 'Hi' }), 'fix counter, change greeting');
    const result = await pull({ files: [`anywhere/else/${n.counter.toLowerCase()}.clas.abap`] });
    expect(result).toMatchObject({
      success: 'X',
      message: 'Pull completed successfully',
      transport_request: first.transport_request,
      activated_count: 1,
      failed_count: 0,
      activated_objects: [{ obj_type: 'CLAS', obj_name: n.counter }],
    });
    expect(result).not.toHaveProperty('error_detail');
    expect(system.objects.get('CLAS', n.counter, 'A')?.sources['main']).toContain('result = count.');
    expect(system.objects.get('CLAS', n.counter, 'I')).toBeUndefined();
    // the greeting changed in git too, but was not named
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hello { name }|');
  });

  it('reports named files that are not in the repository or name no object', async () => {
    const { n, pull } = await scenario('SYC', syncRepository({ prefix: 'SYC' }));
    const result = await pull({ files: [`src/${n.intf.toLowerCase()}.intf.abap`, 'src/zcl_nope.clas.abap', 'README.md'] });
    expect(result.success).toBe('');
    expect(result.activated_objects).toEqual([{ obj_type: 'INTF', obj_name: n.intf }]);
    expect(result.failed_objects).toEqual([
      { type: 'E', text: 'Invalid file format: README.md', obj_type: '', obj_name: '', exception: '' },
      { type: 'E', text: 'File src/zcl_nope.clas.abap not found in the repository', obj_type: 'CLAS', obj_name: 'ZCL_NOPE', exception: '' },
    ]);
    expect(result.error_detail).toBe('Invalid file format: README.md\nCLAS ZCL_NOPE: File src/zcl_nope.clas.abap not found in the repository');
  });

  it('uses a given workbench request, refuses unknown and customizing ones, and records none for a local package', async () => {
    const { n, pull } = await scenario('SYD', syncRepository({ prefix: 'SYD' }));
    expect(await pull({ transport_request: 'DEVK912345' })).toMatchObject({ success: '', message: 'Transport DEVK912345 not found', failed_count: 1 });
    expect(system.objects.get('INTF', n.intf, 'A')).toBeUndefined();
    const transports = gitSync(system).transports;
    const customizing = transports.create('DEVELOPER', 'entries', 'W');
    expect(await pull({ transport_request: customizing.number })).toMatchObject({
      success: '',
      message: `Transport ${customizing.number} is a customizing request: a pull records objects on a workbench request`,
    });
    const request = transports.create('DEVELOPER', 'my request');
    expect(await pull({ transport_request: request.number.toLowerCase() })).toMatchObject({ success: 'X', transport_request: request.number });
    expect(transports.entries(request.number)).toHaveLength(4);

    const local = await scenario('$SYD', repositoryFiles('$SYD', [pkg('$SYD', '')], [{ ...itemTable('SYDL'), package: '$SYD' }]), { package: '$SYD' });
    expect(await local.pull()).toMatchObject({ success: 'X', transport_request: '', activated_objects: [{ obj_type: 'TABL', obj_name: 'ZSYDL_ITEM' }] });
  });

  it('deletes objects the repository brought that are gone from git (whole pulls)', async () => {
    const { n, work, pull } = await scenario('SYE', syncRepository({ prefix: 'SYE' }));
    await pull();
    const counterFile = `src/${n.counter.toLowerCase()}.clas`;
    await git(work, 'rm', '--quiet', `${counterFile}.abap`, `${counterFile}.xml`);
    await git(work, 'commit', '--quiet', '-m', 'remove counter');
    await git(work, 'push', '--quiet');
    const result = await pull();
    expect(result.success).toBe('X');
    expect(result.log_messages).toContainEqual({ type: 'I', obj_type: 'CLAS', obj_name: n.counter, text: 'Object deleted (no longer in the repository)' });
    expect(system.objects.entry('CLAS', n.counter)).toBeUndefined();
    expect(gitSync(system).transports.entries(result.transport_request)).toContainEqual({ type: 'CLAS', name: n.counter });
  });

  it('changes nothing when it fails part-way: the transaction rolls back', async () => {
    const { n, bare, work, pull } = await scenario('SYF', syncRepository({ prefix: 'SYF' }));
    const sync = gitSync(system);
    const first = sync.transports.create('DEVELOPER', 'first').number;
    await pull({ transport_request: first });
    // released, the first request holds the objects no longer: the next pull needs a new one
    system.db.prepare("UPDATE transports SET status = 'R' WHERE number = ?").run(first);
    await commitAndPush(work, syncRepository({ prefix: 'SYF', greeting: 'Hi' }), 'greeting');
    const link = sync.links.byUrl(bare)!;
    const before = { commit: link.lastPulledCommit, pulled: sync.links.pulledObjects(link.key) };
    // every transport number is taken: creating the request for this pull fails after the objects were written
    const exhaust = system.db.prepare(
      "INSERT INTO transports (number, kind, owner, description, status, created_at) VALUES ('DEVK999999', 'K', 'X', 'last', 'R', '')",
    );
    exhaust.run();
    try {
      const result = await pull();
      expect(result).toMatchObject({ success: '', message: 'Pull failed: transport numbers of DEV are used up' });
    } finally {
      system.db.prepare("DELETE FROM transports WHERE number = 'DEVK999999'").run();
    }
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hello { name }|');
    expect(system.objects.get('CLAS', n.greeter, 'I')).toBeUndefined();
    expect(sync.links.byKey(link.key)!.lastPulledCommit).toBe(before.commit);
    expect(sync.links.pulledObjects(link.key)).toEqual(before.pulled);
  });
});

describe('pull: conflict detection', () => {
  it('aborts when an object changed in the system since the last pull; ignore overwrites it', async () => {
    const { n, work, pull } = await scenario('SYG', syncRepository({ prefix: 'SYG' }));
    expect((await pull()).success).toBe('X');
    system.objects.save({ ...greeterClass('SYG', 'Servus'), description: 'edited in the system' }, n.root, 'A', 'VIEWER', '2026-01-02T03:04:05.000Z');
    // a change in the system to an object git did not change is no conflict
    system.objects.save({ ...itemTable('SYG'), description: 'edited too' }, n.data, 'A', 'VIEWER');
    await commitAndPush(work, syncRepository({ prefix: 'SYG', greeting: 'Hi' }), 'greeting');

    const aborted = await pull();
    expect(aborted).toMatchObject({
      success: '',
      message: 'Pull aborted: 1 conflict(s) detected',
      conflict_count: 1,
      activated_count: 0,
      failed_count: 0,
      transport_request: '',
    });
    expect(aborted.conflict_report).toBe(
      [
        '1 conflict(s) detected:',
        `- CLAS ${n.greeter}: changed in the system by VIEWER at 2026-01-02T03:04:05.000Z (an unrecorded route) since this repository last pulled it`,
        'Pull again with conflict_mode ignore (--conflict-mode ignore) to overwrite the system.',
      ].join('\n'),
    );
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Servus');

    const forced = await pull({ conflict_mode: 'ignore' });
    expect(forced).toMatchObject({ success: 'X', conflict_count: 0, activated_objects: [{ obj_type: 'CLAS', obj_name: n.greeter }] });
    expect(system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hi { name }|');
    expect((await pull()).success).toBe('X');
  });

  it('aborts when the remote branch no longer descends from the commit last pulled; ignore pulls it', async () => {
    const { work, pull } = await scenario('SYH', syncRepository({ prefix: 'SYH' }));
    expect((await pull()).success).toBe('X');
    const before = (await git(work, 'rev-parse', 'HEAD')).trim();
    await git(work, 'commit', '--quiet', '--amend', '-m', 'rewritten history');
    await git(work, 'push', '--quiet', '--force', 'origin', 'main');
    const head = (await git(work, 'rev-parse', 'HEAD')).trim();

    const aborted = await pull();
    expect(aborted).toMatchObject({ success: '', conflict_count: 1 });
    expect(aborted.conflict_report).toContain(
      `- Branch main: the remote head ${head.slice(0, 12)} does not descend from the commit last pulled (${before.slice(0, 12)}); the branch was rewritten or reset`,
    );
    expect((await pull({ conflict_mode: 'ignore' })).success).toBe('X');
    await commitAndPush(work, syncRepository({ prefix: 'SYH', greeting: 'Moin' }), 'descends again');
    expect((await pull()).success).toBe('X');
    expect(await pull({ conflict_mode: 'merge' })).toMatchObject({ success: '', message: 'Invalid conflict mode: merge (abort or ignore)' });
  });
});

describe('pull: generated XML against git', () => {
  it('lists only existing XML files whose bytes differ, with the generated bytes; files limits the comparison', async () => {
    const n = names('SYI');
    const files = syncRepository({ prefix: 'SYI' });
    const xml = `src/${n.intf.toLowerCase()}.intf.xml`;
    const canonical = files[xml]!;
    const { pull } = await scenario('SYI', { ...files, [xml]: canonical.subarray(3) });
    const result = await pull();
    expect(result.success).toBe('X');
    expect(result.local_xml_files).toEqual([{ filename: `${n.intf.toLowerCase()}.intf.xml`, path: xml, data: canonical.toString('base64') }]);
    expect((await pull({ files: [`src/${n.greeter.toLowerCase()}.clas.abap`] })).local_xml_files).toEqual([]);
    expect((await pull({ files: [`src/${n.intf.toLowerCase()}.intf.abap`] })).local_xml_files).toHaveLength(1);

    // the system writes what it activated exactly as the canonical files in git
    const stored = system.objects.get('TABL', n.table, 'A')!;
    const tableXml = serializeObject(stored).find((f) => f.path.endsWith('.xml'))!;
    expect(tableXml.data.equals(files[`src/data/${n.table.toLowerCase()}.tabl.xml`]!)).toBe(true);
  });

  it('compares nothing after a pull with errors', async () => {
    const n = names('SYJ');
    const files = syncRepository({ prefix: 'SYJ', counterBroken: true });
    const xml = `src/${n.intf.toLowerCase()}.intf.xml`;
    const { pull } = await scenario('SYJ', { ...files, [xml]: files[xml]!.subarray(3) });
    expect((await pull()).local_xml_files).toEqual([]);
  });
});

describe('pull: repository settings', () => {
  it('reports missing_config_xml when the root has no .abapgit.xml, and reads with the link settings', async () => {
    const files = syncRepository({ prefix: 'SYK', withTable: false, dot: null });
    expect(Object.keys(files)).not.toContain('.abapgit.xml');
    const { n, pull } = await scenario('SYK', files);
    const result = await pull();
    expect(result).toMatchObject({ success: 'X', missing_config_xml: true, activated_count: 3 });
    expect(result.activated_objects).toContainEqual({ obj_type: 'CLAS', obj_name: n.counter });
    expect(result.log_messages[0]).toEqual({
      type: 'W',
      obj_type: '',
      obj_name: '',
      text: 'The repository has no .abapgit.xml at its root: the starting folder and folder logic of the repository link are used',
    });
  });

  it('answers an unknown repository and a missing branch with their texts', async () => {
    const { pull } = await scenario('SYL', syncRepository({ prefix: 'SYL', withTable: false }));
    expect(await pull({ url: '/no/such.git' })).toMatchObject({ success: '', message: 'Repository not found: /no/such.git (create it first)' });
    expect(await pull({ branch: 'feature' })).toMatchObject({ success: '', message: 'Pull failed: Branch feature not found in the remote repository' });
  });
});
