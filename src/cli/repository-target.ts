/**
 * Which remote repository a sync command means: --url and --branch, else the remote URL and current
 * branch of the local git working folder; and the git credentials to send (user information inside the
 * URL, else gitUsername/gitPassword of the credentials file or GIT_USERNAME/GIT_PASSWORD).
 */
import type { CommandContext } from './context.js';
import type { FlagValues } from './command.js';
import { stringFlag } from './command.js';
import { UsageError } from './errors.js';
import { readWorkspace, splitUrlCredentials, type Workspace } from '../workspace/git-workspace.js';

export interface RepositoryTarget {
  url: string;
  branch?: string;
  workspace?: Workspace;
  username?: string;
  password?: string;
}

export const noRemoteMessage = 'Not in a git repository with a remote named origin: give --url <git-url>';

export async function repositoryTarget(context: CommandContext, flags: FlagValues): Promise<RepositoryTarget> {
  const workspace = await readWorkspace(context.cwd);
  const rawUrl = stringFlag(flags, 'url') ?? workspace?.remoteUrl;
  if (!rawUrl) throw new UsageError(noRemoteMessage);
  const split = splitUrlCredentials(rawUrl.trim());
  const connection = await context.connection();
  const target: RepositoryTarget = { url: split.url, workspace };
  const branch = stringFlag(flags, 'branch') ?? workspace?.branch;
  if (branch) target.branch = branch;
  const username = split.username ?? connection.gitUsername ?? context.env['GIT_USERNAME'];
  const password = split.password ?? connection.gitPassword ?? context.env['GIT_PASSWORD'];
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
