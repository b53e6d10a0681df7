/**
 * Wire shapes of git synchronisation: POST /create, /delete, /status, /import (+ its poll) and /pull,
 * and the readers that turn whatever spelling a server sends (upper or lower case, import poll variant
 * A or B, camelCase) into these shapes. Our service answers in the spelling shown here.
 */
import { field, integer, optionalInteger, optionalText, record as asRecord, records, sapFlag, text, type Loose } from './wire-values.js';

export type FolderLogicName = 'PREFIX' | 'FULL';
export type SapFlag = 'X' | '';

// ---------------------------------------------------------------- repository links

export interface CreateRequest {
  url?: string;
  branch?: string;
  package?: string;
  name?: string;
  display_name?: string;
  folder_logic?: string;
  /** Starting folder, for example /src/. */
  folder?: string;
  username?: string;
  password?: string;
}

export interface CreateResult {
  success: SapFlag;
  repo_key?: string;
  repo_name?: string;
  message?: string;
  error?: string;
}

export interface RepositoryUrlRequest {
  url?: string;
}

export interface DeleteResult {
  success: SapFlag;
  repo_key?: string;
  message?: string;
  error?: string;
}

export interface StatusResult {
  success: SapFlag;
  /** 'Found' or 'Not found' (public implementation). */
  status: 'Found' | 'Not found';
  url: string;
  repo_key?: string;
  repo_name?: string;
  display_name?: string;
  package?: string;
  branch?: string;
  folder_logic?: string;
  starting_folder?: string;
  /** Changes to the package are recorded in transport requests (the package is not local). */
  transport_required?: boolean;
  last_pulled_commit?: string;
  error?: string;
}

// ---------------------------------------------------------------- import

export interface ImportRequest {
  url?: string;
  branch?: string;
  package?: string;
  message?: string;
  username?: string;
  password?: string;
  /**
   * abapdeck: delete the files of objects the system does not hold (kept by default). A backend without
   * this field ignores it and exports as it always does.
   */
  prune?: boolean;
}

/** HTTP 202. */
export interface ImportAccepted {
  success: true;
  command: 'import';
  status: 'accepted';
  jobName: string;
  jobNumber: string;
  message: string;
}

/** HTTP 200 when the job cannot be scheduled (no repository, no package). */
export interface ImportRefused {
  success: false;
  command: 'import';
  error: string;
}

export type ImportStartResult = ImportAccepted | ImportRefused;

export type JobStatusName = 'running' | 'completed' | 'error';
export type ImportStage = 'STAGE_FILES' | 'FINISHED' | 'FAILED';

/** The poll answer our service sends: variant A (upper-case keys). */
export interface ImportJobRecordA {
  JOB_NAME: string;
  JOB_NUMBER: string;
  STATUS: JobStatusName;
  MESSAGE: string;
  PROGRESS: number;
  RESULT?: string;
  ERROR_MESSAGE?: string;
  STARTED_AT: string;
  COMPLETED_AT?: string;
}

/** The poll answer for an unknown job number. */
export interface ImportJobUnknown {
  JOB_NUMBER: string;
  ERROR: string;
}

/** Content of RESULT on success (a JSON document serialised as a string). */
export interface ImportJobResult {
  success: SapFlag;
  filesStaged: string;
  commitMessage: string;
  /** abapdeck: the files deleted by prune. */
  prunedFiles?: string[];
}

/** A poll answer as the client uses it, whichever variant the server sent. */
export interface ImportJobStatus {
  jobName: string;
  jobNumber: string;
  status: JobStatusName;
  stage?: string;
  message: string;
  progress: number;
  current?: number;
  total?: number;
  startedAt?: string;
  updatedAt?: string;
  completedAt?: string;
  result?: ImportJobResult;
  errorMessage?: string;
  /** Set when the server does not know the job (or answered an error instead of a record). */
  error?: string;
}

export const importLimits = {
  pollIntervalMillis: 2000,
  pollGiveUpMillis: 10 * 60_000,
  jobNumberDigits: 8,
} as const;

// ---------------------------------------------------------------- pull

export type ConflictMode = 'abort' | 'ignore';

export interface PullRequest {
  url?: string;
  branch?: string;
  username?: string;
  password?: string;
  files?: string[];
  transport_request?: string;
  conflict_mode?: string;
  /** abapdeck: every name must exist (a standard name the kernel lacks fails the object instead of being a kernel gap). */
  strict?: boolean;
}

export type LogType = 'E' | 'W' | 'I' | 'S';

/** An entry of log_messages (protocol-notes: TYPE, OBJ_TYPE, OBJ_NAME, TEXT). */
export interface PullLogMessage {
  TYPE: LogType;
  OBJ_TYPE: string;
  OBJ_NAME: string;
  TEXT: string;
  /** abapdeck: KERNEL_GAP on the warning of a kernel gap. */
  CODE?: string;
  /** abapdeck: the missing name of a kernel gap. */
  NAME?: string;
  /** abapdeck: the file and line of the gap's first use. */
  FILE?: string;
  LINE?: number;
}

export interface PullObjectRef {
  obj_type: string;
  obj_name: string;
}

export interface PullFailedObject {
  type: LogType;
  text: string;
  obj_type: string;
  obj_name: string;
  exception: string;
}

export interface XmlFileDifference {
  filename: string;
  /** Path from the repository root, '/'-separated. */
  path: string;
  /** The bytes the system generates, base64. */
  data: string;
}

export interface PullResult {
  success: SapFlag;
  message: string;
  error_detail?: string;
  transport_request: string;
  activated_count: number;
  failed_count: number;
  activated_objects: PullObjectRef[];
  failed_objects: PullFailedObject[];
  log_messages: PullLogMessage[];
  conflict_report: string;
  conflict_count: number;
  local_xml_files: XmlFileDifference[];
  missing_config_xml?: boolean;
}

// ---------------------------------------------------------------- readers (client side)

/** RESULT of a completed job: a JSON string (spec) or an object (lenient). */
export function readImportJobResult(value: unknown): ImportJobResult | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const record = asRecord(parsed);
  if (Object.keys(record).length === 0) return undefined;
  return {
    success: sapFlag(field(record, 'success')),
    filesStaged: text(field(record, 'filesStaged', 'files_staged')),
    commitMessage: text(field(record, 'commitMessage', 'commit_message')),
    ...(Array.isArray(field(record, 'prunedFiles', 'pruned_files')) ? { prunedFiles: (field(record, 'prunedFiles', 'pruned_files') as unknown[]).map(text) } : {}),
  };
}

/** Reads a poll answer of variant A (upper case), variant B (lower case) or camelCase. */
export function readImportJobStatus(raw: unknown): ImportJobStatus {
  const record = asRecord(raw);
  const status = text(field(record, 'status')).toLowerCase();
  const error = optionalText(field(record, 'error'));
  const out: ImportJobStatus = {
    jobName: text(field(record, 'job_name', 'jobName')),
    jobNumber: text(field(record, 'job_number', 'jobNumber')),
    status: status === 'completed' || status === 'error' ? status : 'running',
    message: text(field(record, 'message')),
    progress: integer(field(record, 'progress')),
  };
  const optional: Partial<ImportJobStatus> = {
    stage: optionalText(field(record, 'stage')),
    current: optionalInteger(field(record, 'current')),
    total: optionalInteger(field(record, 'total')),
    startedAt: optionalText(field(record, 'started_at', 'startedAt')),
    updatedAt: optionalText(field(record, 'updated_at', 'updatedAt')),
    completedAt: optionalText(field(record, 'completed_at', 'completedAt')),
    result: readImportJobResult(field(record, 'result')),
    errorMessage: optionalText(field(record, 'error_message', 'errorMessage')),
    error,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (out as unknown as Loose)[key] = value;
  if (error && !status) out.status = 'error';
  return out;
}

/** Reads an accepted-import answer (camelCase per spec, upper case from some servers). */
export function readImportStart(raw: unknown): ImportStartResult {
  const record = asRecord(raw);
  const success = field(record, 'success');
  const jobNumber = text(field(record, 'jobNumber', 'job_number'));
  if ((success === true || success === 'X') && jobNumber) {
    return {
      success: true,
      command: 'import',
      status: 'accepted',
      jobName: text(field(record, 'jobName', 'job_name')),
      jobNumber,
      message: text(field(record, 'message')),
    };
  }
  return { success: false, command: 'import', error: text(field(record, 'error', 'message')) || 'The import job was not started' };
}

function readLogType(value: unknown): LogType {
  const type = text(value).toUpperCase();
  return type === 'E' || type === 'W' || type === 'S' ? type : type === 'A' ? 'E' : 'I';
}

/** Reads a pull answer in either key spelling (log entries: TYPE/OBJ_TYPE/OBJ_NAME/TEXT in either). */
export function readPullResult(raw: unknown): PullResult {
  const record = asRecord(raw);
  const result: PullResult = {
    success: sapFlag(field(record, 'success')),
    message: text(field(record, 'message')),
    transport_request: text(field(record, 'transport_request')),
    activated_count: integer(field(record, 'activated_count')),
    failed_count: integer(field(record, 'failed_count')),
    activated_objects: records(field(record, 'activated_objects')).map((o) => ({
      obj_type: text(field(o, 'obj_type')),
      obj_name: text(field(o, 'obj_name')),
    })),
    failed_objects: records(field(record, 'failed_objects')).map((o) => ({
      type: readLogType(field(o, 'type')),
      text: text(field(o, 'text')),
      obj_type: text(field(o, 'obj_type')),
      obj_name: text(field(o, 'obj_name')),
      exception: text(field(o, 'exception')),
    })),
    log_messages: records(field(record, 'log_messages')).map((m) => ({
      TYPE: readLogType(field(m, 'type')),
      OBJ_TYPE: text(field(m, 'obj_type')),
      OBJ_NAME: text(field(m, 'obj_name')),
      TEXT: text(field(m, 'text')),
      ...(text(field(m, 'code')) ? { CODE: text(field(m, 'code')), NAME: text(field(m, 'name')), FILE: text(field(m, 'file')), LINE: integer(field(m, 'line')) } : {}),
    })),
    conflict_report: text(field(record, 'conflict_report')),
    conflict_count: integer(field(record, 'conflict_count')),
    local_xml_files: records(field(record, 'local_xml_files')).map((f) => ({
      filename: text(field(f, 'filename')),
      path: text(field(f, 'path')),
      data: text(field(f, 'data')),
    })),
  };
  const detail = optionalText(field(record, 'error_detail'));
  if (detail !== undefined) result.error_detail = detail;
  const missing = field(record, 'missing_config_xml');
  if (missing === true || missing === 'X') result.missing_config_xml = true;
  return result;
}

export function readCreateResult(raw: unknown): CreateResult {
  const record = asRecord(raw);
  const out: CreateResult = { success: sapFlag(field(record, 'success')) };
  for (const key of ['repo_key', 'repo_name', 'message', 'error'] as const) {
    const value = optionalText(field(record, key));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export function readDeleteResult(raw: unknown): DeleteResult {
  return readCreateResult(raw) as DeleteResult;
}

export function readStatusResult(raw: unknown, url: string): StatusResult {
  const record = asRecord(raw);
  const status = text(field(record, 'status'));
  const success = field(record, 'success');
  const found = status === 'Found' || (status === '' && (success === 'X' || success === true) && !!field(record, 'repo_key', 'key'));
  const out: StatusResult = { success: sapFlag(success ?? 'X'), status: found ? 'Found' : 'Not found', url: text(field(record, 'url')) || url };
  const copy = (key: keyof StatusResult, ...names: string[]) => {
    const value = optionalText(field(record, ...names));
    if (value !== undefined) (out as unknown as Loose)[key] = value;
  };
  copy('repo_key', 'repo_key', 'key');
  copy('repo_name', 'repo_name', 'name');
  copy('display_name', 'display_name');
  copy('package', 'package');
  copy('branch', 'branch');
  copy('folder_logic', 'folder_logic');
  copy('starting_folder', 'starting_folder');
  copy('last_pulled_commit', 'last_pulled_commit');
  copy('error', 'error');
  const required = field(record, 'transport_required');
  if (required !== undefined) out.transport_required = required === true || required === 'true' || required === 'X';
  return out;
}
