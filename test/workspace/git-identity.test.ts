/**
 * Commits abapdeck makes in the user's working folder work on a machine without a git identity (a fresh CI
 * container): the user's identity when git knows one, else the system user's (issue 32).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/service.js';
import { commitPaths, systemUserIdentity } from '../../src/workspace/git-workspace.js';

let root: string;
const saved: Record<string, string | undefined> = {};
const isolation: Record<string, string | undefined> = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: undefined,
  GIT_AUTHOR_EMAIL: undefined,
  GIT_COMMITTER_NAME: undefined,
  GIT_COMMITTER_EMAIL: undefined,
  EMAIL: undefined,
};

beforeAll(() => {
  root = tempDir('abapdeck-git-identity-');
  isolation['HOME'] = join(root, 'home');
  isolation['XDG_CONFIG_HOME'] = join(root, 'home');
  mkdirSync(join(root, 'home'));
  for (const [key, value] of Object.entries(isolation)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(root, { recursive: true, force: true });
});

function repository(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, 'zprobe.prog.abap'), 'REPORT zprobe.\n');
  return dir;
}

const lastCommitter = (dir: string) => execFileSync('git', ['log', '-1', '--format=%an <%ae> / %cn <%ce>'], { cwd: dir, encoding: 'utf8' }).trim();

describe('commits without a git identity', () => {
  it('a commit takes the system user when git knows nobody', async () => {
    const dir = repository('none');
    await commitPaths(dir, ['zprobe.prog.abap'], 'probe', systemUserIdentity('developer', 'http://127.0.0.1:50000'));
    expect(lastCommitter(dir)).toBe('DEVELOPER <developer@127.0.0.1.abapdeck> / DEVELOPER <developer@127.0.0.1.abapdeck>');
  });

  it("a commit keeps the user's own identity where there is one, and fills in only what is missing", async () => {
    const own = repository('own');
    execFileSync('git', ['config', 'user.name', 'Own Name'], { cwd: own });
    execFileSync('git', ['config', 'user.email', 'own@example.com'], { cwd: own });
    await commitPaths(own, ['zprobe.prog.abap'], 'probe', systemUserIdentity('developer', 'http://127.0.0.1:50000'));
    expect(lastCommitter(own)).toBe('Own Name <own@example.com> / Own Name <own@example.com>');

    const nameOnly = repository('name-only');
    execFileSync('git', ['config', 'user.name', 'Own Name'], { cwd: nameOnly });
    await commitPaths(nameOnly, ['zprobe.prog.abap'], 'probe', systemUserIdentity('developer', 'http://127.0.0.1:50000'));
    expect(lastCommitter(nameOnly)).toBe('Own Name <developer@127.0.0.1.abapdeck> / Own Name <developer@127.0.0.1.abapdeck>');
  });
});
