/**
 * Flag specs several commands share, so that one flag reads the same in each command's help (the url flag of
 * the repository commands is repository-target.ts's urlFlag; run's and unit's measuring flags are profile-flags.ts's).
 */
import type { FlagSpec } from './command.js';

/** --transport of the commands that change objects: transportOf (commands/pull.ts) reads it and its fallbacks. */
export const transportFlag: FlagSpec = {
  type: 'string',
  value: 'request',
  description: 'transport request (default: credentials file, ABAP_TRANSPORT, the project hook, else the system picks)',
};

/** --limit and --offset for pages of `rows` (objects, references, the rows of a grid) with the service's default and largest page. */
export function pageFlags(rows: string, limits: { defaultLimit: number; maxLimit: number }): Record<'limit' | 'offset', FlagSpec> {
  return {
    limit: { type: 'string', value: 'n', description: `${rows} per page, 1 to ${limits.maxLimit}, default ${limits.defaultLimit}` },
    offset: { type: 'string', value: 'n', description: `${rows} to skip (the next page starts at the offset printed), default 0` },
  };
}
