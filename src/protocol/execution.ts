/**
 * Wire shapes of execution: unit tests (POST /unit, lower-case keys), short dumps (POST /dump, upper-case
 * keys) and the client's run result. Shared by the service and the client.
 */
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

export interface DumpListRequest {
  limit?: number;
  user?: string;
  program?: string;
  error?: string;
  /** UTC bounds YYYYMMDDhhmmss. */
  ts_from?: string;
  ts_to?: string;
}

export interface DumpDetailRequest {
  detail: string;
}

export interface DumpCallStackEntry {
  LEVEL: number;
  CLASS: string;
  METHOD: string;
  PROGRAM: string;
  INCLUDE: string;
  LINE: number;
}

export interface DumpEntry {
  ID: string;
  UTC_TIMESTAMP: string;
  DATE: string;
  TIME: string;
  USER: string;
  PROGRAM: string;
  OBJECT: string;
  ERROR: string;
  EXCEPTION: string;
  PACKAGE: string;
  HOST: string;
  WHAT_HAPPENED?: string;
  ERROR_ANALYSIS?: string;
  SOURCE_LINE?: number;
  SOURCE_INCLUDE?: string;
  CALL_STACK?: DumpCallStackEntry[];
  /** abapDeck's addition: the abapGit source file and its line of the error (absent from other systems). */
  SOURCE_FILE?: string;
  SOURCE_FILE_LINE?: number;
}

export interface DumpResult {
  SUCCESS: boolean;
  COMMAND: 'DUMP';
  MESSAGE: string;
  TOTAL: number;
  DUMPS: DumpEntry[];
  ERROR: string;
}

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
