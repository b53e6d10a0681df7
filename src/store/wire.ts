/**
 * The wire shapes the store reads, from the protocol modules the client normalises to, plus the store's
 * own view of a run (the client answers a run's text or throws; the drawer shows either).
 */
export type { ViewComponent, ViewObject, ViewResult, ViewSection, PreviewField, PreviewObject, PreviewRequest, PreviewResult } from '../protocol/reading.js';
export type { InspectResult } from '../protocol/checks.js';
export type { DumpCallStackEntry as DumpStackFrame, DumpEntry, DumpListRequest, DumpResult, UnitResult } from '../protocol/execution.js';

/** A class or report run as the drawer shows it. */
export interface RunResult {
  success: boolean;
  output: string;
  error?: string;
}
