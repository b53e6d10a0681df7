/**
 * Which remote repository a sync operation means: the URL and branch given, else the remote URL and
 * current branch of the local git working folder; and the git credentials to send (user information
 * inside the URL, else gitUsername/gitPassword of the credentials file or GIT_USERNAME/GIT_PASSWORD).
 * The CLI and the TUI both ask here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connection } from './credentials.js';
import type { WorkingFile } from '../protocol/sync-extensions.js';
import { localChanges, readWorkspace, splitUrlCredentials, type LocalChanges, type Workspace } from './git-workspace.js';

export interface RepositoryTarget {
  url: string;
  branch?: string;
  workspace?: Workspace;
  username?: string;
  password?: string;
}

/** Where the question is asked: the working folder, the environment and the connection of the system. */
export interface TargetPlace {
  cwd: string;
  env: NodeJS.ProcessEnv;
  connection(): Promise<Connection>;
}

export const noRemoteMessage = 'Not in a git repository with a remote named origin: give --url <git-url>';

/** No URL was given and the working folder has no remote. */
export class NoRemoteError extends Error {
  constructor() {
    super(noRemoteMessage);
  }
}

export async function repositoryTarget(place: TargetPlace, choice: { url?: string; branch?: string } = {}): Promise<RepositoryTarget> {
  const workspace = await readWorkspace(place.cwd);
  const rawUrl = choice.url ?? workspace?.remoteUrl;
  if (!rawUrl) throw new NoRemoteError();
  const split = splitUrlCredentials(rawUrl.trim());
  const connection = await place.connection();
  const target: RepositoryTarget = { url: split.url, workspace };
  const branch = choice.branch ?? workspace?.branch;
  if (branch) target.branch = branch;
  const username = split.username ?? connection.gitUsername ?? place.env['GIT_USERNAME'];
  const password = split.password ?? connection.gitPassword ?? place.env['GIT_PASSWORD'];
  if (username) target.username = username;
  if (password) target.password = password;
  return target;
}

/** The request fields of a target (credentials only when there are any). */
export function targetFields(target: RepositoryTarget): { url: string; branch?: string; username?: string; password?: string } {
  const fields: { url: string; branch?: string; username?: string; password?: string } = { url: target.url };
  if (target.branch) fields.branch = target.branch;
  if (target.username !== undefined) fields.username = target.username;
  if (target.password !== undefined) fields.password = target.password;
  return fields;
}

/**
 * A pull reads the remote branch, not the working folder: what of the files it concerns (the whole repository
 * without files) the working folder has and the branch does not — uncommitted, or committed and not pushed.
 * Undefined when there is nothing of the kind, or when the working folder is not the repository pulled.
 */
export async function changesGitLacks(target: RepositoryTarget, files?: readonly string[]): Promise<LocalChanges | undefined> {
  const workspace = target.workspace;
  if (!workspace?.remoteUrl || splitUrlCredentials(workspace.remoteUrl.trim()).url !== target.url) return undefined;
  const changes = await localChanges(workspace.root, target.branch ?? workspace.branch ?? 'main', files);
  return changes.uncommitted.length + changes.unpushed.length > 0 ? changes : undefined;
}

/** The lines that say which changes a pull would not bring, and why (the CLI's text, the TUI's dialog). */
export function changesGitLacksLines(changes: LocalChanges): string[] {
  return [
    `The pull reads git (${changes.remote}), which does not have these changes of the working folder:`,
    ...changes.uncommitted.map((path) => `  not committed  ${path}`),
    ...changes.unpushed.map((path) => `  not pushed     ${path}`),
  ];
}

/** A file a pull of working files cannot send: deleted in the working folder (such a pull does not delete). */
export class WorkingFileMissingError extends Error {
  constructor(readonly path: string) {
    super(`${path} is deleted in the working folder: a pull of the working files does not delete; commit and push the deletion, then pull`);
  }
}

/** The working folder's files of these paths (relative to its root), as a pull of working files sends them. */
export async function workingFilesOf(target: RepositoryTarget, paths: readonly string[]): Promise<WorkingFile[]> {
  const root = target.workspace?.root;
  if (!root) throw new Error('the working folder is not a git repository');
  return Promise.all(
    paths.map(async (path) => {
      const data = await readFile(join(root, path)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new WorkingFileMissingError(path) : error;
      });
      return { FILE: path, CONTENT: data.toString('base64') };
    }),
  );
}

/** The files a pull of working files sends for these changes: the uncommitted and the unpushed ones. */
export const changedPaths = (changes: LocalChanges): string[] => [...new Set([...changes.uncommitted, ...changes.unpushed])].sort();
