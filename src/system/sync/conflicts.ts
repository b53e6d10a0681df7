/**
 * Conflicts a pull in mode abort refuses to overwrite: objects changed in the system since this
 * repository last pulled them (by any other route), objects this repository never pulled that differ from
 * git, objects deleted in git but changed in the system, and a remote branch that no longer descends from
 * the commit last pulled. docs/GIT-LOOP.md states the rules.
 */
import { syncMessages } from './sync-messages.js';

export type ConflictKind = 'changed_in_system' | 'never_pulled' | 'deleted_in_git_changed_in_system' | 'branch_diverged';

export interface Conflict {
  kind: ConflictKind;
  type: string;
  name: string;
  text: string;
}

/** The conflict_report text: one line per conflict, then what to do. */
export function conflictReport(conflicts: readonly Conflict[]): string {
  if (conflicts.length === 0) return '';
  return [`${conflicts.length} conflict(s) detected:`, ...conflicts.map((c) => `- ${c.text}`), syncMessages.conflictHint].join('\n');
}

export function parseConflictMode(value: string | undefined): 'abort' | 'ignore' | undefined {
  const mode = (value ?? '').trim().toLowerCase() || 'abort';
  return mode === 'abort' || mode === 'ignore' ? mode : undefined;
}
