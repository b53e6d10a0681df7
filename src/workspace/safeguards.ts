/**
 * The project's safeguards (.abapgit-agent.json `safeguards` and `transports`), decided once for the CLI
 * and the TUI: each answers the refusal in the public implementation's wording, or undefined when the
 * operation may go ahead. The CLI turns a refusal into exit code 4; the TUI shows it in the status line.
 */
import { messages } from '../protocol/messages.js';
import type { ProjectConfig } from './project.js';

const reasonLines = (reason: string | undefined) => (reason ? [messages.reason(reason)] : []);

export function pullRefusal(project: ProjectConfig, hasFiles: boolean): string | undefined {
  const { safeguards } = project;
  if (safeguards.disablePull) return [messages.commandDisabled('pull'), ...reasonLines(safeguards.reason), messages.contactMaintainer].join('\n');
  if (safeguards.requireFilesForPull && !hasFiles) return [messages.filesRequiredForProject, ...reasonLines(safeguards.reason)].join('\n');
  return undefined;
}

export function runRefusal(safeguards: Pick<ProjectConfig['safeguards'], 'disableRun' | 'reason'>): string | undefined {
  if (!safeguards.disableRun) return undefined;
  return [messages.commandDisabled('run'), ...reasonLines(safeguards.reason), messages.contactMaintainer].join('\n');
}

/** disableImport (users of importAllowedUsers exempt) and requireImportMessage. */
export function importRefusal(project: ProjectConfig, user: string, message: string | undefined): string | undefined {
  const { safeguards } = project;
  if (safeguards.disableImport && !safeguards.importAllowedUsers.includes(user.toUpperCase())) {
    const allowed = safeguards.importAllowedUsers.length > 0 ? [`Allowed users: ${safeguards.importAllowedUsers.join(', ')}`] : [];
    return [messages.commandDisabled('import'), ...reasonLines(safeguards.reason), ...allowed].join('\n');
  }
  if (safeguards.requireImportMessage && !(message ?? '').trim()) return ['import requires a commit message for this project', ...reasonLines(safeguards.reason)].join('\n');
  return undefined;
}

/** transports.allowCreate / allowRelease. */
export function transportRefusal(project: ProjectConfig, action: string): string | undefined {
  const { transports } = project;
  if (action === 'create' && !transports.allowCreate) return ['transport create is disabled for this project.', ...reasonLines(transports.reason)].join('\n');
  if (action === 'release' && !transports.allowRelease) return ['transport release is disabled for this project.', ...reasonLines(transports.reason)].join('\n');
  return undefined;
}
