/** :pull from the TUI in a git working folder against a real service: asked first, progress, result in the drawer. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveConnection } from '../../src/workspace/connection.js';
import { readProjectConfig } from '../../src/workspace/project.js';
import { gitSync } from '../../src/system/sync/index.js';
import { Agent } from '../../src/client/agent.js';
import { view } from '../../src/client/reading.js';
import { syncDeps } from '../../src/tui/start.js';
import { editorDeps } from '../../src/tui/editor.js';
import { commitAndPush, createBareRepository, git, workingCopy } from '../support/git.js';
import { syncRepository } from '../support/git-fixtures.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { keys, startDeck, type Deck } from './support.js';
import { linkedWorkingFolder } from '../support/linked-working-folder.js';

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

function deckIn(work: string, transport?: string) {
  const env = { ...process.env, ABAP_TRANSPORT: transport, GIT_USERNAME: undefined, GIT_PASSWORD: undefined };
  // the workspace of the working folder, as the TUI's start builds it
  const context = { cwd: work, env, connection: () => resolveConnection(work, env) };
  return startDeck(service, { roots: [], resolveConnection: () => context.connection(), sync: syncDeps(context, readProjectConfig(work)) });
}

describe(':pull', () => {
  it('asks first, then pulls the working folder’s repository and shows the activated objects in the drawer', async () => {
    const work = await workingFolder('tui1', 'ZTUI', 'TUI');
    deck = deckIn(work);
    await deck.waitFor('no package open');
    const request = gitSync(service.system).transports.create('DEVELOPER', 'TUI pull request');
    await deck.press(':');
    await deck.type('pull');
    await deck.press(keys.enter);
    // asked first; then, as the package needs a transport and nothing names one, the picker of my open requests
    let frame = await deck.waitFor('Pull the whole repository into the system?');
    expect(frame).toContain('objects are written and activated');
    expect(deck.state().ui.picker).toBeNull();
    const whileRunning = recordRunning(deck);
    await deck.press('y');
    await deck.waitFor('The pull records its objects on a transport request: which one?');
    expect(deck.frame()).toContain(`${request.number}  TUI pull request`);
    expect(deck.frame()).toContain('+ create a new one');
    expect(deck.frame()).toContain('Esc cancel');
    while (!deck.frame().includes(`❯ ${request.number}`)) {
      await deck.press(keys.down);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await deck.press(keys.enter);
    frame = await deck.waitFor((_f, s) => s.drawer.title.startsWith('pull') && !s.drawer.running, 'pull finished');
    whileRunning.stop();
    // while it ran, the drawer said what it does (not just a title)
    expect(whileRunning.lines.some((line) => line.startsWith('pulling the whole repository from '))).toBe(true);
    frame = deck.frame();
    expect(frame).toContain('Pull completed successfully');
    expect(deck.state().drawer.lines.some((l) => l.text === '  activated CLAS ZCL_TUI_GREETER')).toBe(true);
    expect(gitSync(service.system).transports.entries(request.number)).toContainEqual({ type: 'CLAS', name: 'ZCL_TUI_GREETER' });
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

describe('the transport picker', () => {
  it('starts on the open request that holds the object, and Esc or Ctrl+C cancel it without quitting', async () => {
    const work = await workingFolder('tuipick', 'ZTUP', 'TUP');
    const sync = gitSync(service.system);
    const holder = sync.transports.create('DEVELOPER', 'holds the greeter');
    await sync.pull({ url: join(root, 'remotes', 'tuipick.git'), transport_request: holder.number }, 'DEVELOPER');
    await commitAndPush(work, syncRepository({ prefix: 'TUP', greeting: 'Hi' }), 'greeting');
    const newer = sync.transports.create('DEVELOPER', 'a newer request');
    deck = deckIn(work);
    await deck.waitFor('no package open');
    const pullGreeter = async () => {
      await deck!.press(':');
      await deck!.type('pull src/zcl_tup_greeter.clas.abap');
      await deck!.press(keys.enter);
      await deck!.waitFor('Pull 1 file(s) into the system?');
      await deck!.press('y');
      await deck!.waitFor('The pull records its objects on a transport request: which one?');
    };
    await pullGreeter();
    expect(deck.frame()).toContain(`${newer.number}  a newer request`);
    expect(deck.frame()).toContain(`❯ ${holder.number}  holds the greeter`);
    // Ctrl+C closes the picker only
    await deck.press('\u0003');
    await deck.waitFor((_f, s) => s.ui.picker === null, 'the picker closed');
    expect(deck.state().ui.quitting).toBe(false);
    await deck.waitFor('cancelled: nothing was pulled');
    await pullGreeter();
    await deck.press(keys.esc);
    await deck.waitFor((_f, s) => s.ui.picker === null, 'the picker closed by Esc');
    expect(deck.state().ui.quitting).toBe(false);
    // Ctrl+C in an input or the help closes it, the deck stays
    await deck.press(':');
    await deck.waitFor((_f, s) => s.ui.prompt !== null, 'the command line');
    await deck.press('\u0003');
    await deck.waitFor((_f, s) => s.ui.prompt === null, 'the command line closed');
    await deck.press('?');
    await deck.waitFor((_f, s) => s.ui.overlay === 'help', 'the help');
    await deck.press('\u0003');
    await deck.waitFor((_f, s) => s.ui.overlay === 'none', 'the help closed');
    expect(deck.state().ui.quitting).toBe(false);
    expect(sync.transports.entries(newer.number)).toEqual([]);
  });
});

describe('a pull of files git does not have', () => {
  it('names the uncommitted file first; c commits and pushes it with the message typed, then the pull brings it', async () => {
    const work = await workingFolder('tuilocal', 'ZTUQ', 'TUQ');
    const sync = gitSync(service.system);
    await sync.pull({ url: join(root, 'remotes', 'tuilocal.git') }, 'DEVELOPER');
    const file = 'src/zcl_tuq_greeter.clas.abap';
    // the commit is the user's: their identity (this repository's own here)
    await git(work, 'config', 'user.name', 'Test Developer');
    await git(work, 'config', 'user.email', 'dev@example.com');
    writeFileSync(join(work, file), readFileSync(join(work, file), 'utf8').replace('|Hello { name }|', '|Howdy { name }|'));
    deck = deckIn(work, sync.transports.create('DEVELOPER', 'named').number);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type(`pull ${file}`);
    await deck.press(keys.enter);
    const frame = await deck.waitFor('1 change(s) of yours are not in git: the pull would not bring them');
    expect(frame).toContain('The pull reads git (origin/main), which does not have these changes of the working folder:');
    expect(frame).toContain(`not committed  ${file}`);
    expect(frame).toMatch(/c commit and push\s+g pull git as it is\s+w pull the working files\s+esc cancel/);
    await deck.press('c');
    await deck.waitFor((_f, s) => s.ui.prompt?.kind === 'commitMessage', 'the commit message');
    await deck.type('Howdy instead of Hello');
    await deck.press(keys.enter);
    await deck.waitFor('Pull 1 file(s) into the system?');
    expect((await git(work, 'log', '-1', '--format=%s', 'origin/main')).trim()).toBe('Howdy instead of Hello');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title.startsWith('pull') && !s.drawer.running && s.drawer.lines.length > 1, 'pull finished');
    expect(deck.state().drawer.lines[0]?.text).toContain('Pull completed successfully');
    expect(service.system.objects.get('CLAS', 'ZCL_TUQ_GREETER', 'A')?.sources['main']).toContain('Howdy');
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
    const whileRunning = recordRunning(deck);
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title.startsWith('import') && !s.drawer.running, 'import finished');
    whileRunning.stop();
    expect(deck.state().drawer.lines[0]?.text).toMatch(/^✓ /);
    // the job's answers were shown as they came (stage and percent), and stay under the result
    expect(whileRunning.lines.some((line) => /^job \S+ started/.test(line))).toBe(true);
    expect(whileRunning.lines.some((line) => /\b\d+%/.test(line))).toBe(true);
    expect(deck.state().drawer.lines.some((line) => /^ {2}\S+ 100%/.test(line.text))).toBe(true);
  });
});

describe(':undo (issue 32, item 16)', () => {
  it('shows what the undo of the last pull would delete or restore and asks first: n changes nothing, y undoes', async () => {
    const work = await workingFolder('tui-undo', 'ZTUV', 'TUV');
    const bare = join(root, 'remotes', 'tui-undo.git');
    expect((await gitSync(service.system).pull({ url: bare }, 'DEVELOPER')).success).toBe('X');
    deck = deckIn(work);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('undo');
    await deck.press(keys.enter);
    await deck.waitFor('Undo the last pull?');
    const detail = deck.state().ui.confirm?.detail ?? '';
    expect(detail).toMatch(/\d+ to delete/);
    expect(detail).toContain('delete CLAS ZCL_TUV_GREETER');
    await deck.press('n');
    await deck.waitFor((_f, s) => s.ui.confirm === null, 'the question closed');
    expect(service.system.objects.entry('CLAS', 'ZCL_TUV_GREETER')).toBeDefined();

    await deck.press(':');
    await deck.type('undo');
    await deck.press(keys.enter);
    await deck.waitFor('Undo the last pull?');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title === 'undo' && !s.drawer.running && s.drawer.lines.length > 0, 'undo finished');
    expect(deck.state().drawer.lines[0]?.text).toMatch(/^✓ Pull \d+ undone/);
    expect(service.system.objects.entry('CLAS', 'ZCL_TUV_GREETER')).toBeUndefined();
  });
});

/** The drawer's lines while an operation runs, as they were drawn. */
function recordRunning(d: Deck): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const stop = d.store.subscribe((state) => {
    if (state.drawer.running) for (const line of state.drawer.lines) if (!lines.includes(line.text)) lines.push(line.text);
  });
  return { lines, stop };
}

describe('git status and diff', () => {
  it('marks objects whose system version differs from git, and D steps through the diffs of the open object: git and its inactive version, the commit last pulled, the working folder', async () => {
    const work = await workingFolder('tui4', 'ZTUL', 'TUL');
    const sync = gitSync(service.system);
    const bare = join(root, 'remotes', 'tui4.git');
    await sync.pull({ url: bare }, 'DEVELOPER');
    await commitAndPush(work, syncRepository({ prefix: 'TUL', greeting: 'Hi', counterBroken: true }), 'greeting, broken counter');
    await sync.pull({ url: bare, files: ['src/zcl_tul_counter.clas.abap'] }, 'DEVELOPER');
    await commitAndPush(work, syncRepository({ prefix: 'TUL', greeting: 'Hi' }), 'fix counter');
    deck = deckIn(work);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('pkg ZTUL');
    await deck.press(keys.enter);
    let frame = await deck.waitFor((_f, s) => Object.keys(s.sync.status).length > 0 && s.objects.loaded, 'marks');
    frame = deck.frame();
    expect(frame).toMatch(/M CLAS ZCL_TUL_GREETER/);
    // the counter has an inactive version: that mark comes before git's
    expect(frame).toMatch(/I CLAS ZCL_TUL_COUNTER/);
    expect(frame).toMatch(/ {2}INTF ZIF_TUL_GREETER/);

    await deck.press(':');
    await deck.type('obj ZCL_TUL_COUNTER');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null, 'source');
    const diffShown = (mode: string) => deck!.waitFor((_f, s) => s.drawer.title === 'diff ZCL_TUL_COUNTER' && !s.drawer.running && s.sync.diffMode === mode && s.drawer.lines.length > 0, mode);
    const lines = () => deck!.state().drawer.lines.map((l) => l.text);
    await deck.press('D');
    await diffShown('git-active');
    expect(lines().slice(0, 3)).toEqual(['git (branch head) against the active version', 'CLAS ZCL_TUL_COUNTER: update', 'no differences from the active version']);
    await deck.press('D');
    await deck.waitFor((_f, s) => s.sync.diffMode === 'git-inactive' && !s.drawer.running, 'inactive diff');
    expect(lines()[0]).toBe('git (branch head) against the inactive version');
    expect(deck.state().drawer.lines.some((l) => l.text === '-    result = lv_undeclared.' && l.tone === 'error')).toBe(true);
    expect(deck.state().drawer.lines.some((l) => l.text === '+    result = count.' && l.tone === 'ok')).toBe(true);
    await deck.press('D');
    await deck.waitFor((_f, s) => s.sync.diffMode === 'last-pulled' && !s.drawer.running, 'last pulled');
    // the commit last pulled holds the broken counter, which is not what is active
    expect(lines()).toContain('+    result = lv_undeclared.');
    await deck.press('D');
    await deck.waitFor((_f, s) => s.sync.diffMode === 'working-folder' && !s.drawer.running, 'working folder');
    expect(lines()[0]).toBe('the working folder against the active version');
    expect(lines()).toContain('no differences from the active version');
  });
});

describe('transports pane and inactive objects', () => {
  it('lists my open requests with their objects, creates one, checks and releases with a confirmation; marks and activates an inactive object', async () => {
    const work = await workingFolder('tui5', 'ZTUM', 'TUM');
    const sync = gitSync(service.system);
    const bare = join(root, 'remotes', 'tui5.git');
    const first = await sync.pull({ url: bare }, 'DEVELOPER');
    await commitAndPush(work, syncRepository({ prefix: 'TUM', counterBroken: true }), 'broken counter');
    await sync.pull({ url: bare }, 'DEVELOPER');
    deck = deckIn(work);
    await deck.waitFor('no package open');

    // the inactive counter is marked I in the objects pane, and :activate reports why it stays inactive
    await deck.press(':');
    await deck.type('pkg ZTUM');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.transports.inactive.includes('CLAS ZCL_TUM_COUNTER') && s.objects.loaded, 'inactive marks');
    expect(deck.frame()).toMatch(/I CLAS ZCL_TUM_COUNTER/);
    await deck.press(':');
    await deck.type('activate ZCL_TUM_COUNTER');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.drawer.title === 'activate ZCL_TUM_COUNTER' && !s.drawer.running, 'activation tried');
    expect(deck.state().drawer.lines.some((l) => l.tone === 'error' && l.text.includes('lv_undeclared'))).toBe(true);

    await deck.press('7');
    let frame = await deck.waitFor((_f, s) => s.transports.loaded, 'requests');
    frame = deck.frame();
    expect(frame).toContain('[7 Transports]');
    expect(frame).toContain(first.transport_request);
    await deck.press(keys.enter);
    await deck.waitFor('CLAS ZCL_TUM_GREETER');
    await deck.press('R');
    await deck.waitFor(`${first.transport_request}: 2 finding(s) of its check: fix them before the release`);
    expect(deck.frame()).toContain('✗ CLAS ZCL_TUM_COUNTER: has an inactive version');

    await deck.press('n');
    await deck.type('TUI request');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.transports.requests.some((r) => r.description === 'TUI request'), 'created');
    const created = deck.state().transports.requests.findIndex((r) => r.description === 'TUI request');
    deck.state().transports.move(created - deck.state().transports.cursor);
    await deck.press('R');
    await deck.waitFor(/Release DEVK9\d{5}\?/);
    await deck.press('y');
    await deck.waitFor((_f, s) => !s.transports.requests.some((r) => r.description === 'TUI request'), 'released');
  });
});

describe('the request a pull uses', () => {
  it('is shown in the status line once a package is open', async () => {
    const work = await workingFolder('tui6', 'ZTUN', 'TUN');
    await gitSync(service.system).pull({ url: join(root, 'remotes', 'tui6.git') }, 'DEVELOPER');
    const request = gitSync(service.system).transports.create('DEVELOPER', 'named by the environment');
    deck = deckIn(work, request.number);
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('pkg ZTUN');
    await deck.press(keys.enter);
    await deck.waitFor(`pulls record on ${request.number}`);
  });
});

describe('a pull of the working files (issue 32 item 4)', () => {
  it('e edits the class, C passes, P names the change git lacks and offers w: the working file is pulled, activated 1, and view shows the edit', async () => {
    const work = await workingFolder('tuiwork', 'ZTUW', 'TUW');
    const sync = gitSync(service.system);
    await sync.pull({ url: join(root, 'remotes', 'tuiwork.git') }, 'DEVELOPER');
    const file = 'src/zcl_tuw_greeter.clas.abap';
    // the editor: a node script that changes the greeting of the file it is given
    const editorScript = join(root, 'tuiwork-editor.cjs');
    writeFileSync(editorScript, `const fs = require('node:fs');\nconst file = process.argv.at(-1);\nfs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('|Hello { name }|', '|Howdy { name }|'));\n`);
    const env = { ...process.env, ABAP_TRANSPORT: sync.transports.create('DEVELOPER', 'named').number, GIT_USERNAME: undefined, GIT_PASSWORD: undefined };
    const context = { cwd: work, env, connection: () => resolveConnection(work, env) };
    deck = startDeck(service, {
      roots: [],
      resolveConnection: () => context.connection(),
      sync: syncDeps(context, readProjectConfig(work)),
      editor: editorDeps({ cwd: work, env: { PATH: process.env['PATH'], EDITOR: `'${process.execPath}' '${editorScript}'` } }),
    });
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type('obj ZCL_TUW_GREETER');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null && s.source.object?.name === 'ZCL_TUW_GREETER' && !s.source.loading, 'the class open');
    await deck.press('e');
    await deck.waitFor(`${file} edited: C checks it, P pulls it`);
    expect(readFileSync(join(work, file), 'utf8')).toContain('|Howdy { name }|');
    await deck.press('C');
    await deck.waitFor((_f, s) => s.drawer.title === `syntax ${file}` && !s.drawer.running, 'the syntax check of the edited file');
    expect(deck.state().drawer.lines.filter((line) => line.tone === 'error')).toEqual([]);
    await deck.press('P');
    const frame = await deck.waitFor('1 change(s) of yours are not in git: the pull would not bring them');
    expect(frame).toContain(`not committed  ${file}`);
    expect(frame).toMatch(/c commit and push\s+g pull git as it is\s+w pull the working files\s+esc cancel/);
    await deck.press('w');
    await deck.waitFor('Pull 1 working file(s) into the system?');
    await deck.press('y');
    await deck.waitFor((_f, s) => s.drawer.title.startsWith('pull') && !s.drawer.running && s.drawer.lines.length > 1, 'pull finished');
    const lines = deck.state().drawer.lines.map((line) => line.text);
    expect(lines[0]).toContain('Pull completed successfully');
    expect(lines[1]).toMatch(/^activated 1 · failed 0/);
    // the edit is the active version (view reads it), and its origin says it came from the working folder
    const shown = await view(new Agent(service.connection(), 60_000), { objects: ['ZCL_TUW_GREETER'], type: 'CLAS', full: true });
    expect(JSON.stringify(shown)).toContain('Howdy');
    expect(service.system.objects.get('CLAS', 'ZCL_TUW_GREETER', 'A')?.origin).toMatchObject({ kind: 'link', working: true });
    // git was not touched: the file is still uncommitted
    expect(await git(work, 'status', '--porcelain')).toContain(file);
  });
});

describe('a pull of the working files on a system without the extension', () => {
  let plain: TestService;
  beforeAll(async () => {
    plain = await startTestService({ extensions: false });
  });
  afterAll(async () => {
    await plain.stop();
  });

  it('offers only what such a system can do: commit and push, or git as it is', async () => {
    const { work, n } = await linkedWorkingFolder(plain, root, 'TUX');
    const file = `src/${n.greeter.toLowerCase()}.clas.abap`;
    writeFileSync(join(work, file), readFileSync(join(work, file), 'utf8').replace('|Hello { name }|', '|Howdy { name }|'));
    const env = { ...process.env, ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined };
    const context = { cwd: work, env, connection: () => resolveConnection(work, env) };
    deck = startDeck(plain, { roots: [], resolveConnection: () => context.connection(), sync: syncDeps(context, readProjectConfig(work)) });
    await deck.waitFor('no package open');
    await deck.press(':');
    await deck.type(`pull ${file}`);
    await deck.press(keys.enter);
    const frame = await deck.waitFor('1 change(s) of yours are not in git: the pull would not bring them');
    expect(frame).toMatch(/c commit and push\s+g pull git as it is\s+esc cancel/);
    expect(frame).not.toContain('pull the working files');
  });
});
