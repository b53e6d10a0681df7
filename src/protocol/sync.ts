/**
 * Wire shapes of git synchronisation: POST /create, /delete, /status, /import (+ its poll) and /pull, one
 * TypeBox schema each (src/protocol/wire-schema.ts): the service validates the request bodies with them and
 * the client reads the answers through them, whatever spelling a server sends (upper or lower case, import
 * poll variant A or B, camelCase). Our service answers in the spelling shown here.
 */
import { gitCredentialFields, nameList, optionalText as boundedText, repositoryFields } from './body-fields.js';
import { alsoNamed, readWire, readWith, SapFlag as SapFlagSchema, Type, type Static } from './wire-schema.js';
import { field, record as asRecord, text } from './wire-values.js';

export type FolderLogicName = 'PREFIX' | 'FULL';
export type SapFlag = 'X' | '';

// ---------------------------------------------------------------- repository links

// Structure only: a missing url, an unknown package or a bad folder logic reach the handler.
export const CreateRequest = Type.Object({
  ...repositoryFields,
  package: boundedText(200),
  name: boundedText(200),
  display_name: boundedText(200),
  folder_logic: boundedText(20),
  /** Starting folder, for example /src/. */
  folder: boundedText(500),
  ...gitCredentialFields,
});
export type CreateRequest = Static<typeof CreateRequest>;

const maybeText = Type.Optional(Type.String());

export const CreateResult = Type.Object({
  success: SapFlagSchema,
  repo_key: maybeText,
  repo_name: maybeText,
  message: maybeText,
  error: maybeText,
});
export type CreateResult = Static<typeof CreateResult>;

/** POST /delete and POST /status: the repository by its URL. */
export const RepositoryUrlRequest = Type.Object({ url: repositoryFields.url });
export type RepositoryUrlRequest = Static<typeof RepositoryUrlRequest>;

export const DeleteResult = Type.Object({ success: SapFlagSchema, repo_key: maybeText, message: maybeText, error: maybeText });
export type DeleteResult = Static<typeof DeleteResult>;

export const StatusResult = Type.Object({
  success: SapFlagSchema,
  /** 'Found' or 'Not found' (public implementation). */
  status: Type.Union([Type.Literal('Found'), Type.Literal('Not found')]),
  url: Type.String(),
  repo_key: alsoNamed(maybeText, 'key'),
  repo_name: alsoNamed(maybeText, 'name'),
  display_name: maybeText,
  package: maybeText,
  branch: maybeText,
  folder_logic: maybeText,
  starting_folder: maybeText,
  last_pulled_commit: maybeText,
  error: maybeText,
  /** Changes to the package are recorded in transport requests (the package is not local). */
  transport_required: Type.Optional(Type.Boolean()),
});
export type StatusResult = Static<typeof StatusResult>;

// ---------------------------------------------------------------- import

export const ImportRequest = Type.Object({
  ...repositoryFields,
  package: boundedText(200),
  message: boundedText(10_000),
  ...gitCredentialFields,
  /**
   * abapdeck: delete the files of objects the system does not hold (kept by default). A backend without
   * this field ignores it and exports as it always does.
   */
  prune: Type.Optional(Type.Boolean()),
});
export type ImportRequest = Static<typeof ImportRequest>;

const importCommand = Type.Literal('import');

/** HTTP 202. */
export const ImportAccepted = Type.Object({
  success: Type.Literal(true),
  command: importCommand,
  status: Type.Literal('accepted'),
  jobName: Type.String(),
  jobNumber: Type.String(),
  message: Type.String(),
});
export type ImportAccepted = Static<typeof ImportAccepted>;

/** HTTP 200 when the job cannot be scheduled (no repository, no package). */
export const ImportRefused = Type.Object({
  success: Type.Literal(false),
  command: importCommand,
  /** Sent as `message` by some systems. */
  error: alsoNamed(Type.String(), 'message'),
});
export type ImportRefused = Static<typeof ImportRefused>;

/** The answer to POST /import. */
export const ImportStartResult = Type.Union([ImportAccepted, ImportRefused]);
export type ImportStartResult = Static<typeof ImportStartResult>;

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
export const ImportJobResult = Type.Object({
  success: SapFlagSchema,
  filesStaged: Type.String(),
  commitMessage: Type.String(),
  /** abapdeck: the files deleted by prune. */
  prunedFiles: Type.Optional(Type.Array(Type.String())),
});
export type ImportJobResult = Static<typeof ImportJobResult>;

/** A poll answer as the client uses it, whichever variant the server sent. */
export const ImportJobStatus = Type.Object({
  jobName: Type.String(),
  jobNumber: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('completed'), Type.Literal('error')]),
  message: Type.String(),
  progress: Type.Integer(),
  stage: maybeText,
  current: Type.Optional(Type.Integer()),
  total: Type.Optional(Type.Integer()),
  startedAt: maybeText,
  updatedAt: maybeText,
  completedAt: maybeText,
  result: Type.Optional(readWith(ImportJobResult, (value) => readImportJobResult(value)!)),
  errorMessage: maybeText,
  /** Set when the server does not know the job (or answered an error instead of a record). */
  error: maybeText,
});
export type ImportJobStatus = Static<typeof ImportJobStatus>;

export const importLimits = {
  pollIntervalMillis: 2000,
  pollGiveUpMillis: 10 * 60_000,
  jobNumberDigits: 8,
} as const;

// ---------------------------------------------------------------- pull

export type ConflictMode = 'abort' | 'ignore';

// Structure only: a missing url, an unknown repository or transport, a bad conflict mode reach the handler.
export const PullRequest = Type.Object({
  ...repositoryFields,
  ...gitCredentialFields,
  files: nameList,
  transport_request: boundedText(50),
  conflict_mode: boundedText(20),
  /** abapdeck: every name must exist (a standard name the kernel lacks fails the object instead of being a kernel gap). */
  strict: Type.Optional(Type.Boolean()),
});
export type PullRequest = Static<typeof PullRequest>;

/** E, W, I or S; an abort (A) reads as E, anything else as I. */
const LogTypeSchema = readWith(Type.Union([Type.Literal('E'), Type.Literal('W'), Type.Literal('I'), Type.Literal('S')]), (value) => {
  const type = text(value).toUpperCase();
  return type === 'E' || type === 'W' || type === 'S' ? type : type === 'A' ? 'E' : 'I';
});
export type LogType = Static<typeof LogTypeSchema>;

/** An entry of log_messages (protocol-notes: TYPE, OBJ_TYPE, OBJ_NAME, TEXT). */
export const PullLogMessage = Type.Object({
  TYPE: LogTypeSchema,
  OBJ_TYPE: Type.String(),
  OBJ_NAME: Type.String(),
  TEXT: Type.String(),
  /** abapdeck: KERNEL_GAP on the warning of a kernel gap. */
  CODE: maybeText,
  /** abapdeck: the missing name of a kernel gap. */
  NAME: maybeText,
  /** abapdeck: the file and line of the gap's first use. */
  FILE: maybeText,
  LINE: Type.Optional(Type.Integer()),
});
export type PullLogMessage = Static<typeof PullLogMessage>;

export const PullObjectRef = Type.Object({ obj_type: Type.String(), obj_name: Type.String() });
export type PullObjectRef = Static<typeof PullObjectRef>;

export const PullFailedObject = Type.Object({ type: LogTypeSchema, text: Type.String(), obj_type: Type.String(), obj_name: Type.String(), exception: Type.String() });
export type PullFailedObject = Static<typeof PullFailedObject>;

export const XmlFileDifference = Type.Object({
  filename: Type.String(),
  /** Path from the repository root, '/'-separated. */
  path: Type.String(),
  /** The bytes the system generates, base64. */
  data: Type.String(),
});
export type XmlFileDifference = Static<typeof XmlFileDifference>;

export const PullResult = Type.Object({
  success: SapFlagSchema,
  message: Type.String(),
  transport_request: Type.String(),
  activated_count: Type.Integer(),
  failed_count: Type.Integer(),
  activated_objects: Type.Array(PullObjectRef),
  failed_objects: Type.Array(PullFailedObject),
  log_messages: Type.Array(PullLogMessage),
  conflict_report: Type.String(),
  conflict_count: Type.Integer(),
  local_xml_files: Type.Array(XmlFileDifference),
  error_detail: maybeText,
  /** Sent (true) only when the repository lacks its .abapgit.xml. */
  missing_config_xml: Type.Optional(Type.Boolean()),
});
export type PullResult = Static<typeof PullResult>;

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
  if (Object.keys(asRecord(parsed)).length === 0) return undefined;
  return readWire(ImportJobResult, parsed);
}

/** Reads a poll answer of variant A (upper case), variant B (lower case) or camelCase. */
export function readImportJobStatus(raw: unknown): ImportJobStatus {
  const status = readWire(ImportJobStatus, raw);
  if (status.result === undefined) delete status.result;
  // an error instead of a record: the job failed (or is unknown)
  if (status.error && !text(field(asRecord(raw), 'status'))) status.status = 'error';
  return status;
}

/** Reads an import-start answer (camelCase per spec, upper case or snake_case from some servers): accepted with a job number. */
export function readImportStart(raw: unknown): ImportStartResult {
  const accepted = readWire(ImportAccepted, raw);
  const success = field(asRecord(raw), 'success');
  if ((success === true || success === 'X') && accepted.jobNumber) return accepted;
  const refused = readWire(ImportRefused, raw);
  return refused.error ? refused : { ...refused, error: 'The import job was not started' };
}

/** Reads a pull answer in either key spelling (log entries: TYPE/OBJ_TYPE/OBJ_NAME/TEXT in either). */
export function readPullResult(raw: unknown): PullResult {
  const result = readWire(PullResult, raw);
  if (!result.missing_config_xml) delete result.missing_config_xml;
  // the kernel gap's fields come with its code only
  for (const message of result.log_messages) {
    if (message.CODE === undefined) for (const key of ['NAME', 'FILE', 'LINE'] as const) delete message[key];
    else Object.assign(message, { NAME: message.NAME ?? '', FILE: message.FILE ?? '', LINE: message.LINE ?? 0 });
  }
  return result;
}

export function readCreateResult(raw: unknown): CreateResult {
  return readWire(CreateResult, raw);
}

export function readDeleteResult(raw: unknown): DeleteResult {
  return readWire(DeleteResult, raw);
}

/** A status answer; `url` stands in for a system that does not repeat it. Found without a status: a key was sent. */
export function readStatusResult(raw: unknown, url: string): StatusResult {
  const record = asRecord(raw);
  const result = readWire(StatusResult, { ...record, url: text(field(record, 'url')) || url });
  const status = text(field(record, 'status'));
  const success = field(record, 'success');
  result.status = status === 'Found' || (status === '' && (success === 'X' || success === true) && result.repo_key !== undefined) ? 'Found' : 'Not found';
  if (success === undefined) result.success = 'X';
  return result;
}
