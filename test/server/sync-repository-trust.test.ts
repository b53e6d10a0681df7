/**
 * Issue 33.7: `POST /import {url: <an unrelated local repository>, branch: 'injected'}` answered 202 and created
 * the branch there; `create` and the import preview read any local repository path. Import writes only to linked
 * repositories now, and local repository paths are taken only below the folder the service is given
 * (`serve --repository-root`; none by default, the embedded default takes the user's own).
 * Issue 33.15: a symlinked path to an already linked repository made a second link.
 */
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSession, startTestService, tempDir, type TestService } from '../support/service.js';
import { createBareRepository, git, headOf, workingCopy } from '../support/git.js';
import { names, syncRepository } from '../support/git-fixtures.js';

const post = async (session: Awaited<ReturnType<typeof rawSession>>, path: string, body: Record<string, unknown>) => {
  const response = await session.post(path, body);
  return { status: response.status, body: await response.json() };
};
const branches = async (bare: string) => (await git(bare, 'branch', '--format=%(refname:short)')).trim().split('\n').filter(Boolean);

describe('a service with a root for local repositories', () => {
  let root: string;
  let outside: string;
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    root = tempDir('abapdeck-trust-root-');
    outside = tempDir('abapdeck-trust-outside-');
    service = await startTestService({ demo: true, localRepositoryRoot: root });
    session = await rawSession(service);
  });
  afterAll(async () => {
    await service.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('refuses to import into a repository that is not linked, and creates no branch there', async () => {
    const unrelated = await createBareRepository(root, 'unrelated');
    await workingCopy(join(root, 'work-unrelated'), unrelated, { 'README.md': '# not ours\n' });
    const answer = await post(session, '/import', { url: unrelated, branch: 'injected', package: 'ZDEMO_TOOLS' });
    expect(answer).toEqual({ status: 200, body: { success: false, command: 'import', error: `Repository not found: ${unrelated} (create it first)` } });
    const preview = await post(session, '/import/preview', { url: unrelated, branch: 'injected', package: 'ZDEMO_TOOLS' });
    expect(preview.body).toMatchObject({ SUCCESS: '', ERROR: `Repository not found: ${unrelated} (create it first)` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await branches(unrelated)).toEqual(['main']);
  });

  it('links a local repository below its root, and refuses one outside it (also through .. or a symlink)', async () => {
    const inside = await createBareRepository(root, 'inside');
    await workingCopy(join(root, 'work-inside'), inside, syncRepository({ prefix: 'TRA', withTable: false }));
    const away = await createBareRepository(outside, 'away');
    await workingCopy(join(outside, 'work-away'), away, { 'README.md': '# away\n' });
    mkdirSync(join(root, 'links'));
    symlinkSync(away, join(root, 'links', 'away.git'));

    for (const url of [away, pathToFileURL(away).href, join(root, '..', outside.split('/').pop()!, 'away.git'), join(root, 'links', 'away.git')]) {
      const refused = await post(session, '/create', { url, package: 'ZTRB' });
      expect(refused.body, url).toMatchObject({ success: '' });
      expect(refused.body.error, url).toMatch(/^Local repository .* is outside the folder this service takes local repositories from$/);
    }
    expect(await post(session, '/create', { url: inside, package: names('TRA').root })).toMatchObject({ body: { success: 'X' } });
    expect((await post(session, '/pull', { url: inside })).body).toMatchObject({ SUCCESS: 'X' });
    const imported = await post(session, '/import', { url: inside, branch: 'feature' });
    expect(imported, JSON.stringify(imported.body)).toMatchObject({ status: 202 });
  });

  it('does not link a repository a second time through a symlink to it (issue 33.15)', async () => {
    const linked = await createBareRepository(root, 'linked');
    await workingCopy(join(root, 'work-linked'), linked, syncRepository({ prefix: 'TRC', withTable: false }));
    expect(await post(session, '/create', { url: linked, package: names('TRC').root })).toMatchObject({ body: { success: 'X' } });
    symlinkSync(linked, join(root, 'alias.git'));
    const second = await post(session, '/create', { url: join(root, 'alias.git'), package: 'ZTRC_OTHER' });
    expect(second.body).toEqual({ success: '', error: 'Repository already exists' });
    const head = await headOf(linked);
    expect(head).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('a service without a root for local repositories (the default of `abapdeck serve`)', () => {
  let root: string;
  let service: TestService;
  let session: Awaited<ReturnType<typeof rawSession>>;

  beforeAll(async () => {
    root = tempDir('abapdeck-trust-none-');
    service = await startTestService({ demo: true, localRepositoryRoot: undefined });
    session = await rawSession(service);
  });
  afterAll(async () => {
    await service.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses every local repository path and file: URL', async () => {
    const bare = await createBareRepository(root, 'local');
    await workingCopy(join(root, 'work-local'), bare, { 'README.md': '# local\n' });
    for (const url of [bare, pathToFileURL(bare).href]) {
      const answer = await post(session, '/create', { url, package: 'ZDEMO_TOOLS' });
      expect(answer.body, url).toEqual({
        success: '',
        error: 'Local repository paths are not allowed on this service (serve --repository-root <dir> allows those below a folder)',
      });
    }
    expect((await post(session, '/import/preview', { url: bare, package: 'ZDEMO_TOOLS' })).body).toMatchObject({ SUCCESS: '' });
  });
});
