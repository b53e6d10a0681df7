/**
 * Wire shapes of abapdeck's extension routes of git synchronisation (protocol-notes: "abapdeck's
 * extensions"): upper-case keys. Shared by the service that answers them and the client that reads them.
 */
import type { PullLogMessage } from './sync.js';

/** Capability names GET /health lists for these routes. */
export const syncCapability = {
  pullPreview: 'pull.preview',
  importPreview: 'import.preview',
  versions: 'versions',
  undoPreview: 'pull.undo.preview',
  pullWorkingFiles: 'pull.working-files',
} as const;

/** One file of the working folder a pull takes instead of git's (POST /pull/working-files). */
export interface WorkingFile {
  /** Its path relative to the repository's root, `/`-separated: `src/zcl_demo.clas.abap`. */
  FILE: string;
  /** Its bytes, base64. */
  CONTENT: string;
}

/**
 * POST /pull/working-files: the pull body, plus files of the working folder whose contents the system takes
 * instead of git's branch head (a file git does not have yet is allowed). The pull's scope is these files
 * (and `files`, when given). Answered as POST /pull is, upper case.
 */
export interface WorkingFilesPullRequest {
  url?: string;
  branch?: string;
  username?: string;
  password?: string;
  files?: string[];
  transport_request?: string;
  conflict_mode?: string;
  strict?: boolean;
  WORKING_FILES: WorkingFile[];
}

/** Bounds of one pull of working files: the files, each file's bytes, the whole body. */
export const workingFilesLimits = { files: 100, fileBytes: 2 * 1024 * 1024, bodyBytes: 8 * 1024 * 1024 } as const;

export type PreviewAction = 'create' | 'update' | 'delete' | 'unchanged' | 'conflict';

export interface PreviewFileDiff {
  FILE: string;
  /** Which system version git is compared with. */
  AGAINST: 'active' | 'inactive';
  DIFF: string;
}

export interface PreviewObject {
  OBJ_TYPE: string;
  OBJ_NAME: string;
  PACKAGE: string;
  ACTION: PreviewAction;
  CONFLICT: string;
  HAS_INACTIVE: boolean;
  FILES: PreviewFileDiff[];
}

export interface PullPreview {
  SUCCESS: 'X' | '';
  COMMAND: 'PULL_PREVIEW';
  COMMIT: string;
  BRANCH: string;
  METADATA_COMPARED: boolean;
  OBJECTS: PreviewObject[];
  SUMMARY: Record<'CREATE' | 'UPDATE' | 'DELETE' | 'UNCHANGED' | 'CONFLICT', number>;
  LOG_MESSAGES: PullLogMessage[];
  ERROR: string;
}


export interface PullPreviewRequest {
  url?: string;
  branch?: string;
  username?: string;
  password?: string;
  files?: string[];
  /** Object names (any type), beside or instead of files. */
  objects?: string[];
  conflict_mode?: string;
  /** Compare another commit of the branch than its head: a sha, or `last-pulled` (the commit last pulled). */
  at?: string;
}

export interface ImportPreviewRequest {
  url?: string;
  branch?: string;
  package?: string;
  username?: string;
  password?: string;
  prune?: boolean;
}

export interface ImportPreviewResult {
  SUCCESS: 'X' | '';
  COMMAND: 'IMPORT_PREVIEW';
  PACKAGE?: string;
  URL?: string;
  BRANCH?: string;
  ADDED?: string[];
  CHANGED?: string[];
  DELETED?: string[];
  UNCHANGED?: number;
  ERROR: string;
}

export interface UndoRequest {
  url?: string;
  transport_request?: string;
  /** Answer what the undo would do (OBJECTS with their actions, the conflicts) and change nothing (capability pull.undo.preview). */
  dry_run?: boolean;
}

export interface UndoneObject {
  OBJ_TYPE: string;
  OBJ_NAME: string;
  /** restored: the earlier version is active again; deleted: the pull had created it; recreated: the pull had deleted it. */
  ACTION: 'restored' | 'deleted' | 'recreated';
}

export interface UndoResult {
  SUCCESS: 'X' | '';
  COMMAND: 'UNDO';
  /** A dry run: nothing was changed (absent on a real undo). */
  DRY_RUN?: boolean;
  MESSAGE: string;
  EVENT: number;
  UNDONE_EVENT: number;
  TRANSPORT_REQUEST: string;
  OBJECTS: UndoneObject[];
  CONFLICT_REPORT: string;
  CONFLICT_COUNT: number;
  /** Objects another user's open transport request holds, one text each, when they refused the undo. */
  LOCKED_OBJECTS?: string[];
  ERROR: string;
}

export interface HistoryRequest {
  url?: string;
  objects?: string[];
  limit?: number;
}

export interface HistoryEventRecord {
  ID: number;
  KIND: string;
  USER: string;
  STARTED_AT: string;
  FINISHED_AT: string;
  STATUS: string;
  COMMIT: string;
  TRANSPORT: string;
  ACTIVATED: number;
  FAILED: number;
  DELETED: number;
  MESSAGE: string;
  LOG_MESSAGES: PullLogMessage[];
}

export interface HistoryVersionRecord {
  OBJ_TYPE: string;
  OBJ_NAME: string;
  ID: number;
  VERSION: string;
  PACKAGE: string;
  USER: string;
  AT: string;
  ORIGIN: string;
  TRANSPORT: string;
  EVENT: number;
}

export interface HistoryResult {
  SUCCESS: 'X' | '';
  COMMAND: 'HISTORY';
  REPOSITORY: { URL: string; PACKAGE: string; BRANCH: string; LAST_PULLED_COMMIT: string } | null;
  EVENTS: HistoryEventRecord[];
  VERSIONS: HistoryVersionRecord[];
  ERROR: string;
}

