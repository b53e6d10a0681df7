/**
 * Transport requests and the object life cycle over real HTTP, with two developers: list, create, check,
 * release; locks between users; drop and pull back; inactive objects after a failed pull and their
 * activation after the fix.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { commitAndPush, createBareRepository, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';
import { developerGrants } from '../../src/system/repository/users.js';

let service: TestService;
let root: string;
let dev: Awaited<ReturnType<typeof rawSession>>;
let other: { post: (path: string, body: unknown) => Promise<Response> };

beforeAll(async () => {
  root = tempDir('abapdeck-transports-');
  service = await startTestService({ prepare: (system) => system.users.add('100', 'OTHERDEV', 'other-secret', developerGrants) });
  dev = await rawSession(service);
  const auth = basicAuth('OTHERDEV', 'other-secret');
  const health = await fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: auth, 'x-csrf-token': 'fetch' } });
  const cookie = health.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = health.headers.get('x-csrf-token') ?? '';
  other = {
    post: (path, body) =>
      fetch(`${service.url}${service.servicePath}${path}`, {
        method: 'POST',
        headers: { authorization: auth, cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
});

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

// pull answers read in lower case (key-spelling.test.ts proves their upper case); the other answers as sent
const answerOf = async (response: Response, path: string) => (path === '/pull' ? lowerCaseKeys(await response.json()) : response.json());
const asDev = async (path: string, body: Record<string, unknown>) => answerOf(await dev.post(path, body), path);
const asOther = async (path: string, body: Record<string, unknown>) => answerOf(await other.post(path, body), path);

async function linked(prefix: string, options: Parameters<typeof syncRepository>[0] = {}) {
  const bare = await createBareRepository(root, prefix.toLowerCase());
  const work = await workingCopy(join(root, `work-${prefix}`), bare, syncRepository({ prefix, withTable: false, ...options }));
  expect((await asDev('/create', { url: bare, package: names(prefix).root })).success).toBe('X');
  return { bare, work, n: names(prefix) };
}

describe('POST /transport', () => {
  it('creates, lists (mine, task, all; workbench or customizing), checks and releases a request', async () => {
    const created = await asDev('/transport', { action: 'create', description: 'Feature X' });
    expect(created).toEqual({ success: 'X', action: 'create', number: expect.stringMatching(/^DEVK9\d{5}$/), message: `Transport request ${created.number} created` });
    const custom = await asDev('/transport', { action: 'create', type: 'customizing', description: 'Settings' });

    const mine = await asDev('/transport', {});
    expect(mine).toMatchObject({ success: 'X', action: 'list', scope: 'mine' });
    expect(mine.transports.map((t: { number: string }) => t.number)).toContain(created.number);
    expect(mine.transports.map((t: { number: string }) => t.number)).not.toContain(custom.number);
    expect(mine.transports.find((t: { number: string }) => t.number === created.number)).toMatchObject({ description: 'Feature X', owner: 'DEVELOPER', date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect((await asDev('/transport', { type: 'customizing' })).transports.map((t: { number: string }) => t.number)).toEqual([custom.number]);
    expect((await asOther('/transport', { scope: 'mine' })).transports).toEqual([]);
    expect((await asOther('/transport', { scope: 'all' })).transports.map((t: { number: string }) => t.number)).toContain(created.number);

    expect(await asDev('/transport', { action: 'check', number: created.number })).toMatchObject({ success: 'X', passed: true, issues: [] });
    expect(await asOther('/transport', { action: 'release', number: created.number })).toMatchObject({ success: '', error: `Transport request ${created.number} belongs to DEVELOPER: only its owner releases it` });
    expect(await asDev('/transport', { action: 'release', number: created.number })).toMatchObject({ success: 'X', message: `Transport request ${created.number} released` });
    expect(await asDev('/transport', { action: 'release', number: created.number })).toMatchObject({ success: '', error: `Transport ${created.number} is already released (not modifiable)` });
  });

  it.each([
    [{ action: 'merge' }, 'Invalid action: merge (list, create, check or release)'],
    [{ scope: 'team' }, 'Invalid scope: team (mine, task or all)'],
    [{ type: 'local' }, 'Invalid type: local (workbench or customizing)'],
    [{ action: 'check' }, 'number is required for check'],
    [{ action: 'create' }, 'description is required to create a transport request'],
    [{ action: 'check', number: 'DEVK999998' }, 'Transport DEVK999998 not found'],
  ])('refuses %j with its text', async (body, error) => {
    expect(await asDev('/transport', body)).toMatchObject({ success: '', error });
  });

  it('a viewer lists but cannot create', async () => {
    const viewer = await rawSession(service, 'VIEWER');
    expect((await (await viewer.post('/transport', {})).json()).success).toBe('X');
    expect((await viewer.post('/transport', { action: 'create', description: 'no' })).status).toBe(403);
  });
});

describe('locks, check findings, drop and inactive objects', () => {
  it('locks the objects of an open request against another user’s pull; release frees them', async () => {
    const { bare, n } = await linked('TRA');
    const pulled = await asDev('/pull', { url: bare });
    expect(pulled.success).toBe('X');
    const number = pulled.transport_request;
    expect((await asDev('/transport', { scope: 'task' })).transports.find((t: { number: string }) => t.number === number).tasks).toEqual(['DEVELOPER']);

    // the other developer pulls a repository holding the same objects with other content
    const otherBare = await createBareRepository(root, 'tra-other');
    await workingCopy(join(root, 'work-tra-other'), otherBare, syncRepository({ prefix: 'TRA', withTable: false, greeting: 'Moin' }));
    await asDev('/delete', { url: bare });
    expect((await asOther('/create', { url: otherBare, package: n.root })).success).toBe('X');
    const refused = await asOther('/pull', { url: otherBare, conflict_mode: 'ignore' });
    expect(refused).toMatchObject({ success: '', message: "Pull refused: 1 object(s) locked in other users' transport requests; nothing was changed" });
    expect(refused.failed_objects[0].text).toBe(`CLAS ${n.greeter}: locked in transport request ${number} of DEVELOPER`);
    expect(await asOther('/drop', { object_type: 'CLAS', object_name: n.greeter })).toEqual({ success: '', error: `CLAS ${n.greeter} is locked in transport request ${number} of DEVELOPER` });

    expect((await asDev('/transport', { action: 'release', number })).success).toBe('X');
    expect((await asOther('/pull', { url: otherBare, conflict_mode: 'ignore' })).success).toBe('X');
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toContain('Moin');
  });

  it('lists an inactive object with its errors after a failed pull, refuses to release its request, activates it after the fix', async () => {
    const { bare, work, n } = await linked('TRB');
    await asDev('/pull', { url: bare });
    await commitAndPush(work, syncRepository({ prefix: 'TRB', withTable: false, counterBroken: true }), 'broken');
    const failed = await asDev('/pull', { url: bare });
    expect(failed.success).toBe('');

    const inactive = await asDev('/inactive', {});
    const counter = inactive.OBJECTS.find((o: { OBJ_NAME: string }) => o.OBJ_NAME === n.counter);
    expect(counter).toMatchObject({ OBJ_TYPE: 'CLAS', PACKAGE: n.root, USER: 'DEVELOPER' });
    expect(counter.ERRORS[0].TEXT).toContain('lv_undeclared');
    expect((await asOther('/inactive', {})).OBJECTS).toEqual([]);
    expect((await asOther('/inactive', { scope: 'all' })).OBJECTS.map((o: { OBJ_NAME: string }) => o.OBJ_NAME)).toContain(n.counter);

    const check = await asDev('/transport', { action: 'check', number: failed.transport_request });
    expect(check).toMatchObject({ success: 'X', passed: false });
    expect(check.issues).toContainEqual({ type: 'E', obj_type: 'CLAS', obj_name: n.counter, text: 'has an inactive version (activate it or pull its fix)' });
    expect(await asDev('/transport', { action: 'release', number: failed.transport_request })).toMatchObject({ success: '', passed: false });

    expect(await asDev('/activate', { objects: [n.counter] })).toMatchObject({ SUCCESS: '', FAILED_OBJECTS: [expect.objectContaining({ OBJ_NAME: n.counter })] });
    // fixed in the system itself: the inactive version is corrected, then activated
    const broken = service.system.objects.get('CLAS', n.counter, 'I')!;
    service.system.objects.save({ ...broken, sources: { main: broken.sources['main']!.replace('lv_undeclared', 'count') } }, n.root, 'I', 'DEVELOPER');
    expect(await asDev('/activate', { objects: [n.counter] })).toMatchObject({ SUCCESS: 'X', ACTIVATED_OBJECTS: [{ OBJ_TYPE: 'CLAS', OBJ_NAME: n.counter }] });
    expect(service.system.objects.get('CLAS', n.counter, 'I')).toBeUndefined();
    expect((await asDev('/transport', { action: 'check', number: failed.transport_request })).passed).toBe(true);
  });

  it('drops an object on a transport, keeps its history, and a pull brings it back', async () => {
    const { bare, n } = await linked('TRC');
    await asDev('/pull', { url: bare });
    const dropped = await asDev('/drop', { object_type: 'CLAS', object_name: n.counter.toLowerCase() });
    expect(dropped).toEqual({ success: 'X', object: n.counter, type: 'CLAS', message: expect.stringMatching(new RegExp(`^CLAS ${n.counter} deleted, recorded on transport request DEVK9\\d{5}$`)), transport: expect.any(String) });
    expect(service.system.objects.entry('CLAS', n.counter)).toBeUndefined();
    expect(service.system.objects.history('CLAS', n.counter, 5)[0]).toMatchObject({ version: 'D', origin: { kind: 'route', route: 'drop' } });
    expect(await asDev('/drop', { object_type: 'CLAS', object_name: n.counter })).toEqual({ success: '', error: `Object CLAS ${n.counter} not found` });
    expect(await asDev('/drop', { object_type: 'CLAS' })).toEqual({ success: '', error: 'object_type and object_name are required' });
    expect((await asDev('/pull', { url: bare, files: [`src/${n.counter.toLowerCase()}.clas.abap`] })).activated_objects).toEqual([{ obj_type: 'CLAS', obj_name: n.counter }]);
  });
});

describe("abapdeck's own requests do not lock each other (issue 32, item 3)", () => {
  it('pull, undo and drop record objects the user already holds in the request that holds them: it checks and releases', async () => {
    const { bare, work, n } = await linked('TRD');
    const pulled = await asDev('/pull', { url: bare });
    const number = pulled.transport_request;
    expect(number).toMatch(/^DEVK9\d{5}$/);
    await commitAndPush(work, syncRepository({ prefix: 'TRD', withTable: false, greeting: 'Moin' }), 'greeting');
    expect((await asDev('/pull', { url: bare })).transport_request).toBe(number);
    // the undo and the drop change objects the pull's request holds: they go there, not into requests of their own
    const undone = await asDev('/pull/undo', { url: bare });
    expect(undone).toMatchObject({ SUCCESS: 'X', TRANSPORT_REQUEST: number });
    expect(await asDev('/drop', { object_type: 'CLAS', object_name: n.counter })).toMatchObject({ success: 'X', transport: number });
    const mine = (await asDev('/transport', {})).transports.map((t: { number: string }) => t.number);
    expect(mine.filter((t: string) => t > number)).toEqual([]);
    expect(await asDev('/transport', { action: 'check', number })).toMatchObject({ success: 'X', passed: true, issues: [] });
    expect(await asDev('/transport', { action: 'release', number })).toMatchObject({ success: 'X' });
  });

  it('a release refused for an object also locked in an older request names the object and the request to release first', async () => {
    const { bare, n } = await linked('TRE');
    const older = (await asDev('/pull', { url: bare })).transport_request;
    // a request of before this fix: the same object recorded in a second request of the user
    const newer = (await asDev('/transport', { action: 'create', description: 'Second' })).number;
    service.system.db.prepare("INSERT INTO transport_entries (number, pgmid, obj_type, obj_name, table_key, user) VALUES (?, 'R3TR', 'CLAS', ?, '', 'DEVELOPER')").run(newer, n.counter);
    const refused = await asDev('/transport', { action: 'release', number: newer });
    expect(refused).toMatchObject({ success: '', passed: false });
    expect(refused.error).toBe(
      `Transport request ${newer} cannot be released: CLAS ${n.counter} is also locked in the older request ${older} of DEVELOPER; release ${older} first (abapdeck transport release ${older})`,
    );
    // the older request goes first, then the newer one holds the object alone
    expect(await asDev('/transport', { action: 'release', number: older })).toMatchObject({ success: 'X' });
    expect(await asDev('/transport', { action: 'release', number: newer })).toMatchObject({ success: 'X' });
  });
});
