/**
 * Result shapes the TUI reads for the endpoints whose client module (src/client/execution.ts) is still
 * being written: dump, run and unit, exactly as service-spec.md "Resources" gives them. Each is replaced
 * by the exported type of the client module as it lands (see backend.ts). View, preview and inspect come
 * from src/protocol/reading.ts and src/protocol/checks.ts.
 */
export type { ViewComponent, ViewObject, ViewResult, ViewSection, PreviewField, PreviewObject, PreviewRequest, PreviewResult } from '../protocol/reading.js';
export type { InspectResult } from '../protocol/checks.js';


export interface DumpStackFrame {
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
  CALL_STACK?: DumpStackFrame[];
}

export interface DumpResult {
  SUCCESS: boolean;
  MESSAGE?: string;
  TOTAL: number;
  DUMPS: DumpEntry[];
  ERROR?: string;
}

export interface DumpListRequest {
  limit?: number;
  user?: string;
  program?: string;
  error?: string;
  ts_from?: string;
  ts_to?: string;
}

export interface RunResult {
  success: boolean;
  output: string;
  class?: string;
  program?: string;
  error?: string;
}

export interface UnitResult {
  success: string;
  test_count: number;
  passed_count: number;
  failed_count: number;
  message: string;
  errors: Array<{ class_name: string; method_name: string; error_kind: string; error_text: string }>;
}
