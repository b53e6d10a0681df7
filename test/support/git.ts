/** Real git for tests: temporary bare repositories, working copies, commits of generated files. */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Environment for test git runs: no user configuration, a fixed identity. */
export const gitTestEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_'))),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'Test Developer',
  GIT_AUTHOR_EMAIL: 'dev@example.com',
  GIT_COMMITTER_NAME: 'Test Developer',
  GIT_COMMITTER_EMAIL: 'dev@example.com',
};

export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', args, { cwd, env: gitTestEnv, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** A new empty bare repository `<root>/<name>.git` whose HEAD names `main`. */
export async function createBareRepository(root: string, name: string): Promise<string> {
  const dir = join(root, `${name}.git`);
  mkdirSync(dir, { recursive: true });
  await git(dir, 'init', '--quiet', '--bare', '--initial-branch=main');
  return dir;
}

/** Writes files (path → content) into a folder. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** Copies a folder's files (recursively, without .git) into another. */
export function copyTree(from: string, to: string): void {
  for (const file of listFiles(from)) writeFiles(to, { [file]: readFileSync(join(from, file)) });
}

export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === '.git') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/**
 * A working copy with `origin` pointing at `remote`, on branch main. With files, they are committed and
 * pushed (setting the upstream).
 */
export async function workingCopy(dir: string, remote: string, files?: Record<string, string | Buffer>, message = 'initial'): Promise<string> {
  mkdirSync(dir, { recursive: true });
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'remote', 'add', 'origin', remote);
  if (files) await commitAndPush(dir, files, message, true);
  return dir;
}

export async function commitAndPush(dir: string, files: Record<string, string | Buffer>, message: string, setUpstream = false): Promise<string> {
  writeFiles(dir, files);
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '--quiet', '-m', message);
  await git(dir, 'push', '--quiet', ...(setUpstream ? ['-u', 'origin', 'main'] : ['origin', 'HEAD']));
  return (await git(dir, 'rev-parse', 'HEAD')).trim();
}

/** A fresh clone of a branch of a repository into a new folder. */
export async function cloneInto(dir: string, remote: string, branch = 'main'): Promise<string> {
  await execFileAsync('git', ['clone', '--quiet', '--branch', branch, remote, dir], { env: gitTestEnv });
  return dir;
}

export async function headOf(bare: string, branch = 'main'): Promise<string> {
  return (await git(bare, 'rev-parse', `refs/heads/${branch}`)).trim();
}
