import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BranchNotFoundError, GitError, GitMirror, isValidBranchName, redact, splitRemoteUrl } from '../../../src/system/git/index.js';
import { startGitServer, type GitServer } from '../../support/git-server.js';
import { cloneInto, createBareRepository, git, headOf, workingCopy, commitAndPush } from '../../support/git.js';
import { tempDir } from '../../support/service.js';

const credentials = { username: 'gituser', password: 's3cret-t0ken' };
let root: string;
let server: GitServer;
let url: string;

beforeAll(async () => {
  root = tempDir('abapdeck-git-');
  await createBareRepository(join(root, 'remotes'), 'demo');
  server = await startGitServer({ root: join(root, 'remotes'), ...credentials });
  url = server.urlOf('demo.git');
  await workingCopy(join(root, 'work'), join(root, 'remotes', 'demo.git'), {
    'README.md': '# demo\n',
    'src/zcl_a.clas.abap': 'CLASS zcl_a DEFINITION.\nENDCLASS.\n',
    'src/dir with space/file "q".txt': 'quoted\n',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('remote URLs', () => {
  it.each([
    ['/tmp/repo.git/', { url: '/tmp/repo.git' }],
    ['file:///tmp/repo.git', { url: 'file:///tmp/repo.git' }],
    ['https://host.example/org/repo.git', { url: 'https://host.example/org/repo.git' }],
    ['https://me:tok%40en@host.example/org/repo.git', { url: 'https://host.example/org/repo.git', credentials: { username: 'me', password: 'tok@en' } }],
  ])('%s is stored as %j', (raw, expected) => {
    expect(splitRemoteUrl(raw)).toEqual(expected);
  });

  it.each(['', 'relative/path', 'ext::sh -c touch% /tmp/pwned', 'ssh://host/repo.git', 'git@host:repo.git'])('refuses %j', (raw) => {
    expect(() => splitRemoteUrl(raw)).toThrow();
  });

  it.each([
    ['main', true],
    ['feature/x-1', true],
    ['-delete', false],
    ['a..b', false],
    ['a/.hidden', false],
    ['x.lock', false],
    ['with space', false],
  ])('branch name %j valid: %s', (branch, valid) => {
    expect(isValidBranchName(branch)).toBe(valid);
  });

  it('redacts the secret, its header token and URL user information', () => {
    const token = Buffer.from('gituser:s3cret-t0ken').toString('base64');
    const text = `fatal: https://gituser:s3cret-t0ken@host/x failed; header ${token}; again s3cret-t0ken`;
    const out = redact(text, credentials);
    expect(out).not.toContain('s3cret-t0ken');
    expect(out).not.toContain(token);
    expect(out).toContain('https://***@host/x');
  });
});

describe('GitMirror over the git HTTP server', () => {
  it('fetches a branch with credentials sent as a header, and reads its files', async () => {
    const mirror = new GitMirror(join(root, 'cache-1'));
    const head = await mirror.fetch(url, 'main', credentials);
    expect(head).toBe(await headOf(join(root, 'remotes', 'demo.git')));
    const entries = await mirror.tree(head);
    expect(entries.map((e) => e.path)).toEqual(['README.md', 'src/dir with space/file "q".txt', 'src/zcl_a.clas.abap']);
    const blobs = await mirror.readBlobs(entries.map((e) => e.sha));
    expect(blobs.get(entries[2]!.sha)!.toString()).toBe('CLASS zcl_a DEFINITION.\nENDCLASS.\n');
    expect(server.requests.every((r) => !r.url.includes('s3cret'))).toBe(true);
    expect(server.requests.some((r) => r.authorized)).toBe(true);
  });

  it('fails with a redacted message on wrong credentials, without prompting', async () => {
    const mirror = new GitMirror(join(root, 'cache-2'));
    const wrong = { username: 'gituser', password: 'wrong-secret-value' };
    const error = await mirror.fetch(url, 'main', wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).message).toMatch(/git fetch failed/);
    expect((error as GitError).message).not.toContain('wrong-secret-value');
    expect((error as GitError).stderr).not.toContain('wrong-secret-value');
  });

  it('reports a missing branch as BranchNotFoundError, and remoteHead as undefined', async () => {
    const mirror = new GitMirror(join(root, 'cache-3'));
    await expect(mirror.fetch(url, 'nope', credentials)).rejects.toBeInstanceOf(BranchNotFoundError);
    expect(await mirror.remoteHead(url, 'nope', credentials)).toBeUndefined();
    expect(await mirror.remoteHead(url, 'main', credentials)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('commits files on top of a parent with fast-import and pushes a new branch', async () => {
    const mirror = new GitMirror(join(root, 'cache-4'));
    const parent = await mirror.fetch(url, 'main', credentials);
    const kept = (await mirror.tree(parent)).find((e) => e.path === 'README.md')!;
    const progress: number[] = [];
    const { commit, changed } = await mirror.commit({
      parent,
      files: [
        { path: 'README.md', data: { sha: kept.sha } },
        { path: 'src/zif_b.intf.abap', data: Buffer.from('INTERFACE zif_b PUBLIC.\nENDINTERFACE.\n') },
      ],
      message: 'feat: export\n\nbody line',
      author: { name: 'DEVELOPER', email: 'developer@dev.abapdeck' },
      onFile: (index) => {
        progress.push(index);
      },
    });
    expect(changed).toBe(true);
    expect(progress).toEqual([1, 2]);
    await mirror.push(url, commit, 'export', credentials);
    const clone = await cloneInto(join(root, 'clone-4'), join(root, 'remotes', 'demo.git'), 'export');
    expect((await git(clone, 'ls-files')).trim().split('\n')).toEqual(['README.md', 'src/zif_b.intf.abap']);
    expect((await git(clone, 'log', '-1', '--format=%an|%s|%b')).trim()).toBe('DEVELOPER|feat: export|body line');
    expect(await mirror.isAncestor(parent, commit)).toBe(true);
    expect(await mirror.isAncestor(commit, parent)).toBe(false);
    expect(await mirror.isAncestor('0'.repeat(40), commit)).toBe(false);

    const again = await mirror.commit({
      parent: commit,
      files: (await mirror.tree(commit)).map((e) => ({ path: e.path, data: { sha: e.sha } })),
      message: 'no change',
      author: { name: 'DEVELOPER', email: 'developer@dev.abapdeck' },
    });
    expect(again.changed).toBe(false);
  });

  it('sees a force-pushed head that does not descend from the commit fetched before', async () => {
    const mirror = new GitMirror(join(root, 'cache-5'));
    const before = await mirror.fetch(url, 'main', credentials);
    const work = join(root, 'work');
    await git(work, 'commit', '--quiet', '--amend', '-m', 'rewritten');
    await git(work, 'push', '--quiet', '--force', 'origin', 'main');
    const after = await mirror.fetch(url, 'main', credentials);
    expect(after).not.toBe(before);
    expect(await mirror.isAncestor(before, after)).toBe(false);
    await commitAndPush(work, { 'CHANGELOG.md': 'x\n' }, 'more');
    expect(await mirror.isAncestor(after, await mirror.fetch(url, 'main', credentials))).toBe(true);
  });
});
