/**
 * The repository a sync command means, from its --url and --branch flags (src/workspace/repository-target.ts
 * decides; a missing remote is a usage error here).
 */
import type { CommandContext } from './context.js';
import type { FlagSpec, FlagValues } from './command.js';
import { stringFlag } from './command.js';
import { UsageError } from './errors.js';
import { NoRemoteError, repositoryTarget as workspaceTarget, type RepositoryTarget } from '../workspace/repository-target.js';

/** The --url flag every sync command takes (read by repositoryTarget). */
export const urlFlag: FlagSpec = { type: 'string', value: 'git-url', description: 'repository URL (default: the remote origin of this git folder)' };

export async function repositoryTarget(context: CommandContext, flags: FlagValues): Promise<RepositoryTarget> {
  try {
    return await workspaceTarget(context, { url: stringFlag(flags, 'url'), branch: stringFlag(flags, 'branch') });
  } catch (error) {
    if (error instanceof NoRemoteError) throw new UsageError(error.message);
    throw error;
  }
}
