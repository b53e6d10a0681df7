import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { basicAuth, rawSession, startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';

// Issue 19.6: passwords in argv, credentials.json keeping the initial password after passwd, sessions
// outliving a password change, a removed user answered 403.
let service: TestService;
const cwd = tempDir('abapdeck-user-cwd-');
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service.stop());

const user = (args: string[], input?: string) => runCli(['user', ...args, '--data', service.dataDir], { cwd, input });
const healthAs = (name: string, password: string) =>
  fetch(`${service.url}${service.servicePath}/health`, { headers: { authorization: basicAuth(name, password) } });
const healthWith = (cookie: string) => fetch(`${service.url}${service.servicePath}/health`, { headers: { cookie } });

describe('abapdeck user and passwords', () => {
  it('refuses a password in the arguments (visible in the process list) and adds no user', async () => {
    const refused = await user(['add', 'argv', '--password', 'argv-secret-1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--password is not accepted');
    expect(refused.stderr).toContain('--password-stdin');
    expect((await user(['list', '--json'])).stdout).not.toContain('ARGV');
  });

  it('reads the password from the first line of stdin with --password-stdin', async () => {
    const added = await user(['add', 'tester', '--role', 'viewer', '--password-stdin'], 'tester-secret-1\nignored\n');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toBe('user TESTER added to client 100 as viewer\n');
    expect((await healthAs('TESTER', 'tester-secret-1')).status).toBe(200);
    const tooShort = await user(['passwd', 'tester', '--password-stdin'], 'short\n');
    expect(tooShort.code).toBe(2);
    expect(tooShort.stderr).toContain('at least 8 characters');
  });

  it('generates a password and shows it once when stdin is no terminal and no flag is given', async () => {
    const added = await user(['add', 'robot']);
    expect(added.code, added.stderr).toBe(0);
    const password = /password: (\S+)/.exec(added.stdout)![1]!;
    expect((await healthAs('ROBOT', password)).status).toBe(200);
  });

  it('after passwd: credentials.json no longer holds the initial password and the old sessions end', async () => {
    const session = await rawSession(service, 'DEVELOPER');
    expect((await healthWith(session.cookie)).status).toBe(200);
    const changed = await user(['passwd', 'developer', '--password-stdin'], 'developer-secret-2\n');
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain('its initial password is no longer kept in credentials.json');
    const file = join(service.dataDir, 'credentials.json');
    const kept = readFileSync(file, 'utf8');
    expect(kept).not.toContain(testPasswords.DEVELOPER);
    expect(kept).not.toContain('developer-secret-2');
    expect(JSON.parse(kept)).toEqual({ VIEWER: testPasswords.VIEWER });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect((await healthWith(session.cookie)).status).toBe(401);
    expect((await healthAs('DEVELOPER', testPasswords.DEVELOPER)).status).toBe(401);
    expect((await healthAs('DEVELOPER', 'developer-secret-2')).status).toBe(200);
  });

  it('a removed user is answered 401 (not 403), also through a session cookie it still holds', async () => {
    const session = await rawSession(service, 'VIEWER');
    const tree = () =>
      fetch(`${service.url}${service.servicePath}/tree`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json' },
        body: JSON.stringify({ package: '$TMP' }),
      });
    expect((await tree()).status).toBe(200);
    const removed = await user(['remove', 'viewer']);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await tree()).status).toBe(401);
    expect((await healthAs('VIEWER', testPasswords.VIEWER)).status).toBe(401);
    expect(JSON.parse(readFileSync(join(service.dataDir, 'credentials.json'), 'utf8'))).toEqual({});
  });
});
