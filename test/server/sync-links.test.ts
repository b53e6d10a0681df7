import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { startGitServer, type GitServer } from '../support/git-server.js';
import { createBareRepository } from '../support/git.js';

const git = { username: 'gituser', password: 'links-secret-4711' };
let service: TestService;
let server: GitServer;
let root: string;
let post: (path: string, body: unknown) => Promise<Response>;

beforeAll(async () => {
  root = tempDir('abapdeck-links-');
  await createBareRepository(root, 'one');
  await createBareRepository(root, 'two');
  server = await startGitServer({ root, ...git });
  service = await startTestService();
  post = (await rawSession(service)).post;
});

afterAll(async () => {
  await service.stop();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const call = async (path: string, body: unknown) => (await post(path, body)).json();

describe('POST /create, /status, /delete', () => {
  it('links a repository over authenticated HTTP and reports it in status', async () => {
    const url = server.urlOf('one.git');
    expect(await call('/create', { url, package: 'zsync_one', ...git })).toEqual({
      success: 'X',
      repo_key: '000000000001',
      repo_name: 'one',
      message: 'Repository created successfully',
    });
    expect(await call('/status', { url })).toEqual({
      success: 'X',
      status: 'Found',
      url,
      repo_key: '000000000001',
      repo_name: 'one',
      display_name: '',
      package: 'ZSYNC_ONE',
      branch: 'main',
      folder_logic: 'PREFIX',
      starting_folder: '/src/',
      transport_required: true,
      last_pulled_commit: '',
    });
    expect(server.requests.some((r) => r.authorized)).toBe(true);
  });

  it('takes name, display name, branch, folder logic and starting folder; a local package needs no transport', async () => {
    const url = `file://${join(root, 'two.git')}`;
    const created = await call('/create', { url, package: '$SYNC_TWO', name: 'two-repo', display_name: 'Two', branch: 'develop', folder_logic: 'full', folder: 'abap' });
    expect(created.success).toBe('X');
    expect(await call('/status', { url })).toMatchObject({
      status: 'Found', repo_name: 'two-repo', display_name: 'Two', branch: 'develop', folder_logic: 'FULL', starting_folder: '/abap/', transport_required: false,
    });
  });

  it.each([
    [{ package: 'ZX' }, 'Repository URL is required'],
    [{ url: 'relative/path', package: 'ZX' }, 'Invalid repository URL: relative/path'],
    [{ url: '/tmp/x.git' }, 'Package parameter is required'],
    [{ url: '/tmp/x.git', package: 'Z X' }, 'Invalid package name: Z X'],
    [{ url: '/tmp/x.git', package: 'ZX', folder_logic: 'MIXED' }, 'Invalid folder logic: MIXED (PREFIX or FULL)'],
    [{ url: '/tmp/x.git', package: 'ZX', branch: '-x' }, 'Invalid branch name: -x'],
    [{ url: 'URL_ONE', package: 'ZOTHER' }, 'Repository already exists'],
    [{ url: 'https://127.0.0.1:1/none.git', package: 'ZSYNC_ONE' }, 'Package ZSYNC_ONE is already linked to repository one (URL_ONE)'],
  ])('refuses %j with its text', async (body, error) => {
    const url = server.urlOf('one.git');
    const fix = (value: unknown) => (typeof value === 'string' ? value.replace('URL_ONE', url) : value);
    const request = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fix(v)]));
    expect(await call('/create', request)).toEqual({ success: '', error: error.replace('URL_ONE', url) });
  });

  it('refuses a remote it cannot reach with the git error, never the password', async () => {
    const result = await call('/create', { url: server.urlOf('two.git'), package: 'ZSYNC_BAD', username: 'gituser', password: 'wrong-password-9' });
    expect(result.success).toBe('');
    expect(result.error).toMatch(/^Cannot reach the git repository: git ls-remote failed/);
    expect(JSON.stringify(result)).not.toContain('wrong-password-9');
  });

  it('keeps the git secret sealed: the database file never holds it in clear', () => {
    const bytes = readFileSync(join(service.dataDir, 'repository.db'));
    expect(bytes.includes(Buffer.from(git.password))).toBe(false);
    expect(bytes.includes(Buffer.from(Buffer.from(`${git.username}:${git.password}`).toString('base64')))).toBe(false);
  });

  it('deletes a link; status then says Not found and a second delete is refused', async () => {
    const url = server.urlOf('one.git');
    expect(await call('/delete', { url })).toEqual({ success: 'X', repo_key: '000000000001', message: 'Repository deleted successfully' });
    expect(await call('/status', { url })).toEqual({ success: 'X', status: 'Not found', url });
    expect(await call('/delete', { url })).toEqual({ success: '', error: `Repository not found: ${url} (create it first)` });
  });

  it('needs S_DEVELOP change for create and delete (403 envelope), display for status', async () => {
    const viewer = await rawSession(service, 'VIEWER');
    const denied = await viewer.post('/create', { url: '/tmp/y.git', package: 'ZY' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ success: false, command: 'CREATE' });
    expect((await viewer.post('/delete', { url: '/tmp/y.git' })).status).toBe(403);
    expect((await viewer.post('/status', { url: '/tmp/y.git' })).status).toBe(200);
  });

  it('rejects a body that is not a JSON object (400 envelope)', async () => {
    const response = await post('/create', '[1, 2]');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, command: 'CREATE' });
  });
});
