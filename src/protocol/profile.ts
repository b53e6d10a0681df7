/**
 * The profile and SQL trace of a run on the embedded system (an abapdeck extension, docs/ARCHITECTURE.md
 * "Profiler and SQL trace"): optional on the run and unit endpoints.
 *
 * - POST /unit: body fields `profile` and `sql_trace` (booleans); the answer gets PROFILE and SQL_TRACE.
 * - POST {dev_api_base}/oo/classrun/<class>, /programs/programrun/<program>: query parameters `profile=true`,
 *   `sqlTrace=true`; with either, the answer is JSON `{ output, profile?, sql_trace? }` instead of the text.
 *
 * Times are milliseconds; `own` leaves out the calls a statement or procedure makes, `total` holds them.
 * Lines are rows of the abapGit source file (`file`). Capability in GET /health: `run.profile`.
 */
export const runProfileCapability = 'run.profile';

export interface ProfileStatement {
  /** The object whose source holds the statement (upper case), and its type. */
  object: string;
  type: string;
  file: string;
  line: number;
  /** The procedure (CLASS=>METHOD, form, function module) the statement is in; empty at a program's top. */
  procedure: string;
  /** The statement's text (its first line). */
  source: string;
  count: number;
  own_ms: number;
  total_ms: number;
}

export interface ProfileProcedure {
  object: string;
  type: string;
  kind: 'METHOD' | 'FORM' | 'FUNCTION' | 'MODULE' | 'PROGRAM';
  name: string;
  file: string;
  /** The row of METHOD, FORM, … (of the first statement for a program's top). */
  line: number;
  calls: number;
  own_ms: number;
  total_ms: number;
}

export interface ProfileLine {
  line: number;
  count: number;
  own_ms: number;
}

/** A procedure as called from one statement of its caller (a root has no call_line). */
export interface ProfileCallNode {
  name: string;
  kind: ProfileProcedure['kind'];
  object: string;
  file: string;
  line: number;
  call_file?: string;
  call_line?: number;
  calls: number;
  own_ms: number;
  total_ms: number;
  /** Own time of the node's statements. */
  lines: ProfileLine[];
  children: ProfileCallNode[];
}

export interface RunProfile {
  total_ms: number;
  /** Sorted by own time, the longest first. */
  statements: ProfileStatement[];
  procedures: ProfileProcedure[];
  call_tree: ProfileCallNode[];
}

export type SqlOperation = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'EXECUTE';

/** One statement the run sent to SQLite. */
export interface SqlTraceStatement {
  operation: SqlOperation;
  table: string;
  object: string;
  file: string;
  line: number;
  /** The ABAP statement that sent it. */
  statement: string;
  /** The SQL sent to SQLite and its parameters (bound values, then the literals of the text). */
  sql: string;
  parameters: Array<string | number | null>;
  rows: number;
  ms: number;
}

/** Identical statements: the same SQL (literals as ?) sent from the same ABAP statement. */
export interface SqlTraceGroup extends Pick<SqlTraceStatement, 'operation' | 'table' | 'object' | 'file' | 'line' | 'statement' | 'sql'> {
  executions: number;
  rows: number;
  total_ms: number;
}

export type SqlFindingKind = 'N_PLUS_ONE' | 'SELECT_STAR' | 'FULL_SCAN' | 'SINGLE_WITHOUT_KEY';

export interface SqlFinding {
  kind: SqlFindingKind;
  table: string;
  object: string;
  file: string;
  line: number;
  /** N_PLUS_ONE: the loop the statement runs in (its file may be a caller's). */
  loop_file?: string;
  loop_line?: number;
  executions?: number;
  text: string;
}

export interface SqlTrace {
  total_ms: number;
  statements: SqlTraceStatement[];
  groups: SqlTraceGroup[];
  findings: SqlFinding[];
}

/** What a run measured besides its result. */
export interface RunMeasurements {
  profile?: RunProfile;
  sql_trace?: SqlTrace;
}
