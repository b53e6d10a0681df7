/**
 * The warm CLI (issue 32, item 18), end to end against the built binary: the logon session and its CSRF token are
 * kept between commands in an owner-only file of the runtime folder, per system and user, so the next command is one
 * round trip; the file holds no password; a session the system no longer knows (restarted: 403, or refused: 401)
 * is dropped and renewed while the command still succeeds. A counting proxy in front of the real test service
 * records each call.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { smallHierarchy } from '../support/fixtures.js';

let service: TestService;
let proxy: CountingProxy;
let runtime: string;
let developer: string;

/** A working folder whose .abapGitAgent points at `origin` as `user`. */
function folderFor(origin: string, user: keyof typeof testPasswords, password: string = testPasswords[user]): string {
  const dir = tempDir('abapdeck-cli-session-');
  const { port } = new URL(origin);
  writeFileSync(join(dir, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: Number(port), protocol: 'http', client: '100', user, password }));
  return dir;
}

const list = (cwd: string) => runCli(['list', '--package', 'ZROOT_A', '--json'], { cwd, env: { XDG_RUNTIME_DIR: runtime } });
const sessionFolder = () => join(runtime, 'abapdeck');
const sessionFiles = () => readdirSync(sessionFolder()).filter((name) => name.startsWith('session-'));
const kept = (name: string) => JSON.parse(readFileSync(join(sessionFolder(), name), 'utf8'));
const calls = () => proxy.calls.map((call) => `${call.method} ${call.path.replace('/sap/bc/z_abapgit_agent', '')} ${call.status}`);

beforeAll(async () => {
  service = await startTestService({ prepare: smallHierarchy });
  proxy = await startCountingProxy(service.url);
  runtime = tempDir('abapdeck-runtime-');
  developer = folderFor(proxy.url, 'DEVELOPER');
});
afterAll(async () => {
  await proxy.close();
  await service.stop();
});
beforeEach(() => {
  proxy.calls.length = 0;
  proxy.refuse = undefined;
});

describe('the session kept between commands', () => {
  it('makes the second command against a warm system one round trip', async () => {
    const first = await list(developer);
    expect(first.code).toBe(0);
    expect(calls()).toEqual(['GET /health 200', 'POST /list 200']);
    proxy.calls.length = 0;
    const second = await list(developer);
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ SUCCESS: true, PACKAGE: 'ZROOT_A' });
    expect(calls()).toEqual(['POST /list 200']);
    expect(proxy.calls[0]!.headers['cookie']).toMatch(/^SAP_SESSIONID_DEV_100=/);
    expect(proxy.calls[0]!.headers['x-csrf-token']).toBe(kept(sessionFiles()[0]!).csrfToken);
  });

  it('keeps it owner-only in the runtime folder, the cookie and token and never the password', async () => {
    await list(developer);
    expect(statSync(sessionFolder()).mode & 0o777).toBe(0o700);
    const [name] = sessionFiles();
    const path = join(sessionFolder(), name!);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    const content = JSON.parse(text);
    expect(Object.keys(content).sort()).toEqual(['client', 'cookies', 'csrfToken', 'origin', 'user']);
    expect(content).toMatchObject({ origin: proxy.url, client: '100', user: 'DEVELOPER' });
    expect(content.cookies.map((cookie: { name: string }) => cookie.name)).toEqual(['SAP_SESSIONID_DEV_100']);
    expect(text).not.toContain(testPasswords.DEVELOPER);
    expect(text).not.toContain(Buffer.from(`DEVELOPER:${testPasswords.DEVELOPER}`).toString('base64'));
    expect(text.toLowerCase()).not.toContain('authorization');
  });

  it('renews a session the restarted system no longer knows (403), and the command still succeeds', async () => {
    await list(developer);
    const before = kept(sessionFiles()[0]!);
    const restarted = await startTestService({ prepare: smallHierarchy });
    try {
      proxy.target = restarted.url;
      proxy.calls.length = 0;
      const run = await list(developer);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ SUCCESS: true });
      expect(calls()).toEqual(['POST /list 403', 'GET /health 200', 'POST /list 200']);
      const after = kept(sessionFiles()[0]!);
      expect(after.csrfToken).not.toBe(before.csrfToken);
      expect(after.cookies[0].value).not.toBe(before.cookies[0].value);
      proxy.calls.length = 0;
      expect((await list(developer)).code).toBe(0);
      expect(calls()).toEqual(['POST /list 200']);
    } finally {
      proxy.target = service.url;
      await restarted.stop();
    }
  });

  it('renews a session the system refuses (401) with a fresh logon, and the command still succeeds', async () => {
    await list(developer);
    const stale = kept(sessionFiles()[0]!).cookies[0].value as string;
    proxy.calls.length = 0;
    proxy.refuse = (headers) => String(headers['cookie'] ?? '').includes(stale);
    const run = await list(developer);
    expect(run.code).toBe(0);
    expect(calls()).toEqual(['POST /list 401', 'POST /list 403', 'GET /health 200', 'POST /list 200']);
    expect(kept(sessionFiles()[0]!).cookies[0].value).not.toBe(stale);
  });

  it('drops the session on a refused logon: a wrong password does not ride on it', async () => {
    await list(developer);
    expect(sessionFiles()).toHaveLength(1);
    const wrong = await list(folderFor(proxy.url, 'DEVELOPER', 'not-the-password'));
    expect(wrong.code).toBe(3);
    expect(sessionFiles()).toHaveLength(0);
    expect((await list(developer)).code).toBe(0);
    expect(sessionFiles()).toHaveLength(1);
  });

  it('keeps one file per system and user', async () => {
    const viewer = folderFor(proxy.url, 'VIEWER');
    const direct = folderFor(service.url, 'DEVELOPER');
    for (const cwd of [developer, viewer, direct]) expect((await list(cwd)).code).toBe(0);
    const files = sessionFiles().map(kept);
    expect(files.map((file) => `${file.origin} ${file.user}`).sort()).toEqual([`${proxy.url} DEVELOPER`, `${proxy.url} VIEWER`, `${service.url} DEVELOPER`].sort());
    expect(new Set(files.map((file) => file.cookies[0].value)).size).toBe(3);
    // each goes on with its own session: one round trip each
    proxy.calls.length = 0;
    expect((await list(viewer)).code).toBe(0);
    expect(calls()).toEqual(['POST /list 200']);
  });

  it("loads neither node:crypto, node:http, node:tty nor Node's ES module loader for a warm command (each costs a command's start milliseconds)", async () => {
    const listFile = join(runtime, 'loaded-modules.txt');
    const preload = join(import.meta.dirname, '..', 'support', 'loaded-modules.cjs');
    const run = await runCli(['list', '--package', 'ZROOT_A'], {
      cwd: developer,
      env: { XDG_RUNTIME_DIR: runtime, NODE_OPTIONS: `--require ${preload}`, ABAPDECK_TEST_LOADED_MODULES: listFile },
    });
    expect(run.code).toBe(0);
    const loaded = readFileSync(listFile, 'utf8').split('\n');
    // the request goes over node:net (src/client/http1.ts); stdout is a pipe here, so nothing asks for a terminal
    expect(loaded).toContain('NativeModule net');
    expect(loaded.filter((name) => /^NativeModule (crypto|http|_http_client|tty|internal\/modules\/esm\/(module_job|translators))$/.test(name))).toEqual([]);
  });
});
