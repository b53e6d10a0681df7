/**
 * abapdeck's extension routes of git synchronisation over real HTTP against real git repositories:
 * pull preview with diffs, history of pulls and versions, undo of the last pull, import preview.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { commitAndPush, createBareRepository, git, workingCopy } from '../support/git.js';
import { counterClass, greeterClass, greeterInterface, intf, names, pkg, repositoryFiles, syncRepository } from '../support/git-fixtures.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-sync-ext-');
  service = await startTestService();
  session = await rawSession(service);
});

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

// the pull's answer read in lower case (key-spelling.test.ts proves its upper case); the extensions' as sent
const post = async (path: string, body: Record<string, unknown>) => {
  const answer = await (await session.post(path, body)).json();
  return path === '/pull' ? lowerCaseKeys(answer) : answer;
};

async function scenario(prefix: string, files: Record<string, Buffer>) {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, files);
  expect((await post('/create', { url: bare, package: names(prefix).root })).success).toBe('X');
  return { bare, work, n: names(prefix) };
}

/** The standard repository with a changed greeting, a new interface and without the counter class. */
function changedRepository(prefix: string): Record<string, Buffer> {
  const n = names(prefix);
  return repositoryFiles(
    n.root,
    [pkg(n.root, '', 'Sync tests')],
    [
      { ...greeterInterface(prefix), package: n.root },
      { ...greeterClass(prefix, 'Hi'), package: n.root },
      { ...intf(`ZIF_${prefix}_NEW`, `INTERFACE zif_${prefix.toLowerCase()}_new PUBLIC.\nENDINTERFACE.\n`), package: n.root },
    ],
  );
}

async function pushChanged(work: string, prefix: string): Promise<void> {
  await git(work, 'rm', '--quiet', '-r', 'src');
  await commitAndPush(work, changedRepository(prefix), 'change greeting, add an interface, remove the counter');
}

describe('GET /health', () => {
  it('lists the extensions the system offers', async () => {
    const health = await (await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: session.auth } })).json();
    expect(health.capabilities).toEqual(expect.arrayContaining(['pull.preview', 'import.preview', 'versions', 'inactive']));
  });
});

describe('POST /pull/preview', () => {
  it('shows per object create, update, delete and unchanged with unified diffs, and changes nothing', async () => {
    const { bare, work, n } = await scenario('EXA', syncRepository({ prefix: 'EXA', withTable: false }));
    expect((await post('/pull', { url: bare })).success).toBe('X');
    await pushChanged(work, 'EXA');

    const preview = await post('/pull/preview', { url: bare });
    expect(preview).toMatchObject({ SUCCESS: 'X', COMMAND: 'PULL_PREVIEW', BRANCH: 'main', METADATA_COMPARED: true, ERROR: '' });
    expect(preview.COMMIT).toBe((await git(work, 'rev-parse', 'HEAD')).trim());
    const actions = Object.fromEntries(preview.OBJECTS.map((o: { OBJ_NAME: string; ACTION: string }) => [o.OBJ_NAME, o.ACTION]));
    expect(actions).toEqual({ [n.greeter]: 'update', [n.counter]: 'delete', [n.intf]: 'unchanged', ZIF_EXA_NEW: 'create' });
    expect(preview.SUMMARY).toEqual({ CREATE: 1, UPDATE: 1, DELETE: 1, UNCHANGED: 1, CONFLICT: 0 });
    const greeter = preview.OBJECTS.find((o: { OBJ_NAME: string }) => o.OBJ_NAME === n.greeter);
    expect(greeter.FILES).toHaveLength(1);
    expect(greeter.FILES[0]).toMatchObject({ FILE: `${n.greeter.toLowerCase()}.clas.abap`, AGAINST: 'active' });
    expect(greeter.FILES[0].DIFF).toContain('-    result = |Hello { name }|.');
    expect(greeter.FILES[0].DIFF).toContain('+    result = |Hi { name }|.');
    expect(greeter.FILES[0].DIFF).toContain(`--- system (active)/${n.greeter.toLowerCase()}.clas.abap`);

    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Hello');
    expect(service.system.objects.entry('CLAS', n.counter)).toBeDefined();
    expect(service.system.objects.entry('INTF', 'ZIF_EXA_NEW')).toBeUndefined();
  });

  it('previews named objects only, marks conflicts, and compares the inactive version too', async () => {
    const { bare, work, n } = await scenario('EXB', syncRepository({ prefix: 'EXB', withTable: false }));
    expect((await post('/pull', { url: bare })).success).toBe('X');
    service.system.objects.save(greeterClass('EXB', 'Servus'), n.root, 'A', { user: 'VIEWER', origin: { kind: 'route', route: 'test' } });
    await commitAndPush(work, syncRepository({ prefix: 'EXB', withTable: false, greeting: 'Hi', counterBroken: true }), 'greeting, broken counter');

    const preview = await post('/pull/preview', { url: bare, objects: [n.greeter] });
    expect(preview.OBJECTS).toHaveLength(1);
    expect(preview.OBJECTS[0]).toMatchObject({ OBJ_NAME: n.greeter, ACTION: 'conflict' });
    expect(preview.OBJECTS[0].CONFLICT).toContain('changed in the system by VIEWER');

    // a failed pull leaves the counter inactive: the preview compares git with both versions
    await post('/pull', { url: bare, files: [`src/${n.counter.toLowerCase()}.clas.abap`] });
    await commitAndPush(work, syncRepository({ prefix: 'EXB', withTable: false, greeting: 'Hi' }), 'fix the counter');
    const fixed = await post('/pull/preview', { url: bare, files: [`src/${n.counter.toLowerCase()}.clas.abap`] });
    expect(fixed.OBJECTS).toMatchObject([{ OBJ_NAME: n.counter, ACTION: 'update', HAS_INACTIVE: true }]);
    expect(fixed.OBJECTS[0].FILES.map((f: { AGAINST: string }) => f.AGAINST)).toEqual(['inactive']);
    expect(fixed.OBJECTS[0].FILES[0].DIFF).toContain('-    result = lv_undeclared.');
    expect(await post('/pull/preview', { url: '/nowhere.git' })).toMatchObject({ SUCCESS: '', ERROR: 'Repository not found: /nowhere.git (create it first)' });
    // an older commit of the branch is compared, never a stranger's
    const lastPulled = await post('/pull/preview', { url: bare, objects: [n.counter], at: 'last-pulled' });
    expect(lastPulled.OBJECTS[0].FILES.find((f: { AGAINST: string }) => f.AGAINST === 'active').DIFF).toContain('+    result = lv_undeclared.');
    expect(await post('/pull/preview', { url: bare, at: '0'.repeat(40) })).toMatchObject({ SUCCESS: '', ERROR: `Pull failed: Commit ${'0'.repeat(40)} is not in the history of branch main` });
  });
});

describe('POST /history and POST /pull/undo', () => {
  it('lists the pulls of a link and the versions of an object with their origins', async () => {
    const { bare, work, n } = await scenario('EXC', syncRepository({ prefix: 'EXC', withTable: false }));
    await post('/pull', { url: bare });
    await commitAndPush(work, syncRepository({ prefix: 'EXC', withTable: false, greeting: 'Hi' }), 'greeting');
    const second = await post('/pull', { url: bare });

    const history = await post('/history', { url: bare });
    expect(history).toMatchObject({ SUCCESS: 'X', COMMAND: 'HISTORY', REPOSITORY: { URL: bare, PACKAGE: n.root, BRANCH: 'main' } });
    expect(history.EVENTS.map((e: { KIND: string; STATUS: string; ACTIVATED: number }) => [e.KIND, e.STATUS, e.ACTIVATED])).toEqual([
      ['pull', 'success', 1],
      ['pull', 'success', 3],
    ]);
    expect(history.EVENTS[0]).toMatchObject({ USER: 'DEVELOPER', TRANSPORT: second.transport_request, COMMIT: (await git(work, 'rev-parse', 'HEAD')).trim() });
    expect(history.EVENTS[0].LOG_MESSAGES).toContainEqual({ TYPE: 'S', OBJ_TYPE: 'CLAS', OBJ_NAME: n.greeter, TEXT: 'Object activated' });

    const versions = await post('/history', { objects: [n.greeter.toLowerCase()] });
    expect(versions.VERSIONS).toHaveLength(2);
    expect(versions.VERSIONS[0]).toMatchObject({ OBJ_TYPE: 'CLAS', OBJ_NAME: n.greeter, VERSION: 'A', USER: 'DEVELOPER', EVENT: history.EVENTS[0].ID });
    expect(versions.VERSIONS[0].ORIGIN).toMatch(/^repository exc at commit [0-9a-f]{12}$/);
    expect(await post('/history', { objects: ['ZCL_NOWHERE'] })).toMatchObject({ SUCCESS: '', ERROR: 'Object not found: ZCL_NOWHERE' });
  });

  it('undoes the last pull: changed objects restored, created ones deleted, deleted ones back, on a transport, once', async () => {
    const { bare, work, n } = await scenario('EXD', syncRepository({ prefix: 'EXD', withTable: false }));
    await post('/pull', { url: bare });
    await pushChanged(work, 'EXD');
    const pulled = await post('/pull', { url: bare });
    expect(pulled.success).toBe('X');
    expect(service.system.objects.entry('CLAS', n.counter)).toBeUndefined();

    const undo = await post('/pull/undo', { url: bare });
    expect(undo).toMatchObject({ SUCCESS: 'X', COMMAND: 'UNDO', CONFLICT_COUNT: 0, TRANSPORT_REQUEST: expect.stringMatching(/^DEVK9\d{5}$/) });
    const actions = Object.fromEntries(undo.OBJECTS.map((o: { OBJ_NAME: string; ACTION: string }) => [o.OBJ_NAME, o.ACTION]));
    expect(actions).toEqual({ [n.greeter]: 'restored', [n.counter]: 'recreated', ZIF_EXD_NEW: 'deleted' });
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hello { name }|');
    expect(service.system.objects.get('CLAS', n.counter, 'A')?.sources['main']).toContain('result = count.');
    expect(service.system.objects.entry('INTF', 'ZIF_EXD_NEW')).toBeUndefined();

    expect(await post('/pull/undo', { url: bare })).toMatchObject({ SUCCESS: '', ERROR: expect.stringMatching(/^Nothing to undo: the last pull was undone already/) });
    const history = await post('/history', { url: bare });
    expect(history.EVENTS[0]).toMatchObject({ KIND: 'undo', STATUS: 'success' });
    // the loop goes on: pulling again brings the change back without a conflict
    expect(await post('/pull', { url: bare })).toMatchObject({ success: 'X', conflict_count: 0 });
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hi { name }|');
  });

  it('refuses to undo over an object changed since that pull, changing nothing', async () => {
    const { bare, work, n } = await scenario('EXE', syncRepository({ prefix: 'EXE', withTable: false }));
    await post('/pull', { url: bare });
    await commitAndPush(work, syncRepository({ prefix: 'EXE', withTable: false, greeting: 'Hi' }), 'greeting');
    await post('/pull', { url: bare });
    service.system.objects.save(counterClass('EXE'), n.root, 'A', { user: 'VIEWER', origin: { kind: 'route', route: 'test' } });
    service.system.objects.save(greeterClass('EXE', 'Servus'), n.root, 'A', { user: 'VIEWER', origin: { kind: 'route', route: 'test' } });
    const undo = await post('/pull/undo', { url: bare });
    expect(undo).toMatchObject({ SUCCESS: '', CONFLICT_COUNT: 1, ERROR: 'Undo refused: 1 object(s) changed since that pull; nothing was changed' });
    expect(undo.CONFLICT_REPORT).toContain(`CLAS ${n.greeter}: changed in the system by VIEWER`);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Servus');
  });

  it('keeps the result of a pull whose client went away', async () => {
    const { bare, work, n } = await scenario('EXF', syncRepository({ prefix: 'EXF', withTable: false }));
    await post('/pull', { url: bare });
    await commitAndPush(work, syncRepository({ prefix: 'EXF', withTable: false, greeting: 'Hi' }), 'greeting');
    const controller = new AbortController();
    const request = fetch(`${service.url}${service.servicePath}/pull`, {
      method: 'POST',
      headers: { authorization: session.auth, cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json' },
      body: JSON.stringify({ url: bare }),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(request).rejects.toThrow();
    // the client does not wait: the result must still reach history
    let last: Record<string, any> = {};
    for (let i = 0; i < 100; i++) {
      last = await post('/history', { url: bare });
      if (last.EVENTS.length === 2 && last.EVENTS[0].STATUS !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(last.EVENTS[0]).toMatchObject({ KIND: 'pull', STATUS: 'success', ACTIVATED: 1 });
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('|Hi { name }|');
  });
});

describe('POST /import/preview', () => {
  it('lists the files an import would add, change and delete, and changes nothing', async () => {
    const { bare, work, n } = await scenario('EXG', syncRepository({ prefix: 'EXG', withTable: false }));
    await post('/pull', { url: bare });
    service.system.objects.save(greeterClass('EXG', 'Servus'), n.root, 'A', { user: 'DEVELOPER' });
    const head = (await git(work, 'rev-parse', 'HEAD')).trim();
    const preview = await post('/import/preview', { url: bare });
    expect(preview).toMatchObject({ SUCCESS: 'X', COMMAND: 'IMPORT_PREVIEW', PACKAGE: n.root, BRANCH: 'main', ADDED: [], DELETED: [] });
    expect(preview.CHANGED).toEqual([`src/${n.greeter.toLowerCase()}.clas.abap`]);
    expect(preview.UNCHANGED).toBeGreaterThan(3);
    expect((await git(bare, 'rev-parse', 'refs/heads/main')).trim()).toBe(head);
  });
});
