/**
 * The local git working folder of a command: its root, the remote URL and current branch (the defaults
 * of pull, import and create), and the steps of pull --sync-xml (stage, amend, push). Runs the user's own
 * git with their configuration and credential helpers: this is their repository.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { objectFromFileName } from '../protocol/filenames.js';

export class GitWorkspaceError extends Error {}

function git(cwd: string, args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) =>
      resolve({ ok: !error, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

async function gitOrFail(cwd: string, args: string[]): Promise<string> {
  const result = await git(cwd, args);
  if (!result.ok) {
    const detail = result.stderr.trim().split('\n').filter(Boolean).slice(-2).join('; ');
    throw new GitWorkspaceError(`git ${args[0]} failed: ${redactUrl(detail)}`);
  }
  return result.stdout;
}

/** A URL with its user information (a token in an https remote) replaced, for printing. */
export function redactUrl(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1***@');
}

/** Splits user information out of a remote URL: the service gets it as credentials, never inside the URL. */
export function splitUrlCredentials(url: string): { url: string; username?: string; password?: string } {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/@\s]*)@(.*)$/i.exec(url);
  if (!match) return { url };
  const [, scheme, userInfo, rest] = match as unknown as [string, string, string, string];
  const colon = userInfo.indexOf(':');
  const username = decodeURIComponent(colon < 0 ? userInfo : userInfo.slice(0, colon));
  const password = colon < 0 ? '' : decodeURIComponent(userInfo.slice(colon + 1));
  return { url: `${scheme}${rest}`, username, password };
}

export interface Workspace {
  root: string;
  remoteUrl?: string;
  branch?: string;
  hasDotAbapgit: boolean;
}

/** The git working folder holding cwd, or undefined when cwd is not inside one. */
export async function readWorkspace(cwd: string): Promise<Workspace | undefined> {
  const top = await git(cwd, ['rev-parse', '--show-toplevel']);
  if (!top.ok) return undefined;
  const root = top.stdout.trim();
  const remote = await git(root, ['remote', 'get-url', 'origin']);
  const branch = await git(root, ['branch', '--show-current']);
  return {
    root,
    remoteUrl: remote.ok ? remote.stdout.trim() || undefined : undefined,
    branch: branch.ok ? branch.stdout.trim() || undefined : undefined,
    hasDotAbapgit: existsSync(join(root, '.abapgit.xml')),
  };
}

export async function stage(root: string, paths: string[]): Promise<void> {
  await gitOrFail(root, ['add', '--', ...paths]);
}

/** Who a commit of abapdeck's is by when git knows nobody (name and e-mail address). */
export interface CommitIdentity {
  name: string;
  email: string;
}

/**
 * The identity of the system user, as the system's import commits with it: the user's name, and an address
 * at the system (`developer@<host>.abapdeck`).
 */
export function systemUserIdentity(user: string, origin: string): CommitIdentity {
  let host = 'system';
  try {
    host = new URL(origin).hostname || host;
  } catch {
    // an origin that is not a URL keeps the placeholder host
  }
  return { name: user.toUpperCase(), email: `${user.toLowerCase()}@${host.toLowerCase()}.abapdeck` };
}

/**
 * The options a commit needs so that it works on a machine without a git identity (a fresh CI container):
 * none when git knows who commits (configuration or environment, the user's own), else the fallback's name and
 * address for what git lacks.
 */
async function identityOptions(root: string, fallback: CommitIdentity | undefined): Promise<string[]> {
  if (!fallback) return [];
  const [author, committer] = await Promise.all([git(root, ['var', 'GIT_AUTHOR_IDENT']), git(root, ['var', 'GIT_COMMITTER_IDENT'])]);
  if (author.ok && committer.ok) return [];
  const [name, email] = await Promise.all([git(root, ['config', 'user.name']), git(root, ['config', 'user.email'])]);
  return [
    ...(name.ok && name.stdout.trim() ? [] : ['-c', `user.name=${fallback.name}`]),
    ...(email.ok && email.stdout.trim() ? [] : ['-c', `user.email=${fallback.email}`]),
  ];
}

/** Amends the last commit with what is staged, keeping its message (as `fallback` where git knows nobody). */
export async function amendKeepingMessage(root: string, fallback?: CommitIdentity): Promise<string> {
  await gitOrFail(root, [...(await identityOptions(root, fallback)), 'commit', '--quiet', '--amend', '--no-edit']);
  return (await gitOrFail(root, ['rev-parse', 'HEAD'])).trim();
}

/** Pushes the current branch with --force-with-lease, setting the upstream when it has none. */
export async function forcePushWithLease(root: string, branch: string): Promise<void> {
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (upstream.ok) await gitOrFail(root, ['push', '--quiet', '--force-with-lease']);
  else await gitOrFail(root, ['push', '--quiet', '--force-with-lease', '--set-upstream', 'origin', branch]);
}

/** Commits exactly these paths (staged first), whatever else is staged; answers the new commit. */
export async function commitPaths(root: string, paths: string[], message: string, fallback?: CommitIdentity): Promise<string> {
  await stage(root, paths);
  await gitOrFail(root, [...(await identityOptions(root, fallback)), 'commit', '--quiet', '-m', message, '--', ...paths]);
  return (await gitOrFail(root, ['rev-parse', 'HEAD'])).trim();
}

/** Pushes the current branch (fast-forward only), setting the upstream when it has none. */
export async function push(root: string, branch: string): Promise<void> {
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (upstream.ok) await gitOrFail(root, ['push', '--quiet']);
  else await gitOrFail(root, ['push', '--quiet', '--set-upstream', 'origin', branch]);
}

/** Changes of the working folder that the remote branch a pull reads does not have. */
export interface LocalChanges {
  /** Modified, added, deleted or untracked, not committed. */
  uncommitted: string[];
  /** Committed, not on the remote branch. */
  unpushed: string[];
  /** The remote branch compared with (origin/<branch>). */
  remote: string;
}

/**
 * The paths a pull concerns: of each file, every file of its object wherever it lies, as the system picks a
 * file's object by its name (`zcl_x.clas.abap`: `zcl_x.clas.xml`, `zcl_x.clas.testclasses.abap` …); without
 * files the whole folder.
 */
function pathspecsOf(files: readonly string[] | undefined): string[] {
  if (!files || files.length === 0) return [':/'];
  return files.map((file) => {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const parts = name.split('.');
    return `:(top,glob)**/${parts.length >= 3 ? `${parts[0]}.${parts[1]}.*` : name}`;
  });
}

/**
 * What of the files a pull concerns (all of the folder without files) git's remote branch does not have: not
 * committed, or committed and not pushed to origin/<branch>. A branch never fetched cannot be compared: no
 * unpushed files are named then.
 */
export async function localChanges(root: string, branch: string, files?: readonly string[]): Promise<LocalChanges> {
  const specs = pathspecsOf(files);
  const status = await gitOrFail(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...specs]);
  const uncommitted: string[] = [];
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    uncommitted.push(entry.slice(3));
    // a rename's entry is followed by its old name
    if (entry[0] === 'R' || entry[0] === 'C') i++;
  }
  const remote = `origin/${branch}`;
  const known = await git(root, ['rev-parse', '--verify', '--quiet', `refs/remotes/${remote}`]);
  let unpushed: string[] = [];
  if (known.ok) {
    const log = await gitOrFail(root, ['log', '--format=', '--name-only', `refs/remotes/${remote}..HEAD`, '--', ...specs]);
    unpushed = [...new Set(log.split('\n').filter(Boolean))].filter((path) => !uncommitted.includes(path));
  }
  // what a pull reads: the objects' files and .abapgit.xml (a script or a configuration beside them is no object)
  const pulled = (path: string) => path === '.abapgit.xml' || path.endsWith('/.abapgit.xml') || objectFromFileName(path) !== undefined;
  return { uncommitted: uncommitted.filter(pulled).sort(), unpushed: unpushed.filter(pulled).sort(), remote };
}
