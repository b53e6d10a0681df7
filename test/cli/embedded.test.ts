import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { tempDir } from '../support/service.js';

const dataDir = tempDir('abapdeck-embedded-');
const cwd = tempDir('abapdeck-embedded-cwd-');
const env = { ABAPDECK_DATA: dataDir };

afterAll(async () => {
  await runCli(['serve', '--stop'], { cwd, env });
});

describe('the embedded default', () => {
  it('starts one local server for concurrent first commands, seeded with the demo system', async () => {
    const [tree, list] = await Promise.all([
      runCli(['tree', '--package', 'ZDEMO', '--json'], { cwd, env }),
      runCli(['list', '--package', 'ZDEMO_CORE', '--json'], { cwd, env }),
    ]);
    expect(tree.code, tree.stderr).toBe(0);
    expect(list.code, list.stderr).toBe(0);
    const result = JSON.parse(tree.stdout);
    expect(result.SUCCESS).toBe(true);
    expect(result.NODES.map((n: { PACKAGE: string }) => n.PACKAGE)).toContain('ZDEMO_CORE');
    expect(result.TOTAL_OBJECTS).toBeGreaterThan(20);
    expect(JSON.parse(list.stdout).OBJECTS.length).toBeGreaterThan(0);
  });

  it('keeps port, pid and passwords readable by the owner only, and reuses the running server', async () => {
    const record = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8'));
    expect(record.port).toBeGreaterThan(0);
    expect(statSync(join(dataDir, 'server.json')).mode & 0o077).toBe(0);
    expect(statSync(join(dataDir, 'credentials.json')).mode & 0o077).toBe(0);
    const health = await runCli(['health', '--json'], { cwd, env });
    expect(JSON.parse(health.stdout)).toMatchObject({ status: 'OK', source: 'embedded', user: 'DEVELOPER', system: `http://127.0.0.1:${record.port}` });
    expect(JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')).pid).toBe(record.pid);
  });

  it('manages users of the data folder, which the running server honours at once', async () => {
    const added = await runCli(['user', 'add', 'tester', '--role', 'viewer', '--password-stdin'], { cwd, env, input: 'tester-secret-1\n' });
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('user TESTER added to client 100 as viewer');
    const listed = await runCli(['user', 'list', '--json'], { cwd, env });
    const tester = JSON.parse(listed.stdout).users.find((u: { name: string }) => u.name === 'TESTER');
    expect(tester.grants).toEqual([{ object: 'S_DEVELOP', activity: '03' }, { object: 'S_TABU_DIS', activity: '03' }]);
    const port = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')).port;
    const asTester = { ABAP_HOST: '127.0.0.1', ABAP_PORT: String(port), ABAP_PROTOCOL: 'http', ABAP_USER: 'tester', ABAP_PASSWORD: 'tester-secret-1' };
    expect((await runCli(['list', '--package', 'ZDEMO_CORE'], { cwd, env: asTester })).code).toBe(0);
    await runCli(['user', 'passwd', 'tester', '--password-stdin'], { cwd, env, input: 'tester-secret-2\n' });
    expect((await runCli(['list', '--package', 'ZDEMO_CORE'], { cwd, env: asTester })).code).toBe(3);
    await runCli(['user', 'revoke', 'tester', 'S_DEVELOP', '03'], { cwd, env });
    const denied = await runCli(['list', '--package', 'ZDEMO_CORE'], { cwd, env: { ...asTester, ABAP_PASSWORD: 'tester-secret-2' } });
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain('S_DEVELOP');
    const duplicate = await runCli(['user', 'add', 'tester'], { cwd, env });
    expect(duplicate.code).toBe(1);
    expect((await runCli(['user', 'frob'], { cwd, env })).code).toBe(2);
    // nine commands, five of which open the data folder's system: seconds each on a loaded machine
  }, 120_000);

  it('stops with serve --stop', async () => {
    const stop = await runCli(['serve', '--stop'], { cwd, env });
    expect(stop.stdout).toMatch(/stopped the embedded server \(pid \d+/);
    const again = await runCli(['serve', '--stop'], { cwd, env });
    expect(again.stdout).toContain('no embedded server is running');
  });
});
