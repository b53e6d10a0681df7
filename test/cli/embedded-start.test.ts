import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { tempDir } from '../support/service.js';

const dataDir = tempDir('abapdeck-embedded-start-');
const cwd = tempDir('abapdeck-embedded-start-cwd-');
const env = { ABAPDECK_DATA: dataDir };
const starting = /starting the embedded demo system/;

afterAll(async () => {
  await runCli(['serve', '--stop'], { cwd, env });
});

describe('the first command on a fresh machine', () => {
  it('says on stderr that the demo system is starting, and keeps --json stdout the answer alone', async () => {
    const first = await runCli(['list', '--package', 'ZDEMO_CORE', '--json'], { cwd, env });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(starting);
    expect(first.stdout).not.toMatch(starting);
    expect(JSON.parse(first.stdout)).toMatchObject({ SUCCESS: true, PACKAGE: 'ZDEMO_CORE' });
  });

  it('says nothing when the server is already running', async () => {
    const again = await runCli(['list', '--package', 'ZDEMO_CORE'], { cwd, env });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toBe('');
    expect(again.stdout).toContain('object(s) in ZDEMO_CORE');
  });
});
