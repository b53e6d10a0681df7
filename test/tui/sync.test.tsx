/** :pull from the TUI in a git working folder against a real service: asked first, progress, result in the drawer. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/cli/context.js';
import { readProjectConfig } from '../../src/config/project.js';
import { gitSync } from '../../src/system/sync/index.js';
import { syncDeps } from '../../src/tui/start.js';
import { createBareRepository, workingCopy } from '../support/git.js';
import { syncRepository } from '../support/git-fixtures.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';

let service: TestService;
let root: string;
let deck: Deck | undefined;

beforeAll(async () => {
  root = tempDir('abapdeck-tui-pull-');
  service = await startTestService();
});
afterEach(() => {
  deck?.unmount();
  deck = undefined;
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

async function workingFolder(name: string, pkg: string, prefix: string) {
  const bare = await createBareRepository(join(root, 'remotes'), name);
  const work = join(root, name);
  await workingCopy(work, bare, syncRepository({ prefix }));
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', client: '100', user: 'DEVELOPER', password: testPasswords.DEVELOPER }),
  );
  writeFileSync(join(work, '.git', 'info', 'exclude'), '.abapGitAgent\n');
  expect((await gitSync(service.system).create({ url: bare, package: pkg }, 'DEVELOPER')).success).toBe('X');
  return work;
}

function deckIn(work: string) {
  const quiet = { write: () => {}, isTTY: false };
  const context = createContext({ cwd: work, env: { ...process.env, ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined }, stdout: quiet, stderr: quiet });
  return startDeck(service, { roots: [], resolveConnection: () => context.connection(), sync: syncDeps(context, readProjectConfig(work)) });
}

describe(':pull', () => {
  it('asks first, then pulls the working folder’s repository and shows the activated objects in the drawer', async () => {
    const work = await workingFolder('tui1', 'ZTUI', 'TUI');
    deck = deckIn(work);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('pull');
    await deck.press(keys.enter);
    let frame = await deck.waitFor('Pull the whole repository into the system?');
    expect(frame).toContain('objects are written and activated');
    await deck.press('y');
    frame = await deck.waitFor((_f, s) => s.drawer.title.startsWith('pull') && !s.drawer.running, 'pull finished');
    frame = deck.frame();
    expect(frame).toContain('Pull completed successfully');
    expect(deck.state().drawer.lines.some((l) => l.text === '  activated CLAS ZCL_TUI_GREETER')).toBe(true);
  });

  it('refuses as the project’s safeguards say, without asking', async () => {
    const work = await workingFolder('tui2', 'ZTUJ', 'TUJ');
    writeFileSync(join(work, '.abapgit-agent.json'), JSON.stringify({ safeguards: { disablePull: true, reason: 'Production mirror' } }));
    deck = deckIn(work);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('pull');
    await deck.press(keys.enter);
    await deck.waitFor('pull command is disabled for this project Reason: Production mirror');
    expect(deck.state().ui.confirm).toBeNull();
  });
});

describe(':import', () => {
  it('exports the linked package (not the tree selection), confirming with the counts of the import preview', async () => {
    const work = await workingFolder('tui3', 'ZTUK', 'TUK');
    await gitSync(service.system).pull({ url: join(root, 'remotes', 'tui3.git') }, 'DEVELOPER');
    service.system.packages.save({ name: 'ZTUK_OTHER', parent: '', description: 'other', softwareComponent: 'HOME', metadata: {} }, 'DEVELOPER');
    service.system.objects.save(
      { type: 'INTF', name: 'ZIF_TUK_EXTRA', description: 'extra', metadata: { VSEOINTERF: { CLSNAME: 'ZIF_TUK_EXTRA', LANGU: 'E', DESCRIPT: 'extra', EXPOSURE: '2', STATE: '1', UNICODE: 'X' } }, sources: { main: 'INTERFACE zif_tuk_extra PUBLIC.\nENDINTERFACE.\n' } },
      'ZTUK',
      'A',
      'DEVELOPER',
    );
    deck = deckIn(work);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('import');
    await deck.press(keys.enter);
    const frame = await deck.waitFor('Import ZTUK into git?');
    expect(frame).toContain('2 to add · 0 to change · 0 to delete');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title.startsWith('import') && !s.drawer.running, 'import finished');
    expect(deck.state().drawer.lines[0]?.text).toMatch(/^✓ /);
  });
});
