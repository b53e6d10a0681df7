import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { startGitServer, type GitServer } from '../support/git-server.js';
import { cloneInto, commitAndPush, createBareRepository, git, headOf, listFiles, workingCopy } from '../support/git.js';
import { examplesDir } from '../../src/system/seed.js';

const credentials = { username: 'gituser', password: 'import-secret-1234' };
let service: TestService;
let server: GitServer;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-import-');
  await createBareRepository(join(root, 'remotes'), 'demo');
  await createBareRepository(join(root, 'remotes'), 'tools');
  await createBareRepository(join(root, 'remotes'), 'broken');
  server = await startGitServer({ root: join(root, 'remotes'), ...credentials });
  service = await startTestService({ demo: true });
  session = await rawSession(service);
});

afterAll(async () => {
  await service.stop();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const poll = async (jobNumber: string) =>
  (
    await fetch(`${service.url}${service.servicePath}/import?jobNumber=${jobNumber}`, {
      headers: { authorization: session.auth, cookie: session.cookie },
    })
  ).json();

/** Polls quickly until the job is final; answers every record seen. */
async function follow(jobNumber: string): Promise<Array<Record<string, unknown>>> {
  const seen: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 600; i++) {
    const record = await poll(jobNumber);
    seen.push(record);
    if (record.STATUS !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not finish');
}

describe('POST /import and GET /import?jobNumber', () => {
  it('exports the package as the abapGit files of the demo repository, observed running then completed', async () => {
    const url = server.urlOf('demo.git');
    expect((await (await session.post('/create', { url, package: 'ZDEMO', ...credentials })).json()).success).toBe('X');
    server.setReceivePackDelay(800);
    const accepted = await session.post('/import', { url });
    expect(accepted.status).toBe(202);
    const record = await accepted.json();
    expect(record).toEqual({
      success: true,
      command: 'import',
      status: 'accepted',
      jobName: 'ABAPDECK_IMPORT',
      jobNumber: expect.stringMatching(/^\d{8}$/),
      message: `Import job ${record.jobNumber} scheduled for package ZDEMO`,
    });

    const seen = await follow(record.jobNumber);
    server.setReceivePackDelay(0);
    const running = seen.filter((r) => r.STATUS === 'running');
    expect(running.length).toBeGreaterThan(0);
    for (const r of running) {
      expect(r.MESSAGE).toMatch(/^(Staging files \(\d+ of \d+\)|Serializing objects \(\d+ of \d+\)|Pushing to branch main)$/);
      expect(r).not.toHaveProperty('COMPLETED_AT');
      expect(r).not.toHaveProperty('RESULT');
    }
    const done = seen[seen.length - 1]!;
    const files = listFiles(join(examplesDir(), 'demo-repo'));
    expect(done).toMatchObject({
      JOB_NAME: 'ABAPDECK_IMPORT',
      JOB_NUMBER: record.jobNumber,
      STATUS: 'completed',
      MESSAGE: 'Import completed successfully',
      PROGRESS: 100,
      STAGE: 'FINISHED',
      STARTED_AT: expect.stringMatching(/^\d{14}$/),
      COMPLETED_AT: expect.stringMatching(/^\d{14}$/),
    });
    expect(JSON.parse(done.RESULT as string)).toEqual({
      success: 'X',
      filesStaged: String(files.length),
      commitMessage: 'feat: initial import from ABAP package ZDEMO',
      commit: await headOf(join(root, 'remotes', 'demo.git')),
      prunedFiles: [],
    });

    const clone = await cloneInto(join(root, 'clone-demo'), join(root, 'remotes', 'demo.git'));
    expect(listFiles(clone)).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(clone, file)).equals(readFileSync(join(examplesDir(), 'demo-repo', file))), file).toBe(true);
    }
    expect((await git(clone, 'log', '-1', '--format=%an <%ae>|%s')).trim()).toBe(
      'DEVELOPER <developer@dev.abapdeck>|feat: initial import from ABAP package ZDEMO',
    );
    expect(server.requests.filter((r) => r.method === 'POST').every((r) => r.authorized)).toBe(true);
  });

  it('round trip: pulling what was just imported changes nothing and finds no XML differences', async () => {
    const result = await (await session.post('/pull', { url: server.urlOf('demo.git') })).json().then(lowerCaseKeys);
    expect(result).toMatchObject({
      success: 'X',
      message: 'Pull completed successfully',
      transport_request: '',
      activated_count: 0,
      failed_count: 0,
      activated_objects: [],
      failed_objects: [],
      conflict_report: '',
      conflict_count: 0,
      local_xml_files: [],
    });
    expect(result).not.toHaveProperty('missing_config_xml');
    expect(result).not.toHaveProperty('error_detail');
  });

  it('commits on top of the branch: files outside the starting folder and of objects only git holds stay, the message and branch are the given ones', async () => {
    const bare = join(root, 'remotes', 'tools.git');
    const work = await workingCopy(join(root, 'work-tools'), bare, {
      'README.md': '# tools\n',
      'src/zobsolete.prog.abap': 'REPORT zobsolete.\n',
    });
    await git(work, 'push', '--quiet', 'origin', 'main:develop');
    const url = server.urlOf('tools.git');
    // an import writes only to a linked repository (issue 33)
    expect((await (await session.post('/create', { url, package: 'ZDEMO_TOOLS', ...credentials })).json()).success).toBe('X');
    const accepted = await (
      await session.post('/import', { url, package: 'ZDEMO_TOOLS', branch: 'develop', message: 'chore: export tools', ...credentials })
    ).json();
    const done = (await follow(accepted.jobNumber)).pop()!;
    expect(done.STATUS).toBe('completed');
    expect(JSON.parse(done.RESULT as string).commitMessage).toBe('chore: export tools');
    const clone = await cloneInto(join(root, 'clone-tools'), bare, 'develop');
    const files = listFiles(clone);
    expect(files).toContain('README.md');
    expect(files).toContain('.abapgit.xml');
    expect(files).toContain('src/zcl_demo_classrun.clas.abap');
    expect(files).toContain('src/zobsolete.prog.abap');
    expect((await git(clone, 'log', '--format=%s')).trim().split('\n')).toEqual(['chore: export tools', 'initial']);
    // main was left alone
    await commitAndPush(work, { 'NOTES.md': 'n\n' }, 'notes');
  });

  it('ends in error with the cause when git fails, never running and without RESULT', async () => {
    // linked while it was there, gone when the import fetches
    const url = server.urlOf('broken.git');
    expect((await (await session.post('/create', { url, package: 'ZDEMO_CORE', ...credentials })).json()).success).toBe('X');
    rmSync(join(root, 'remotes', 'broken.git'), { recursive: true, force: true });
    const accepted = await (await session.post('/import', { url, package: 'ZDEMO_CORE', ...credentials })).json();
    expect(accepted.success).toBe(true);
    const done = (await follow(accepted.jobNumber)).pop()!;
    expect(done).toMatchObject({
      STATUS: 'error',
      MESSAGE: 'Error during import',
      STAGE: 'FAILED',
      COMPLETED_AT: expect.stringMatching(/^\d{14}$/),
    });
    expect(done.ERROR_MESSAGE).toMatch(/^git fetch failed: /);
    expect(done).not.toHaveProperty('RESULT');
    expect(JSON.stringify(done)).not.toContain(credentials.password);
  });

  it.each([
    [{ url: '/nowhere.git' }, 'Repository not found: /nowhere.git (create it first)'],
    [{ url: '/nowhere.git', package: 'ZNOPE' }, 'Repository not found: /nowhere.git (create it first)'],
    [{ url: 'https://example.invalid/unlinked.git', package: 'ZDEMO', branch: 'injected' }, 'Repository not found: https://example.invalid/unlinked.git (create it first)'],
    [{ package: 'ZDEMO' }, 'Repository URL is required'],
  ])('refuses %j without a job (HTTP 200)', async (body, error) => {
    const response = await session.post('/import', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, command: 'import', error });
  });

  it('answers an unknown job number with ERROR, and a poll without jobNumber with 400', async () => {
    expect(await poll('99999999')).toEqual({ JOB_NUMBER: '99999999', ERROR: 'Import job 99999999 not found' });
    const response = await fetch(`${service.url}${service.servicePath}/import`, { headers: { authorization: session.auth } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, command: 'IMPORT', error: 'jobNumber parameter is required' });
  });
});
