/** `abapdeck create`, `status`, `import` and `delete` end to end: the built binary in a git working folder. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startTestService, tempDir, testPasswords, type TestService } from '../support/service.js';
import { startGitServer, type GitServer } from '../support/git-server.js';
import { cloneInto, createBareRepository, git, listFiles, workingCopy } from '../support/git.js';

const gitCredentials = { gitUsername: 'gituser', gitPassword: 'cli-secret-5150' };
const env = { ABAP_TRANSPORT: undefined, GIT_USERNAME: undefined, GIT_PASSWORD: undefined };
let service: TestService;
let server: GitServer;
let root: string;
let work: string;

beforeAll(async () => {
  root = tempDir('abapdeck-cli-repo-');
  await createBareRepository(join(root, 'remotes'), 'tools');
  server = await startGitServer({ root: join(root, 'remotes'), username: gitCredentials.gitUsername, password: gitCredentials.gitPassword });
  service = await startTestService({ demo: true });
  work = await workingCopy(join(root, 'work'), server.urlOf('tools.git'));
  writeFileSync(
    join(work, '.abapGitAgent'),
    JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER, ...gitCredentials }),
  );
});

afterAll(async () => {
  await service.stop();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('abapdeck create, status, import, delete', () => {
  it('create links the remote of the working folder with the credentials file\'s git credentials', async () => {
    const url = server.urlOf('tools.git');
    const run = await runCli(['create', '--package', 'zdemo_tools'], { cwd: work, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      ['Repository created successfully', '  Key: 000000000001', '  Name: tools', `  URL: ${url}`, '  Package: ZDEMO_TOOLS', '  Branch: main', ''].join('\n'),
    );
    expect(server.requests.some((r) => r.authorized)).toBe(true);
    const again = await runCli(['create', '--package', 'ZDEMO_TOOLS', '--json'], { cwd: work, env });
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ success: '', error: 'Repository already exists' });
  });

  it('status shows the link', async () => {
    const run = await runCli(['status'], { cwd: work, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Repository: linked');
    expect(run.stdout).toContain('  Package: ZDEMO_TOOLS');
    expect(run.stdout).toContain('  Transport required: yes');
  });

  it('import follows the job with a line per update (not a terminal) and prints the result', async () => {
    const run = await runCli(['import', '--message', 'chore: tools from the system'], { cwd: work, env });
    expect(run.code).toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Import job \d{8} started for /);
    expect(lines[lines.length - 1]).toBe('100% Import completed successfully');
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {0,2}\d{1,3}% /);
    expect(run.stdout).toMatch(/^Import completed successfully\nFiles staged: \d+\nCommit: chore: tools from the system\nJob: \d{8}, started \d{14}, completed \d{14} \(UTC\)\n$/);
    const clone = await cloneInto(join(root, 'clone'), join(root, 'remotes', 'tools.git'));
    expect(listFiles(clone)).toContain('src/zcl_demo_classrun.clas.abap');
    expect((await git(clone, 'log', '-1', '--format=%s')).trim()).toBe('chore: tools from the system');
    expect(run.stdout + run.stderr).not.toContain(gitCredentials.gitPassword);
  }, 60_000);

  it('import --json prints the final job status', async () => {
    const run = await runCli(['import', '--json', '--package', 'ZDEMO_TOOLS'], { cwd: work, env });
    expect(run.code).toBe(0);
    const data = JSON.parse(run.stdout);
    expect(data).toMatchObject({
      jobName: 'ABAPDECK_IMPORT',
      jobNumber: expect.stringMatching(/^\d{8}$/),
      status: { status: 'completed', progress: 100, result: { success: 'X', commitMessage: 'feat: initial import from ABAP package ZDEMO_TOOLS' } },
    });
  }, 60_000);

  it('import of a package the system does not have fails at once (exit 1)', async () => {
    const run = await runCli(['import', '--package', 'ZNOPE'], { cwd: work, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: Package ZNOPE does not exist in the system\n');
  });

  it('delete removes the link; status then says not linked; outside a git folder --url is needed', async () => {
    expect((await runCli(['delete'], { cwd: work, env })).stdout).toBe(`Repository deleted successfully: ${server.urlOf('tools.git')}\n`);
    const status = await runCli(['status', '--json'], { cwd: work, env });
    expect(JSON.parse(status.stdout)).toMatchObject({ status: 'Not found' });
    const outside = tempDir('abapdeck-cli-nogit-');
    try {
      writeFileSync(join(outside, '.abapGitAgent'), JSON.stringify({ host: '127.0.0.1', sapport: Number(new URL(service.url).port), protocol: 'http', user: 'DEVELOPER', password: testPasswords.DEVELOPER }));
      const run = await runCli(['status'], { cwd: outside, env });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Not in a git repository with a remote named origin: give --url <git-url>');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
