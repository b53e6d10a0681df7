/**
 * Issue 33.6: `pull --undo` ignored transport locks. User B undid user A's pull of objects locked in A's open
 * request, while B's own pull of the same objects was refused as locked. The undo follows the rule of pull and
 * drop now: an object locked in another user's open request refuses it, and nothing changes.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerGrants } from '../../../src/system/repository/users.js';
import { lowerCaseKeys } from '../../support/service.js';
import { openSyncSystem, type SyncSystem } from '../../support/sync-system.js';
import { commitAndPush, createBareRepository, workingCopy } from '../../support/git.js';
import { names, syncRepository } from '../../support/git-fixtures.js';

let opened: SyncSystem;
let root: string;

beforeAll(() => {
  opened = openSyncSystem('abapdeck-undo-locks-', { prepare: (system) => system.users.add('100', 'OTHERDEV', 'otherdev-secret', developerGrants) });
  root = opened.root;
});

afterAll(() => opened.close());

const mine = 'DEVELOPER';
const theirs = 'OTHERDEV';
/** Answers with keys in lower case (the log's and the objects' rows are upper case in the system's results). */
const answer = async (result: unknown) => lowerCaseKeys(await result);

describe('pull undo and transport locks', () => {
  it("refuses to undo another user's pull whose objects are locked in that user's open request, and changes nothing", async () => {
    const bare = await createBareRepository(root, 'unl');
    const work = await workingCopy(join(root, 'work-unl'), bare, syncRepository({ prefix: 'UNL', withTable: false }));
    const n = names('UNL');
    expect((await opened.sync.create({ url: bare, package: n.root }, mine)).success).toBe('X');
    expect((await answer(opened.sync.pull({ url: bare }, mine))).success).toBe('X');
    await commitAndPush(work, syncRepository({ prefix: 'UNL', withTable: false, greeting: 'Hi' }), 'greeting');
    const pulled = await answer(opened.sync.pull({ url: bare }, mine));
    expect(pulled).toMatchObject({ success: 'X', transport_request: expect.stringMatching(/^DEVK9\d{5}$/) });
    const before = opened.system.objects.get('CLAS', n.greeter, 'A')?.sources['main'];
    expect(before).toContain('|Hi { name }|');

    // the other user's pull of the same objects is refused as locked: the rule the undo must follow too
    await commitAndPush(work, syncRepository({ prefix: 'UNL', withTable: false, greeting: 'Servus' }), 'greeting again');
    const theirPull = await answer(opened.sync.pull({ url: bare }, theirs));
    expect(theirPull).toMatchObject({ success: '', message: expect.stringMatching(/locked in other users' transport requests; nothing was changed$/) });

    const undo = await answer(opened.sync.undoLastPull({ url: bare }, theirs));
    expect(undo).toMatchObject({
      success: '',
      error: "Undo refused: 1 object(s) locked in other users' transport requests; nothing was changed",
      objects: [],
    });
    expect(undo.locked_objects).toEqual([`CLAS ${n.greeter}: locked in transport request ${pulled.transport_request} of DEVELOPER`]);
    expect(opened.system.objects.get('CLAS', n.greeter, 'A')?.sources['main']).toBe(before);
    const history = await answer(opened.sync.historyReport({ url: bare }));
    expect(history.events.map((e: { kind: string }) => e.kind)).not.toContain('undo');

    // the owner of the lock may undo his own pull
    expect(await answer(opened.sync.undoLastPull({ url: bare }, mine))).toMatchObject({ success: 'X' });
  }, 90_000);
});
