/**
 * POST /create, /delete and /status: validating a repository link request and answering in the shapes
 * of protocol-notes.
 */
import { basename } from 'node:path';
import { GitError, GitUrlError, isValidBranchName, splitRemoteUrl, type GitCredentials } from '../git/index.js';
import { isLocalPackage } from '../objects.js';
import { messages } from '../../protocol/messages.js';
import { syncMessages } from './sync-messages.js';
import type { CreateRequest, CreateResult, DeleteResult, FolderLogicName, StatusResult } from '../../protocol/sync.js';
import type { RepositoryLink, RepositoryLinks } from './repository-links.js';
import type { GitMirrors } from './mirrors.js';
import { localRepositoryRefusal } from './local-repositories.js';

const PACKAGE_NAME = /^(\$[A-Z0-9_]*|\/[A-Z0-9_]+\/[A-Z0-9_]+|[A-Z][A-Z0-9_]*)$/;

export function isValidPackageName(name: string): boolean {
  return name.length >= 1 && name.length <= 30 && PACKAGE_NAME.test(name);
}

/** A starting folder as abapGit writes it: leading and trailing '/'. */
export function normalizeFolder(folder: string | undefined): string {
  const inner = (folder ?? '/src/').trim().replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

/** The credentials of a request: the body's fields, else those inside the URL. */
export function requestCredentials(body: { username?: string; password?: string }, fromUrl: GitCredentials | undefined): GitCredentials | undefined {
  if (body.username || body.password) return { username: body.username ?? '', password: body.password ?? '' };
  return fromUrl;
}

/**
 * Links a repository. `localRoot`: the folder local repositories may lie below (local-repositories.ts);
 * undefined takes none.
 */
export async function createLink(links: RepositoryLinks, mirrors: GitMirrors, request: CreateRequest, user: string, localRoot: string | undefined): Promise<CreateResult> {
  const fail = (error: string): CreateResult => ({ success: '', error });
  let split;
  try {
    split = splitRemoteUrl(request.url ?? '');
  } catch (error) {
    return fail((error as GitUrlError).message);
  }
  const localRefusal = localRepositoryRefusal(split.url, localRoot);
  if (localRefusal) return fail(localRefusal);
  const pkg = (request.package ?? '').trim().toUpperCase();
  if (pkg === '') return fail(messages.packageRequired);
  if (!isValidPackageName(pkg)) return fail(messages.invalidPackageName(pkg));
  const branch = (request.branch ?? '').trim() || 'main';
  if (!isValidBranchName(branch)) return fail(syncMessages.invalidBranch(branch));
  const folderLogic = (request.folder_logic ?? 'PREFIX').trim().toUpperCase() || 'PREFIX';
  if (folderLogic !== 'PREFIX' && folderLogic !== 'FULL') return fail(syncMessages.invalidFolderLogic(folderLogic));
  if (links.byUrl(split.url)) return fail(messages.repositoryExists);
  const other = links.byPackage(pkg)[0];
  if (other) return fail(syncMessages.packageAlreadyLinked(pkg, other.name, other.url));

  const credentials = requestCredentials(request, split.credentials);
  try {
    // abapGit checks the remote before it links it; an empty repository or a new branch is fine
    await mirrors.forUrl(split.url).remoteHead(split.url, branch, credentials);
  } catch (error) {
    mirrors.discard(split.url);
    return fail(syncMessages.remoteUnreachable(error instanceof GitError ? error.message : String(error)));
  }
  const name = (request.name ?? '').trim() || repositoryNameOf(split.url);
  const link = links.create(
    {
      url: split.url,
      branch,
      package: pkg,
      name,
      displayName: (request.display_name ?? '').trim(),
      folderLogic: folderLogic as FolderLogicName,
      startingFolder: normalizeFolder(request.folder),
      credentials,
    },
    user,
  );
  return { success: 'X', repo_key: link.key, repo_name: link.name, message: messages.repositoryCreated };
}

export function deleteLink(links: RepositoryLinks, mirrors: GitMirrors, url: string | undefined): DeleteResult {
  const link = findLink(links, url);
  if (typeof link === 'string') return { success: '', error: link };
  links.remove(link.key);
  mirrors.discard(link.url);
  return { success: 'X', repo_key: link.key, message: syncMessages.repositoryDeleted };
}

export function linkStatus(links: RepositoryLinks, url: string | undefined): StatusResult {
  let normalized: string;
  try {
    normalized = splitRemoteUrl(url ?? '').url;
  } catch (error) {
    return { success: '', status: 'Not found', url: url ?? '', error: (error as Error).message };
  }
  const link = links.byUrl(normalized);
  if (!link) return { success: 'X', status: 'Not found', url: normalized };
  return {
    success: 'X',
    status: 'Found',
    url: link.url,
    repo_key: link.key,
    repo_name: link.name,
    display_name: link.displayName,
    package: link.package,
    branch: link.branch,
    folder_logic: link.folderLogic,
    starting_folder: link.startingFolder,
    transport_required: !isLocalPackage(link.package),
    last_pulled_commit: link.lastPulledCommit,
  };
}

/** The link of a request's URL, or the text saying why there is none. */
export function findLink(links: RepositoryLinks, url: string | undefined): RepositoryLink | string {
  let normalized: string;
  try {
    normalized = splitRemoteUrl(url ?? '').url;
  } catch (error) {
    return (error as Error).message;
  }
  return links.byUrl(normalized) ?? syncMessages.repositoryNotFound(normalized);
}

function repositoryNameOf(url: string): string {
  return basename(url.replace(/\/+$/, '')).replace(/\.git$/i, '') || url;
}
