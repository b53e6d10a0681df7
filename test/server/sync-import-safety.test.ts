/**
 * An import that cannot destroy: problems found by using import as a new user would, each over real HTTP
 * against real git repositories (local bare repositories).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService, lowerCaseKeys } from '../support/service.js';
import { cloneInto, createBareRepository, git, headOf, listFiles, workingCopy } from '../support/git.js';
import { gitSync } from '../../src/system/sync/index.js';

let service: TestService;
let root: string;
let session: Awaited<ReturnType<typeof rawSession>>;

beforeAll(async () => {
  root = tempDir('abapdeck-import-safety-');
  service = await startTestService({ demo: true });
  session = await rawSession(service);
});

afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

async function follow(jobNumber: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const response = await fetch(`${service.url}${service.servicePath}/import?jobNumber=${jobNumber}`, {
      headers: { authorization: session.auth, cookie: session.cookie },
    });
    const record = await response.json();
    if (record.STATUS !== 'running') return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not finish');
}

async function importJob(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const accepted = await (await session.post('/import', body)).json();
  expect(accepted).toMatchObject({ success: true });
  return follow(accepted.jobNumber as string);
}

/** A bare repository with one commit of `files`, linked to `pkg`. */
async function linked(name: string, pkg: string, files: Record<string, string>): Promise<{ bare: string; work: string }> {
  const bare = await createBareRepository(root, name);
  const work = await workingCopy(join(root, `work-${name}`), bare, files);
  expect((await (await session.post('/create', { url: bare, package: pkg })).json()).success).toBe('X');
  return { bare, work };
}

describe('import that cannot destroy', () => {
  it('refuses a package that is neither the link’s package nor one of its subpackages, and starts no job', async () => {
    const { bare } = await linked('other-package', 'ZDEMO_CORE', { 'README.md': '# core\n' });
    const before = await headOf(bare);
    const response = await session.post('/import', { url: bare, package: 'ZDEMO_TOOLS' });
    expect(await response.json()).toEqual({
      success: false,
      command: 'import',
      error: 'Package ZDEMO_TOOLS is not part of the package ZDEMO_CORE linked to this repository: import ZDEMO_CORE or one of its subpackages',
    });
    expect(await headOf(bare)).toBe(before);
  });

  it('completes without a commit when nothing changed, keeps the commit last pulled, and the next pull works', async () => {
    const { bare } = await linked('nothing-new', 'ZDEMO_TOOLS', { 'README.md': '# tools\n' });
    expect((await importJob({ url: bare })).STATUS).toBe('completed');
    const head = await headOf(bare);
    const link = gitSync(service.system).links.byUrl(bare)!;
    expect(link.lastPulledCommit).toBe(head);

    const again = await importJob({ url: bare });
    expect(again).toMatchObject({ STATUS: 'completed', MESSAGE: 'Nothing to export: the branch already holds these files' });
    expect(JSON.parse(again.RESULT as string)).toMatchObject({ success: 'X', filesStaged: '0', commit: '' });
    expect(await headOf(bare)).toBe(head);
    expect(gitSync(service.system).links.byUrl(bare)!.lastPulledCommit).toBe(head);
    const pulled = await (await session.post('/pull', { url: bare })).json().then(lowerCaseKeys);
    expect(pulled).toMatchObject({ success: 'X', conflict_count: 0 });
    await session.post('/delete', { url: bare });
  });

  it('keeps the files of objects the system does not hold; prune deletes them and lists them', async () => {
    const { bare } = await linked('git-only', 'ZDEMO_TOOLS', {
      'README.md': '# tools\n',
      'src/zonly_in_git.prog.abap': 'REPORT zonly_in_git.\n',
      'src/zonly_in_git.prog.xml': '<?xml version="1.0" encoding="utf-8"?>\n',
    });
    const kept = await importJob({ url: bare });
    expect(kept.STATUS).toBe('completed');
    let files = listFiles(await cloneInto(join(root, 'clone-kept'), bare));
    expect(files).toContain('src/zonly_in_git.prog.abap');
    expect(files).toContain('src/zonly_in_git.prog.xml');
    expect(files).toContain('src/zcl_demo_classrun.clas.abap');

    const pruned = await importJob({ url: bare, prune: true });
    expect(JSON.parse(pruned.RESULT as string).prunedFiles).toEqual(['src/zonly_in_git.prog.abap', 'src/zonly_in_git.prog.xml']);
    files = listFiles(await cloneInto(join(root, 'clone-pruned'), bare));
    expect(files).not.toContain('src/zonly_in_git.prog.abap');
    expect(files).toContain('README.md');
    expect((await git(join(root, 'clone-pruned'), 'log', '--format=%s')).trim().split('\n')).toHaveLength(3);
  });
});
