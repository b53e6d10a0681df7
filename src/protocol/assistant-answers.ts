/**
 * The schemas of the answers the command line makes itself (no wire shape of the system's): `--json` of ctx list,
 * health, lint, history, diff, run and the debugger's commands. The MCP face lists them as its tools' output
 * schemas (src/mcp/output-schemas.ts) and reads each answer through them (readWire), so the two faces agree.
 * Keys are spelt as the CLI prints them.
 */
import { ReachedBreakpoint, StackEntry } from './debugger-shapes.js';
import { UnitResult } from './execution.js';
import { ImportJobStatus, PullLogMessage } from './sync.js';
import { ClassCoverage } from './unit-coverage.js';
import { SapFlag, Type, type Static, type TSchema } from './wire-schema.js';

const text = Type.String();
const count = Type.Integer();
const optionalText = Type.Optional(Type.String());

/** `abapdeck ctx list --json`. */
export const ContextsAnswer = Type.Object({
  action: Type.String(),
  file: text,
  exists: Type.Boolean(),
  current: Type.Union([Type.String(), Type.Null()]),
  /** What a command in this folder uses (kind: context, working-folder, environment, embedded-default), and why. */
  active: Type.Object({ kind: text, name: optionalText, why: optionalText }),
  contexts: Type.Array(
    Type.Object({ name: text, target: text, kind: text, readOnly: Type.Boolean(), production: Type.Boolean(), current: Type.Boolean(), description: optionalText }),
  ),
});
export type ContextsAnswer = Static<typeof ContextsAnswer>;

/** `abapdeck health --json`: which system answers, as whom. */
export const HealthAnswer = Type.Object({ status: text, version: text, system: text, client: text, user: text, source: text, context: optionalText });
export type HealthAnswer = Static<typeof HealthAnswer>;

/** `abapdeck lint --json`. */
export const LintAnswer = Type.Object({
  success: Type.Boolean(),
  command: Type.Literal('LINT'),
  message: text,
  configuration: text,
  file_count: count,
  error_count: count,
  warning_count: count,
  info_count: count,
  issues: Type.Array(Type.Object({ file: text, line: count, column: count, severity: text, message: text, rule: text })),
});
export type LintAnswer = Static<typeof LintAnswer>;

/** `abapdeck history --json`: the repository's pulls and imports, or objects' versions. */
export const HistoryAnswer = Type.Object({
  SUCCESS: SapFlag,
  COMMAND: text,
  REPOSITORY: Type.Union([Type.Object({ URL: text, PACKAGE: text, BRANCH: text, LAST_PULLED_COMMIT: text }), Type.Null()]),
  EVENTS: Type.Array(
    Type.Object({
      ID: count,
      KIND: text,
      USER: text,
      STARTED_AT: text,
      FINISHED_AT: text,
      STATUS: text,
      COMMIT: text,
      TRANSPORT: text,
      ACTIVATED: count,
      FAILED: count,
      DELETED: count,
      MESSAGE: text,
      LOG_MESSAGES: Type.Array(PullLogMessage),
    }),
  ),
  VERSIONS: Type.Array(
    Type.Object({ OBJ_TYPE: text, OBJ_NAME: text, ID: count, VERSION: text, PACKAGE: text, USER: text, AT: text, ORIGIN: text, TRANSPORT: text, EVENT: count }),
  ),
  ERROR: text,
});
export type HistoryAnswer = Static<typeof HistoryAnswer>;

/** `abapdeck diff --json` and a pull's or an import's preview: what differs between git and the system, per object. */
export const PullPreviewAnswer = Type.Object({
  SUCCESS: SapFlag,
  COMMAND: text,
  COMMIT: optionalText,
  BRANCH: optionalText,
  METADATA_COMPARED: Type.Optional(Type.Boolean()),
  OBJECTS: Type.Array(
    Type.Object({
      OBJ_TYPE: text,
      OBJ_NAME: text,
      PACKAGE: optionalText,
      ACTION: text,
      CONFLICT: optionalText,
      HAS_INACTIVE: Type.Optional(Type.Boolean()),
      FILES: Type.Optional(Type.Array(Type.Object({ FILE: text, AGAINST: optionalText, DIFF: text }))),
    }),
  ),
  SUMMARY: Type.Object({ CREATE: count, UPDATE: count, DELETE: count, UNCHANGED: count, CONFLICT: Type.Optional(count) }),
  LOG_MESSAGES: Type.Optional(Type.Array(PullLogMessage)),
  ERROR: text,
});
export type PullPreviewAnswer = Static<typeof PullPreviewAnswer>;

/** `abapdeck run --json`: a class's or a report's output. */
export const RunAnswer = Type.Object({ success: Type.Boolean(), class: optionalText, program: optionalText, output: text, error: optionalText });
export type RunAnswer = Static<typeof RunAnswer>;

/** Where a stopped program stands: its include, line and the source around it. */
export const DebugPosition = Type.Object({
  program: text,
  include: text,
  line: count,
  event: text,
  uri: text,
  source: Type.Optional(Type.Object({ kind: text, name: text, include: optionalText, functionGroup: Type.Optional(Type.Unknown()), line: count })),
  lines: Type.Array(Type.Object({ line: count, text: text, current: Type.Boolean() })),
});

const BreakpointView = Type.Object({
  id: text,
  position: text,
  object: text,
  include: optionalText,
  line: count,
  uri: text,
  enabled: Type.Boolean(),
  condition: optionalText,
  skipCount: Type.Optional(count),
  exceptionClass: optionalText,
});

const Variable = Type.Object({ id: text, name: text, type: text, metaType: text, value: text, tableLines: Type.Optional(count), changed: Type.Optional(Type.Boolean()) });


/** The run's own answer, added to a debugger answer that saw the program end. */
const EndedRun = Type.Optional(Type.Unknown());

/** `abapdeck debug set --json`. */
export const BreakpointsSetAnswer = Type.Object({ action: text, breakpoints: Type.Array(BreakpointView), rejected: Type.Array(Type.Object({ position: text, error: text })) });
/** `abapdeck debug list --json`. */
export const BreakpointsAnswer = Type.Object({ action: text, source: text, breakpoints: Type.Array(BreakpointView) });
/** `abapdeck debug delete --json`. */
export const BreakpointsDeletedAnswer = Type.Object({ action: text, deleted: count });
/** `abapdeck debug attach --json`, and a run under the debugger at its first stop (run: 'stopped'). */
export const AttachAnswer = Type.Object({ action: text, session: text, debuggee: text, socket: optionalText, pid: Type.Optional(count), position: DebugPosition, run: Type.Optional(text) });
/** `abapdeck debug stack --json`, the current frame first. */
export const StackAnswer = Type.Object({
  action: text,
  stack: Type.Array(StackEntry),
});
/** `abapdeck debug vars --json`: the frame's variables (or one expanded), or the value set. */
export const VariablesAnswer = Type.Object({ action: text, variables: Type.Optional(Type.Array(Variable)), expanded: optionalText, variable: optionalText, value: optionalText });
/** `abapdeck debug step --json`: where the program stopped, or that it finished (with its run's answer). */
export const StepAnswer = Type.Object({
  action: text,
  continued: Type.Optional(Type.Boolean()),
  finished: Type.Optional(Type.Boolean()),
  position: Type.Optional(DebugPosition),
  /** What stopped it beyond its position: a watchpoint or an exception breakpoint. */
  reached: Type.Optional(Type.Array(ReachedBreakpoint)),
  run: EndedRun,
});
/** `abapdeck debug terminate --json` (with its run's answer). */
export const TerminateAnswer = Type.Object({ action: text, terminated: Type.Boolean(), run: EndedRun });

/** `abapdeck unit --json`: the run's tests, and with --coverage each class's coverage and the coverage gate's verdict. */
export const UnitAnswer = Type.Object({
  ...UnitResult.properties,
  command: optionalText,
  coverage: Type.Optional(Type.Array(ClassCoverage)),
  coverage_gate: Type.Optional(
    Type.Object({ threshold: count, mode: text, failures: Type.Array(text), exempt: Type.Array(Type.Object({ name: text, pattern: text })), passed: Type.Boolean() }),
  ),
});
export type UnitAnswer = Static<typeof UnitAnswer>;

/** A choice of answers, told apart by `which` (readWire reads a choice of texts, not of objects). */
export interface AnswerChoice {
  options: readonly TSchema[];
  which: (answer: unknown) => TSchema;
}

/** `abapdeck import --json` without dry-run: the import job's number and its end. */
export const ImportJobAnswer = Type.Object({ jobName: text, jobNumber: text, url: text, status: ImportJobStatus });
