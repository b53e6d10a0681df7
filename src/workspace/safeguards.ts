/**
 * The project's safeguards (.abapgit-agent.json `safeguards` and `transports`), decided once for the CLI
 * and the TUI: each answers the refusal in the public implementation's wording, or undefined when the
 * operation may go ahead. The CLI turns a refusal into exit code 4; the TUI shows it in the status line.
 */
import { messages } from '../protocol/messages.js';
import type { ProjectConfig } from './project.js';
import type { Connection } from './credentials.js';

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

/** The operations a read-only context refuses (contexts.ts `readOnly`). */
export const readOnlyOperations = ['pull', 'import', 'customize', 'drop', 'transport release', 'run', 'unit', 'debug', 'dbview deploy', 'schema mapping'] as const;
export type ReadOnlyOperation = (typeof readOnlyOperations)[number];

/**
 * A read-only context's refusal of an operation that changes the system (or runs code on it), decided at the
 * client before any call; undefined when the connection is not read-only. The CLI turns it into exit code 4,
 * the TUI shows it in the status line.
 */
export function readOnlyRefusal(connection: Pick<Connection, 'context'>, operation: ReadOnlyOperation): string | undefined {
  const context = connection.context;
  if (!context?.readOnly) return undefined;
  return `${operation} is refused: context '${context.name}' is read-only${context.production ? ' (production)' : ''}. Switch context (abapdeck --context <name>, abapdeck ctx use <name>, or :ctx in the TUI) or remove "readOnly" from it in the contexts file.`;
}
