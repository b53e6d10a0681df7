/**
 * Messages between the service process and its work processes (child processes, Node IPC channel).
 * One request at a time per work process; every request is answered with exactly one result.
 */
import type { TestMethodChoice } from '../../../protocol/unit-method.js';

/** Environment variable carrying a work process's configuration (JSON). */
export const WORK_PROCESS_ENV = 'ABAPDECK_WORK_PROCESS';

/** File descriptor of a spare pipe every work process gets, for a debugger agent (see WorkProcess.agentChannel). */
export const AGENT_CHANNEL_FD = 4;

/** File descriptor of the pipe to the work process's watchdog thread (worker/watchdog.ts). */
export const WATCHDOG_FD = 5;

export interface WorkProcessConfig {
  /** The build generation the process loads, and its folder. */
  generation: number;
  generationDir: string;
  /** The application database file. */
  dataFile: string;
  sid: string;
  host: string;
  /**
   * A module the work process imports after loading the generation and before reporting ready, with
   * `start({ channelFd, generationDir })`: the hook for an in-process agent (the debugger's inspector agent
   * in a worker thread). Absent: no agent.
   */
  agentModule?: string;
  /**
   * A process for coverage runs: V8's precise block coverage starts before the generation loads (V8 counts
   * blocks only in functions compiled after coverage started, so a process cannot switch it on later).
   */
  coverage?: boolean;
  /**
   * A process for profiled runs: the generation's modules load with each statement counting itself
   * (measure/profile-loader.ts), so plain processes never pay for the counting.
   */
  profile?: boolean;
}

/** What a run measures besides its result: a profile (needs a profile process) and the SQL trace. */
export interface RunMeasure {
  profile?: boolean;
  sqlTrace?: boolean;
}

export type RunKind = 'classrun' | 'programrun' | 'unit';

export type RunRequest =
  | { kind: 'classrun'; className: string; measure?: RunMeasure }
  | { kind: 'programrun'; program: string; measure?: RunMeasure }
  /**
   * Global classes whose local test classes run. With `coverage`: the generated modules (relative to the
   * generation folder) whose block counts the run reports; such a request needs a coverage process. With
   * `method`: that test method alone (POST /unit/method).
   */
  | { kind: 'unit'; classes: string[]; coverage?: string[]; maxRuntimeMillis?: number; measure?: RunMeasure; method?: TestMethodChoice };

/** Who runs: the calling user in a client (sy-uname, sy-mandt; the database acts on that client). */
export interface RunContext {
  user: string;
  client: string;
  language: string;
}

/** A frame of ABAP code, innermost first in lists: the module it ran in and the source row it maps to. */
export interface AbapFrame {
  /** Generated module file, relative to the generation folder. */
  module: string;
  /** Lower-case ABAP source file name (abapGit name). */
  file: string;
  row: number;
  column: number;
  /** The JavaScript function (for diagnosis only). */
  jsName: string;
}

/** Why a run (or a test method) ended abnormally, as the work process saw it. */
export interface AbortInfo {
  /**
   * exception: an ABAP exception nobody caught; classic: a classic exception (RAISE in a function module)
   * nobody handled; internal: a failure of generated code or the runtime (a JavaScript error);
   * load: the object has no loadable code (transpiler problems).
   */
  reason: 'exception' | 'classic' | 'internal' | 'load';
  /** Upper-case exception class and its superclasses, most specific first. */
  exceptionClasses: string[];
  /** The exception's text (GET_TEXT), or the internal error's message. */
  text: string;
  /** Calculation type of a failed arithmetic operation (division by zero): INT, BCD or FLOAT. */
  calculationType?: 'INT' | 'BCD' | 'FLOAT';
  /** Name of a classic exception. */
  classic?: string;
  /** ABAP frames, innermost (the raising statement) first. */
  frames: AbapFrame[];
  /** Simple public attributes of the exception (name → value), for the error analysis. */
  attributes: Record<string, string>;
  /** The JavaScript stack of an internal failure (kept in the dump's analysis, never sent to clients otherwise). */
  internalStack?: string;
}

export type UnitOutcome =
  | { kind: 'passed' }
  | { kind: 'skipped'; text: string }
  | { kind: 'failure'; message: string; expected: string; actual: string; detail: string; frames: AbapFrame[] }
  | { kind: 'error'; abort: AbortInfo };

export interface UnitMethodResult {
  objectName: string;
  testClass: string;
  method: string;
  outcome: UnitOutcome;
  millis: number;
}

/**
 * V8's block counts of one generated module during a run: [startOffset, endOffset, count] ranges of every
 * function (offsets in the module's text; a narrower range inside a wider one overrides it).
 */
export interface ModuleCoverage {
  module: string;
  ranges: Array<[number, number, number]>;
}

/** A statement of a profiled run as the work process counted it (times in milliseconds, own excludes callees). */
export interface RawProfileStatement {
  module: string;
  file: string;
  row: number;
  /** The procedure's key (module and list, see RawProfileProcedure). */
  procedure: string;
  count: number;
  own: number;
  total: number;
}

/** A procedure (method, form, function module, program) of a profiled run. */
export interface RawProfileProcedure {
  key: string;
  module: string;
  /** The generated function's name (diagnosis only). */
  jsName: string;
  /** File and row of its first statement (the service names the procedure from them). */
  file: string;
  row: number;
  calls: number;
  own: number;
  total: number;
}

/** A call tree node: a procedure as called from its parent's statement (site), with its own time per row. */
export interface RawProfileNode {
  procedure: string;
  /** File and row of the calling statement (none for a root). */
  site?: { file: string; row: number };
  calls: number;
  own: number;
  total: number;
  /** Own time per statement of this node: [row, milliseconds, count] (rows only: the answer names lines by row). */
  lines: Array<[number, number, number]>;
  children: RawProfileNode[];
}

export interface RawProfile {
  statements: RawProfileStatement[];
  procedures: RawProfileProcedure[];
  roots: RawProfileNode[];
  millis: number;
}

/** A database statement of a traced run. */
export interface RawSqlStatement {
  operation: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'EXECUTE';
  table: string;
  /** The SQL sent to SQLite (after the client rewrite), its bound parameters and its literals. */
  sql: string;
  parameters: Array<string | number | null>;
  rows: number;
  millis: number;
  /** ABAP frames, innermost first (file and row). */
  frames: Array<{ file: string; row: number }>;
  /** SQLite's EXPLAIN QUERY PLAN of a SELECT (detail texts). */
  plan?: string[];
  /** The table's key columns (client column left out) and its number of columns. */
  keyColumns?: string[];
  columnCount?: number;
}

export interface RunMeasured {
  profile?: RawProfile;
  sqlTrace?: RawSqlStatement[];
}

export type RunResult =
  | ({ status: 'ok'; output: string; unit?: UnitMethodResult[]; coverage?: ModuleCoverage[]; millis: number } & RunMeasured)
  | ({ status: 'aborted'; output: string; abort: AbortInfo; unit?: UnitMethodResult[]; coverage?: ModuleCoverage[]; millis: number } & RunMeasured);

export type ToWorkProcess =
  | { type: 'run'; id: number; request: RunRequest; context: RunContext }
  /** Finish the current request, then exit. */
  | { type: 'stop' };

export type FromWorkProcess =
  | { type: 'ready'; generation: number; loadMillis: number; unloadable: Array<{ module: string; reason: string }> }
  | { type: 'result'; id: number; result: RunResult }
  /**
   * A unit run's progress, sent before each test method starts (`running`) and after it ends (`result`): when
   * the run reaches its time limit, the methods that finished keep their results and the one running is named.
   */
  | { type: 'unit-progress'; id: number; running?: UnitRunning; result?: UnitMethodResult };

/** The test method a unit run is in. */
export interface UnitRunning {
  objectName: string;
  testClass: string;
  method: string;
}
