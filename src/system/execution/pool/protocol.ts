/**
 * Messages between the service process and its work processes (child processes, Node IPC channel).
 * One request at a time per work process; every request is answered with exactly one result.
 */

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
}

export type RunKind = 'classrun' | 'programrun' | 'unit';

export type RunRequest =
  | { kind: 'classrun'; className: string }
  | { kind: 'programrun'; program: string }
  /**
   * Global classes whose local test classes run. With `coverage`: the generated modules (relative to the
   * generation folder) whose block counts the run reports; such a request needs a coverage process.
   */
  | { kind: 'unit'; classes: string[]; coverage?: string[]; maxRuntimeMillis?: number };

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

export type RunResult =
  | { status: 'ok'; output: string; unit?: UnitMethodResult[]; coverage?: ModuleCoverage[]; millis: number }
  | { status: 'aborted'; output: string; abort: AbortInfo; unit?: UnitMethodResult[]; coverage?: ModuleCoverage[]; millis: number };

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
