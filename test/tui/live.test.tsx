/**
 * Live, never stale (issue 21): the TUI notices a system that stopped answering (a failed call, or the live tick),
 * says why with a retry key, reconnects by itself when the service is back on the same port and data — or starts
 * the embedded default again after it exited — and keeps the panes' state throughout.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../support/service.js';
import { resolveConnection, selfCommand } from '../../src/workspace/connection.js';
import { isProcessAlive, readServerRecord } from '../../src/workspace/embedded.js';
import { keys, startDeck, type Deck } from './support.js';

let deck: Deck | undefined;
const started: number[] = [];
const folders: string[] = [];

afterEach(() => {
  // quitting ends a reconnection still trying, so nothing starts a server after the test
  deck?.state().ui.quit();
  deck?.unmount();
  deck = undefined;
});
afterAll(() => {
  // the embedded servers this file's TUIs started (by their recorded pids only)
  for (const pid of started) if (isProcessAlive(pid)) process.kill(pid, 'SIGTERM');
  for (const folder of folders) {
    const record = readServerRecord(folder);
    if (record && isProcessAlive(record.pid)) process.kill(record.pid, 'SIGTERM');
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const waitUntil = async (test: () => boolean, what: string, millis = 60_000) => {
  const since = Date.now();
  while (!test()) {
    if (Date.now() - since > millis) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a service that restarts', () => {
  it('shows the failed call with r, reconnects by itself when the service is back on its port and data, and keeps the panes', async () => {
    const dataDir = tempDir('abapdeck-live-');
    folders.push(dataDir);
    let service: TestService = await startTestService({ demo: true, dataDir });
    const port = service.port;
    deck = startDeck(service, { livePollMillis: 200 });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'the first package with objects selected');
    // some pane state: ZDEMO_DATA selected and expanded, its objects listed
    await deck.press('j');
    await deck.waitFor((f, s) => s.tree.selected === 'ZDEMO_DATA' && f.includes(' 1/37 '), 'ZDEMO_DATA listed');
    await deck.press('l');
    await deck.waitFor('ZDEMO_DATA_VIEWS');

    await service.close();
    // the live tick notices on its own: offline, with the reason
    await deck.waitFor((f, s) => s.connection.phase === 'offline' && f.includes('the system does not answer'), 'offline');
    // a call made meanwhile fails, says why and offers r
    await deck.press('j');
    const failed = await deck.waitFor((f) => f.includes('r retries') && f.includes('reconnecting'), 'the failed call');
    expect(failed).toContain('cannot reach');

    service = await startTestService({ dataDir, port });
    try {
      await deck.waitFor((_f, s) => s.connection.phase === 'ready' && s.connection.reconnects >= 1, 'reconnected');
      await deck.waitFor('reconnected');
      // the panes kept their state: the tree still expanded, the cursor where it was
      expect(deck.state().tree.children['ZDEMO_DATA']).toContain('ZDEMO_DATA_VIEWS');
      expect(deck.frame()).toContain('ZDEMO_DATA_VIEWS');
      // the failed read (the objects of the package under the cursor) is made again without r
      await deck.waitFor((_f, s) => s.objects.package === 'ZDEMO_DATA_VIEWS' && s.objects.loaded && s.connection.status?.kind !== 'error', 'the list made again');
      await deck.press('1', 'j');
      await deck.waitFor((_f, s) => s.connection.status?.kind !== 'error' && s.connection.phase === 'ready', 'working calls');
      expect(service.port).toBe(port);
    } finally {
      await service.close();
    }
  });
});

describe('an outage (issue 32, item 10)', () => {
  it('says "cannot reach" for c; once back, reads are made again by themselves, a write waits for r, nothing still says "cannot reach", and the drawer shows what r got', async () => {
    const dataDir = tempDir('abapdeck-live-outage-');
    folders.push(dataDir);
    let service: TestService = await startTestService({ demo: true, dataDir });
    const port = service.port;
    deck = startDeck(service, { livePollMillis: 200 });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'the first package with objects selected');
    await deck.press(':');
    await deck.type('obj ZCL_DEMO_FARE_CALCULATOR');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null && !s.source.loading, 'the class open');

    await service.close();
    await deck.waitFor((_f, s) => s.connection.phase === 'offline', 'offline');
    // a write (unit tests run code) and then a read (the syntax check) fail while the system is away
    await deck.press('u');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith('unit ZCL_DEMO_FARE_CALCULATOR: cannot reach') === true, 'unit failed');
    await deck.press('c');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith('syntax ZCL_DEMO_FARE_CALCULATOR:') === true && !s.drawer.running, 'syntax failed');
    expect(deck.state().connection.status?.text).toMatch(/^syntax ZCL_DEMO_FARE_CALCULATOR: cannot reach /);
    // and a read of a pane: the objects of the next package
    await deck.press('1', 'j');
    await deck.waitFor((_f, s) => s.connection.status?.text.startsWith('list ZDEMO_DATA: cannot reach') === true, 'the list failed');

    service = await startTestService({ dataDir, port });
    try {
      await deck.waitFor((_f, s) => s.connection.phase === 'ready' && s.connection.reconnects >= 1, 'reconnected');
      // the reads are made again without r: the objects of ZDEMO_DATA listed, the syntax check's result in the drawer
      await deck.waitFor((_f, s) => s.objects.package === 'ZDEMO_DATA' && s.objects.total > 0, 'the list made again');
      await deck.waitFor((_f, s) => s.drawer.title === 'syntax ZCL_DEMO_FARE_CALCULATOR' && !s.drawer.running && s.drawer.lines[0]!.tone === 'ok', 'the check made again');
      // the write waits for r, and nothing says "cannot reach" any more
      await deck.waitFor((_f, s) => s.connection.status?.text.includes('unit ZCL_DEMO_FARE_CALCULATOR') === true && s.connection.retry !== null, 'the write offered');
      expect(deck.frame()).not.toContain('cannot reach');
      expect(deck.frame()).toContain('r retries');
      await deck.press('r');
      await deck.waitFor((_f, s) => s.drawer.title === 'unit ZCL_DEMO_FARE_CALCULATOR' && !s.drawer.running, 'the unit tests ran');
      expect(deck.state().drawer.lines.map((line) => line.text).join('\n')).toContain('tests 5 · passed 5 · failed 0');
      expect(deck.state().connection.status).toBeNull();
    } finally {
      await service.close();
    }
  }, 120_000);

  it('a retried drawer call that succeeds replaces "failed" in the drawer', async () => {
    const dataDir = tempDir('abapdeck-live-drawer-');
    folders.push(dataDir);
    let service: TestService = await startTestService({ demo: true, dataDir });
    const port = service.port;
    deck = startDeck(service, { livePollMillis: 0 });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'the first package with objects selected');
    await deck.press(':');
    await deck.type('obj ZCL_DEMO_FARE_CALCULATOR');
    await deck.press(keys.enter);
    await deck.waitFor((_f, s) => s.source.view !== null && !s.source.loading, 'the class open');
    await service.close();
    await deck.press('u');
    await deck.waitFor('failed: see the status line');
    service = await startTestService({ dataDir, port });
    try {
      await deck.waitFor((_f, s) => s.connection.phase === 'ready', 'back');
      await deck.press('r');
      await deck.waitFor('tests 5 · passed 5 · failed 0');
      expect(deck.frame()).not.toContain('failed: see the status line');
    } finally {
      await service.close();
    }
  }, 120_000);
});

describe('the embedded default that exited', () => {
  it('is started again by the TUI, on a new port, and the panes keep their state', async () => {
    const dataDir = tempDir('abapdeck-live-embedded-');
    const cwd = tempDir('abapdeck-live-cwd-');
    const config = tempDir('abapdeck-live-config-');
    folders.push(dataDir, cwd, config);
    const env = { ...process.env, ABAPDECK_DATA: dataDir, XDG_CONFIG_HOME: config, ABAP_HOST: undefined };
    const resolve = () => resolveConnection(cwd, env, selfCommand());
    deck = startDeck(undefined as unknown as TestService, { resolveConnection: resolve, livePollMillis: 200 });
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_CORE', 'the embedded demo');
    const first = readServerRecord(dataDir)!;
    started.push(first.pid);
    await deck.press('j');
    await deck.waitFor((_f, s) => s.tree.selected === 'ZDEMO_DATA', 'ZDEMO_DATA selected');
    await deck.press('l');
    await deck.waitFor('ZDEMO_DATA_VIEWS');

    // the server exits (as after its idle time)
    process.kill(first.pid, 'SIGTERM');
    await waitUntil(() => !isProcessAlive(first.pid), 'the embedded server to exit');
    await deck.waitFor((_f, s) => s.connection.reconnects >= 1 && s.connection.phase === 'ready', 'started again', );
    const second = readServerRecord(dataDir)!;
    started.push(second.pid);
    expect(second.pid).not.toBe(first.pid);
    expect(deck.state().connection.label).toContain(`:${second.port}`);
    expect(deck.state().tree.selected).toBe('ZDEMO_DATA');
    expect(deck.frame()).toContain('ZDEMO_DATA_VIEWS');
    // and it works: the object list of the next package comes from the new server
    await deck.press('j', keys.enter);
    await deck.waitFor((f) => f.includes('DDLS ZC_DEMO_BOOKING') && f.includes('DDLS ZI_DEMO_FLIGHT'), 'objects of the new server');
    expect(readFileSync(join(dataDir, 'server.log'), 'utf8')).toBeTruthy();
  }, 120_000);
});
