/**
 * Issue 33.6: `pull --undo` ignored transport locks. User B undid user A's pull of objects locked in A's open
 * request, while B's own pull of the same objects was refused as locked. The undo follows the rule of pull and
 * drop now: an object locked in another user's open request refuses it, and nothing changes.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerGrants } from '../../src/system/repository/users.js';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { commitAndPush, createBareRepository, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';

let service: TestService;
let root: string;
let mine: Awaited<ReturnType<typeof rawSession>>;
let theirs: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-undo-locks-');
  service = await startTestService({
    prepare: (system) => system.users.add('100', 'OTHERDEV', 'otherdev-secret', developerGrants),
    localRepositoryRoot: root,
  });
  mine = await rawSession(service);
  theirs = await rawSession(service, 'OTHERDEV', 'otherdev-secret');
});

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const post = async (session: typeof mine, path: string, body: Record<string, unknown>) => lowerCaseKeys(await (await session.post(path, body)).json());

describe('POST /pull/undo and transport locks', () => {
  it("refuses to undo another user's pull whose objects are locked in that user's open request, and changes nothing", async () => {
    const bare = await createBareRepository(root, 'unl');
    const work = await workingCopy(join(root, 'work-unl'), bare, syncRepository({ prefix: 'UNL', withTable: false }));
    const n = names('UNL');
    expect((await post(mine, '/create', { url: bare, package: n.root })).success).toBe('X');
    expect((await post(mine, '/pull', { url: bare })).success).toBe('X');
    await commitAndPush(work, syncRepository({ prefix: 'UNL', withTable: false, greeting: 'Hi' }), 'greeting');
    const pulled = await post(mine, '/pull', { url: bare });
    expect(pulled).toMatchObject({ success: 'X', transport_request: expect.stringMatching(/^DEVK9\d{5}$/) });
    const before = service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main'];
    expect(before).toContain('|Hi { name }|');

    // the other user's pull of the same objects is refused as locked: the rule the undo must follow too
    await commitAndPush(work, syncRepository({ prefix: 'UNL', withTable: false, greeting: 'Servus' }), 'greeting again');
    const theirPull = await post(theirs, '/pull', { url: bare });
    expect(theirPull).toMatchObject({ success: '', message: expect.stringMatching(/locked in other users' transport requests; nothing was changed$/) });

    const undo = await post(theirs, '/pull/undo', { url: bare });
    expect(undo).toMatchObject({
      success: '',
      error: "Undo refused: 1 object(s) locked in other users' transport requests; nothing was changed",
      objects: [],
    });
    expect(undo.locked_objects).toEqual([`CLAS ${n.greeter}: locked in transport request ${pulled.transport_request} of DEVELOPER`]);
    expect(service.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toBe(before);
    const history = await post(mine, '/history', { url: bare });
    expect(history.events.map((e: { kind: string }) => e.kind)).not.toContain('undo');

    // the owner of the lock may undo his own pull
    expect(await post(mine, '/pull/undo', { url: bare })).toMatchObject({ success: 'X' });
  }, 90_000);
});
