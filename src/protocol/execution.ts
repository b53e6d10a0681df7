/**
 * Wire shapes of execution: unit tests (POST /unit, lower-case keys), short dumps (POST /dump, upper-case
 * keys), one TypeBox schema each that the service validates bodies with and the client reads answers
 * through (src/protocol/wire-schema.ts), and the client's run result.
 */
import { optionalText } from './body-fields.js';
import { SapFlag, Type, type Static } from './wire-schema.js';

export interface UnitRequest {
  /** Class or test-class files (mapped to objects like pull). */
  files: string[];
}

export const UnitError = Type.Object({
  class_name: Type.String(),
  method_name: Type.String(),
  /** FAILURE (an assertion failed) or ERROR (an exception ended the test); KERNEL_GAP. */
  error_kind: Type.String(),
  error_text: Type.String(),
});
export type UnitError = Static<typeof UnitError>;

export const UnitResult = Type.Object({
  /** 'X' when every test passed, '' otherwise. */
  success: SapFlag,
  test_count: Type.Integer(),
  passed_count: Type.Integer(),
  failed_count: Type.Integer(),
  message: Type.String(),
  errors: Type.Array(UnitError),
});
export type UnitResult = Static<typeof UnitResult>;

// Structure only: a bad timestamp or an unknown ID are results with their own texts.
export const DumpListRequest = Type.Object({
  limit: Type.Optional(Type.Integer()),
  user: optionalText(40),
  program: optionalText(200),
  error: optionalText(100),
  /** UTC bounds YYYYMMDDhhmmss. */
  ts_from: optionalText(20),
  ts_to: optionalText(20),
});
export type DumpListRequest = Static<typeof DumpListRequest>;

export const DumpDetailRequest = Type.Object({ detail: Type.String({ maxLength: 200 }) });
export type DumpDetailRequest = Static<typeof DumpDetailRequest>;

/** The body of POST /dump: a list's filters, or the ID of the dump whose detail is asked for. */
export const DumpRequest = Type.Object({ ...DumpListRequest.properties, detail: Type.Optional(DumpDetailRequest.properties.detail) });
export type DumpRequest = Static<typeof DumpRequest>;

export const DumpCallStackEntry = Type.Object({
  LEVEL: Type.Integer(),
  CLASS: Type.String(),
  METHOD: Type.String(),
  PROGRAM: Type.String(),
  INCLUDE: Type.String(),
  LINE: Type.Integer(),
});
export type DumpCallStackEntry = Static<typeof DumpCallStackEntry>;

/** A dump of the list; the detail adds what happened, the analysis, the source position and the call stack. */
export const DumpEntry = Type.Object({
  ID: Type.String(),
  UTC_TIMESTAMP: Type.String(),
  DATE: Type.String(),
  TIME: Type.String(),
  USER: Type.String(),
  PROGRAM: Type.String(),
  OBJECT: Type.String(),
  ERROR: Type.String(),
  EXCEPTION: Type.String(),
  PACKAGE: Type.String(),
  HOST: Type.String(),
  WHAT_HAPPENED: Type.Optional(Type.String()),
  ERROR_ANALYSIS: Type.Optional(Type.String()),
  SOURCE_LINE: Type.Optional(Type.Integer()),
  SOURCE_INCLUDE: Type.Optional(Type.String()),
  CALL_STACK: Type.Optional(Type.Array(DumpCallStackEntry)),
  /** abapDeck's addition: the abapGit source file and its line of the error (absent from other systems). */
  SOURCE_FILE: Type.Optional(Type.String()),
  SOURCE_FILE_LINE: Type.Optional(Type.Integer()),
});
export type DumpEntry = Static<typeof DumpEntry>;

/** The answer of POST /dump, list and detail alike (the detail lists one dump). */
export const DumpResult = Type.Object({
  SUCCESS: Type.Boolean(),
  COMMAND: Type.Literal('DUMP'),
  MESSAGE: Type.String(),
  TOTAL: Type.Integer(),
  DUMPS: Type.Array(DumpEntry),
  ERROR: Type.String(),
});
export type DumpResult = Static<typeof DumpResult>;

/** What `abapdeck dump` returns: the answer, its times in the zone named (the system's answer as received with --json alone). */
export const DumpData = Type.Object({ ...DumpResult.properties, TIMEZONE: Type.String() });
export type DumpData = Static<typeof DumpData>;

/** Limits of POST /dump (spec: Limits). */
export const DUMP_LIMITS = { defaultLimit: 20, maxLimit: 100, defaultWindowDays: 7 } as const;

/** The client's run result (spec: Run result). */
export type RunResult = { success: boolean; class: string; output: string } | { success: boolean; program: string; output: string };

/** Media type and body of a program run (protocol-notes). */
export const PROGRAM_RUN_MEDIA_TYPE = 'application/vnd.sap.adt.programs.programRun+xml';
export const PROGRAM_RUN_BODY = '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>';

export const executionMessages = {
  dumpsFound: (count: number) => `${count} short dump(s) found`,
  dumpDetail: 'Short dump detail retrieved',
  testsNotRun: 'Unit tests could not run (see errors)',
  noTestsFound: (objects: readonly string[]) => `No tests found in ${objects.join(', ')}`,
  objectNotActive: (name: string, errorCount: number) =>
    errorCount > 0 ? `${name} is not active: ${errorCount} activation error(s)` : `${name} is not active (its last activation failed)`,
  moreActivationErrors: (count: number) => `... and ${count} more activation error(s)`,
  runtimeError: (error: string, id: string) => `Runtime error ${error} (short dump ${id})`,
  methodTimedOut: (seconds: number, id: string) =>
    `Runtime error TIME_OUT: the test method ran out of time (the unit run's limit is ${seconds} s; short dump ${id}); the methods after it did not run`,
  invalidTimeout: 'timeout must be a whole number of seconds from 1 to 3600',
} as const;

/** The time limit a unit run may ask for (POST /unit `timeout`, seconds). */
export const unitTimeoutLimits = { min: 1, max: 3600 } as const;
