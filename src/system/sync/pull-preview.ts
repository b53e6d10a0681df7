/**
 * The answer of a pull preview (`pull --dry-run`, `diff`): per object what a pull would do — create,
 * update, delete, unchanged or conflict — with a unified diff of each of its abapGit files between the
 * system (active version, and the inactive one where it exists) and git. Both sides are written by the
 * system's serializer, so metadata differences are real differences, never formatting.
 * Upper-case keys, as abapdeck's extension routes answer.
 */
import { createTwoFilesPatch } from 'diff';
import { serializeObject } from '../abapgit/index.js';
import type { AbapObject } from '../objects.js';
import type { StoredObject } from '../repository/objects.js';
import type { PullLogMessage } from '../../protocol/sync.js';
import type { PreviewAction, PreviewFileDiff, PullPreview } from '../../protocol/sync-extensions.js';

export type { PullPreview } from '../../protocol/sync-extensions.js';
import type { Conflict } from './conflicts.js';
import type { Candidate } from './pull-plan.js';
import { objectKey } from '../objects.js';

export function previewFailure(error: string, log: readonly PullLogMessage[]): PullPreview {
  return { ...emptyPreview(), SUCCESS: '', ERROR: error, LOG_MESSAGES: [...log] };
}

function emptyPreview(): PullPreview {
  return {
    SUCCESS: 'X',
    COMMAND: 'PULL_PREVIEW',
    COMMIT: '',
    BRANCH: '',
    METADATA_COMPARED: true,
    OBJECTS: [],
    SUMMARY: { CREATE: 0, UPDATE: 0, DELETE: 0, UNCHANGED: 0, CONFLICT: 0 },
    LOG_MESSAGES: [],
    ERROR: '',
  };
}

export interface PreviewInput {
  commit: string;
  branch: string;
  candidates: readonly Candidate[];
  deletions: readonly StoredObject[];
  conflicts: readonly Conflict[];
  log: readonly PullLogMessage[];
}

export function buildPreview(input: PreviewInput): PullPreview {
  const preview: PullPreview = { ...emptyPreview(), COMMIT: input.commit, BRANCH: input.branch, LOG_MESSAGES: [...input.log] };
  const conflictText = new Map(input.conflicts.filter((c) => c.name).map((c) => [objectKey(c.type, c.name), c.text]));
  for (const candidate of input.candidates) {
    const { object } = candidate;
    const conflict = conflictText.get(candidate.key) ?? '';
    const action: PreviewAction = conflict ? 'conflict' : !candidate.changed ? 'unchanged' : candidate.current || candidate.inactive ? 'update' : 'create';
    const files = candidate.changed || candidate.inactive ? [...fileDiffs(candidate.current, object, 'active'), ...fileDiffs(candidate.inactive, object, 'inactive', candidate.inactive !== undefined)] : [];
    preview.OBJECTS.push({ OBJ_TYPE: object.type, OBJ_NAME: object.name, PACKAGE: object.package, ACTION: action, CONFLICT: conflict, HAS_INACTIVE: !!candidate.inactive, FILES: files });
  }
  for (const object of input.deletions) {
    const conflict = conflictText.get(objectKey(object.type, object.name)) ?? '';
    preview.OBJECTS.push({
      OBJ_TYPE: object.type,
      OBJ_NAME: object.name,
      PACKAGE: object.package,
      ACTION: conflict ? 'conflict' : 'delete',
      CONFLICT: conflict,
      HAS_INACTIVE: false,
      FILES: fileDiffs(object, undefined, 'active'),
    });
  }
  preview.OBJECTS.sort((a, b) => `${a.OBJ_TYPE} ${a.OBJ_NAME}`.localeCompare(`${b.OBJ_TYPE} ${b.OBJ_NAME}`));
  for (const object of preview.OBJECTS) preview.SUMMARY[object.ACTION.toUpperCase() as keyof PullPreview['SUMMARY']]++;
  const branchConflicts = input.conflicts.filter((c) => !c.name);
  for (const conflict of branchConflicts) preview.LOG_MESSAGES.push({ TYPE: 'W', OBJ_TYPE: '', OBJ_NAME: '', TEXT: conflict.text });
  preview.SUMMARY.CONFLICT += branchConflicts.length;
  return preview;
}

/**
 * Unified diffs, file by file, from a system version to git's (either may be missing: a new or deleted
 * object). Files that are equal are left out. `always`: compare even when the system side is missing.
 */
export function fileDiffs(system: AbapObject | undefined, git: AbapObject | undefined, against: 'active' | 'inactive', always = true): PreviewFileDiff[] {
  if (!always || (!system && !git)) return [];
  const before = filesOf(system);
  const after = filesOf(git);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const diffs: PreviewFileDiff[] = [];
  for (const path of paths) {
    const old = before.get(path) ?? '';
    const next = after.get(path) ?? '';
    if (old === next) continue;
    const label = against === 'active' ? 'system (active)' : 'system (inactive)';
    diffs.push({ FILE: path, AGAINST: against, DIFF: createTwoFilesPatch(`${label}/${path}`, `git/${path}`, old, next, undefined, undefined, { context: 3 }) });
  }
  return diffs;
}

function filesOf(object: AbapObject | undefined): Map<string, string> {
  if (!object) return new Map();
  const files = serializeObject({ type: object.type, name: object.name, description: object.description, metadata: object.metadata, sources: object.sources });
  return new Map(files.map((file) => [file.path, file.data.toString('utf8')]));
}
