import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { commitAndPush, createBareRepository, git, workingCopy } from '../support/git.js';
import { counterClass, greeterClass, itemTable, pkg, repositoryFiles, syncRepository } from '../support/git-fixtures.js';
import { gitSync } from '../../src/system/sync/index.js';
import { serializeObject } from '../../src/system/abapgit/index.js';

interface Scenario {
  service: TestService;
  bare: string;
  work: string;
  pull(body?: Record<string, unknown>): Promise<Record<string, any>>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A fresh system, a bare repository holding `files` (pushed from a working copy) and a link to it. */
async function scenario(files: Record<string, Buffer>, link: Record<string, unknown> = { package: 'ZSYNC' }): Promise<Scenario> {
  const root = tempDir('abapdeck-pull-');
  const bare = await createBareRepository(root, 'sync');
  const work = await workingCopy(join(root, 'work'), bare, files);
  const service = await startTestService();
  cleanups.push(async () => {
    await service.stop();
    rmSync(root, { recursive: true, force: true });
  });
  const session = await rawSession(service);
  const created = await (await session.post('/create', { url: bare, ...link })).json();
  expect(created.success).toBe('X');
  return { service, bare, work, pull: async (body = {}) => (await session.post('/pull', { url: bare, ...body })).json() };
}

const sorted = <T extends { obj_type: string; obj_name: string }>(list: T[]) =>
  [...list].sort((a, b) => `${a.obj_type} ${a.obj_name}`.localeCompare(`${b.obj_type} ${b.obj_name}`));

const counterError = '"lv_undeclared" not found, findTop (zcl_sync_counter.clas.abap, line 16)';

describe('POST /pull: activation and transports', () => {
  it('activates every object without errors, keeps the broken class inactive with its errors, records a new transport', async () => {
    const { service, pull } = await scenario(syncRepository({ counterBroken: true }));
    const result = await pull();
    expect(result).toMatchObject({
      success: '',
      message: 'Pull completed with errors',
      error_detail: `CLAS ZCL_SYNC_COUNTER: ${counterError}`,
      transport_request: 'DEVK900001',
      activated_count: 3,
      failed_count: 1,
      conflict_report: '',
      conflict_count: 0,
      local_xml_files: [],
    });
    expect(result.failed_objects).toEqual([{ type: 'E', text: counterError, obj_type: 'CLAS', obj_name: 'ZCL_SYNC_COUNTER', exception: '' }]);
    expect(sorted(result.activated_objects)).toEqual([
      { obj_type: 'CLAS', obj_name: 'ZCL_SYNC_GREETER' },
      { obj_type: 'INTF', obj_name: 'ZIF_SYNC_GREETER' },
      { obj_type: 'TABL', obj_name: 'ZSYNC_ITEM' },
    ]);
    expect(result.log_messages).toContainEqual({ TYPE: 'E', OBJ_TYPE: 'CLAS', OBJ_NAME: 'ZCL_SYNC_COUNTER', TEXT: counterError });
    expect(result.log_messages).toContainEqual({ TYPE: 'S', OBJ_TYPE: 'INTF', OBJ_NAME: 'ZIF_SYNC_GREETER', TEXT: 'Object activated' });

    const { objects, packages } = service.system;
    expect(objects.get('CLAS', 'ZCL_SYNC_COUNTER', 'A')).toBeUndefined();
    expect(objects.get('CLAS', 'ZCL_SYNC_COUNTER', 'I')?.sources['main']).toContain('lv_undeclared');
    expect(objects.get('CLAS', 'ZCL_SYNC_GREETER', 'A')?.package).toBe('ZSYNC');
    expect(objects.get('TABL', 'ZSYNC_ITEM', 'A')?.package).toBe('ZSYNC_DATA');
    expect(packages.get('ZSYNC_DATA')).toMatchObject({ parent: 'ZSYNC', description: 'Sync tests: data' });
    expect(service.system.data.describe('ZSYNC_ITEM')).toBeDefined();
    expect(gitSync(service.system).transports.entries('DEVK900001')).toEqual([
      { type: 'CLAS', name: 'ZCL_SYNC_COUNTER' },
      { type: 'CLAS', name: 'ZCL_SYNC_GREETER' },
      { type: 'INTF', name: 'ZIF_SYNC_GREETER' },
      { type: 'TABL', name: 'ZSYNC_ITEM' },
    ]);
    expect(gitSync(service.system).transports.get('DEVK900001')).toMatchObject({ owner: 'DEVELOPER', status: 'D', description: 'abapGit pull: sync' });
  });

  it('pulls only the objects named by files (folders dropped), reusing the open transport', async () => {
    const { service, work, pull } = await scenario(syncRepository({ counterBroken: true }));
    await pull();
    await commitAndPush(work, syncRepository({ counterBroken: false, greeting: 'Hi' }), 'fix counter, change greeting');
    const result = await pull({ files: ['anywhere/else/zcl_sync_counter.clas.abap'] });
    expect(result).toMatchObject({
      success: 'X',
      message: 'Pull completed successfully',
      transport_request: 'DEVK900001',
      activated_count: 1,
      failed_count: 0,
      activated_objects: [{ obj_type: 'CLAS', obj_name: 'ZCL_SYNC_COUNTER' }],
    });
    expect(result).not.toHaveProperty('error_detail');
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_COUNTER', 'A')?.sources['main']).toContain('result = count.');
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_COUNTER', 'I')).toBeUndefined();
    // the greeting changed in git too, but was not named
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_GREETER', 'A')?.sources['main']).toContain('|Hello { name }|');
  });

  it('reports named files that are not in the repository or name no object', async () => {
    const { pull } = await scenario(syncRepository());
    const result = await pull({ files: ['src/zif_sync_greeter.intf.abap', 'src/zcl_nope.clas.abap', 'README.md'] });
    expect(result.success).toBe('');
    expect(result.activated_objects).toEqual([{ obj_type: 'INTF', obj_name: 'ZIF_SYNC_GREETER' }]);
    expect(result.failed_objects).toEqual([
      { type: 'E', text: 'Invalid file format: README.md', obj_type: '', obj_name: '', exception: '' },
      { type: 'E', text: 'File src/zcl_nope.clas.abap not found in the repository', obj_type: 'CLAS', obj_name: 'ZCL_NOPE', exception: '' },
    ]);
    expect(result.error_detail).toBe('Invalid file format: README.md\nCLAS ZCL_NOPE: File src/zcl_nope.clas.abap not found in the repository');
  });

  it('uses a given transport request, refuses an unknown one, and records none for a local package', async () => {
    const { service, pull } = await scenario(syncRepository());
    expect(await pull({ transport_request: 'DEVK912345' })).toMatchObject({
      success: '',
      message: 'Transport DEVK912345 not found',
      failed_count: 1,
    });
    expect(service.system.objects.get('INTF', 'ZIF_SYNC_GREETER', 'A')).toBeUndefined();
    const customizing = gitSync(service.system).transports.create('DEVELOPER', 'entries', 'W');
    expect(await pull({ transport_request: customizing.number })).toMatchObject({
      success: '',
      message: `Transport ${customizing.number} is a customizing request: a pull records objects on a workbench request`,
    });
    const request = gitSync(service.system).transports.create('DEVELOPER', 'my request');
    const result = await pull({ transport_request: request.number.toLowerCase() });
    expect(result).toMatchObject({ success: 'X', transport_request: request.number });
    expect(gitSync(service.system).transports.entries(request.number)).toHaveLength(4);

    const local = await scenario(repositoryFiles('$SYNC', [pkg('$SYNC', '')], [{ ...itemTable(), package: '$SYNC' }]), { package: '$SYNC' });
    expect(await local.pull()).toMatchObject({ success: 'X', transport_request: '', activated_objects: [{ obj_type: 'TABL', obj_name: 'ZSYNC_ITEM' }] });
  });

  it('deletes objects the repository brought that are gone from git (whole pulls)', async () => {
    const { service, work, pull } = await scenario(syncRepository());
    await pull();
    await git(work, 'rm', '--quiet', 'src/zcl_sync_counter.clas.abap', 'src/zcl_sync_counter.clas.xml');
    await git(work, 'commit', '--quiet', '-m', 'remove counter');
    await git(work, 'push', '--quiet');
    const result = await pull();
    expect(result.success).toBe('X');
    expect(result.log_messages).toContainEqual({ TYPE: 'I', OBJ_TYPE: 'CLAS', OBJ_NAME: 'ZCL_SYNC_COUNTER', TEXT: 'Object deleted (no longer in the repository)' });
    expect(service.system.objects.entry('CLAS', 'ZCL_SYNC_COUNTER')).toBeUndefined();
  });

  it('changes nothing when it fails part-way: the transaction rolls back', async () => {
    const { service, bare, work, pull } = await scenario(syncRepository());
    await pull({ transport_request: gitSync(service.system).transports.create('DEVELOPER', 'first').number });
    await commitAndPush(work, syncRepository({ greeting: 'Hi' }), 'greeting');
    // every transport number is taken: creating the request for this pull fails after the objects were written
    service.system.db
      .prepare("INSERT INTO transports (number, kind, owner, description, status, created_at) VALUES ('DEVK999999', 'K', 'X', 'last', 'R', '')")
      .run();
    const link = gitSync(service.system).links.byUrl(bare)!;
    const before = { commit: link.lastPulledCommit, pulled: gitSync(service.system).links.pulledObjects(link.key) };
    const result = await pull();
    expect(result).toMatchObject({ success: '', message: 'Pull failed: transport numbers of DEV are used up' });
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_GREETER', 'A')?.sources['main']).toContain('|Hello { name }|');
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_GREETER', 'I')).toBeUndefined();
    const after = gitSync(service.system).links.byKey(link.key)!;
    expect(after.lastPulledCommit).toBe(before.commit);
    expect(gitSync(service.system).links.pulledObjects(link.key)).toEqual(before.pulled);
  });
});

describe('POST /pull: conflict detection', () => {
  it('aborts when an object changed in the system since the last pull; ignore overwrites it', async () => {
    const { service, work, pull } = await scenario(syncRepository());
    expect((await pull()).success).toBe('X');
    const edited = { ...greeterClass('Servus'), description: 'edited in the system' };
    service.system.objects.save(edited, 'ZSYNC', 'A', 'VIEWER', '2026-01-02T03:04:05.000Z');
    // a change in the system to an object git did not change is no conflict
    await commitAndPush(work, syncRepository({ greeting: 'Hi' }), 'greeting');

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
        '- CLAS ZCL_SYNC_GREETER: changed in the system by VIEWER at 2026-01-02T03:04:05.000Z since this repository last pulled it',
        'Pull again with conflict_mode ignore (--conflict-mode ignore) to overwrite the system.',
      ].join('\n'),
    );
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_GREETER', 'A')?.sources['main']).toContain('Servus');

    const forced = await pull({ conflict_mode: 'ignore' });
    expect(forced).toMatchObject({ success: 'X', conflict_count: 0, activated_objects: [{ obj_type: 'CLAS', obj_name: 'ZCL_SYNC_GREETER' }] });
    expect(service.system.objects.get('CLAS', 'ZCL_SYNC_GREETER', 'A')?.sources['main']).toContain('|Hi { name }|');
    expect((await pull()).success).toBe('X');
  });

  it('aborts when the remote branch no longer descends from the commit last pulled; ignore pulls it', async () => {
    const { work, pull } = await scenario(syncRepository());
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
    await commitAndPush(work, syncRepository({ greeting: 'Moin' }), 'descends again');
    expect((await pull()).success).toBe('X');
  });

  it('refuses an unknown conflict mode', async () => {
    const { pull } = await scenario(syncRepository());
    expect(await pull({ conflict_mode: 'merge' })).toMatchObject({ success: '', message: 'Invalid conflict mode: merge (abort or ignore)' });
  });
});

describe('POST /pull: generated XML against git', () => {
  it('lists only existing XML files whose bytes differ, with the generated bytes; files limits the comparison', async () => {
    const files = syncRepository();
    const canonical = files['src/zif_sync_greeter.intf.xml']!;
    const noBom = canonical.subarray(3);
    const { pull } = await scenario({ ...files, 'src/zif_sync_greeter.intf.xml': noBom });
    const result = await pull();
    expect(result.success).toBe('X');
    expect(result.local_xml_files).toEqual([
      { filename: 'zif_sync_greeter.intf.xml', path: 'src/zif_sync_greeter.intf.xml', data: canonical.toString('base64') },
    ]);
    expect((await pull({ files: ['src/zcl_sync_greeter.clas.abap'] })).local_xml_files).toEqual([]);
    expect((await pull({ files: ['src/zif_sync_greeter.intf.abap'] })).local_xml_files).toHaveLength(1);
  });

  it('compares nothing after a pull with errors', async () => {
    const files = syncRepository({ counterBroken: true });
    const { pull } = await scenario({ ...files, 'src/zif_sync_greeter.intf.xml': files['src/zif_sync_greeter.intf.xml']!.subarray(3) });
    expect((await pull()).local_xml_files).toEqual([]);
  });
});

describe('POST /pull: repository settings', () => {
  it('reports missing_config_xml when the root has no .abapgit.xml, and reads with the link settings', async () => {
    const files = repositoryFiles(
      'ZSYNC',
      [pkg('ZSYNC', ''), pkg('ZSYNC_DATA', 'ZSYNC')],
      [{ ...counterClass(false), package: 'ZSYNC' }],
      null,
    );
    expect(Object.keys(files)).not.toContain('.abapgit.xml');
    const { pull } = await scenario(files);
    const result = await pull();
    expect(result).toMatchObject({ success: 'X', missing_config_xml: true, activated_objects: [{ obj_type: 'CLAS', obj_name: 'ZCL_SYNC_COUNTER' }] });
    expect(result.log_messages[0]).toEqual({
      TYPE: 'W',
      OBJ_TYPE: '',
      OBJ_NAME: '',
      TEXT: 'The repository has no .abapgit.xml at its root: the starting folder and folder logic of the repository link are used',
    });
  });

  it('answers an unknown repository and a missing branch with their texts', async () => {
    const { pull } = await scenario(syncRepository());
    expect(await pull({ url: '/no/such.git' })).toMatchObject({ success: '', message: 'Repository not found: /no/such.git (create it first)' });
    expect(await pull({ branch: 'feature' })).toMatchObject({ success: '', message: 'Pull failed: Branch feature not found in the remote repository' });
  });

  it('serializes what it activated exactly as the files in git (no XML differences for canonical files)', async () => {
    const files = syncRepository();
    const { service, pull } = await scenario(files);
    expect((await pull()).local_xml_files).toEqual([]);
    const stored = service.system.objects.get('TABL', 'ZSYNC_ITEM', 'A')!;
    const xml = serializeObject(stored).find((f) => f.path.endsWith('.xml'))!;
    expect(xml.data.equals(files['src/data/zsync_item.tabl.xml']!)).toBe(true);
  });
});
