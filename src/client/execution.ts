/**
 * Client calls of execution: class run and program run (developer API, text answers), unit tests (POST
 * /unit) and short dumps (POST /dump, list and detail). Answers are read through the schemas of
 * src/protocol/execution.ts whatever key spelling a system sends.
 */
import { DumpResult, UnitResult, type DumpListRequest } from '../protocol/execution.js';
import { readWire } from '../protocol/wire-schema.js';
import { PROGRAM_RUN_BODY, PROGRAM_RUN_MEDIA_TYPE } from '../protocol/execution.js';
import type { Agent, RawResponse } from './agent.js';
import { ServiceCallError } from './service.js';
import { postAndRead } from './wire-values.js';

/** Runs may take as long as the system's maximum runtime; the call waits longer than any system default. */
const RUN_TIMEOUT_MILLIS = 15 * 60 * 1000;

/** How long the client waits for a run: its time limit and a minute more, at least the usual wait. */
export function runTimeoutMillis(limitSeconds?: number): number {
  return Math.max(RUN_TIMEOUT_MILLIS, ((limitSeconds ?? 0) + 60) * 1000);
}

/** A run the system refused or that failed: 404 object missing, 403 authorisation missing, 500 runtime error. */
export class RunCallError extends ServiceCallError {
  constructor(
    message: string,
    status: number,
    /** The type of the system's exception document (ExceptionResourceRuntimeError, ExceptionResourceTerminated …). */
    readonly exceptionType?: string,
  ) {
    super(message, status);
  }

  /** The run was aborted in the debugger: it ended without a runtime error, so no dump was written. */
  get terminatedInDebugger(): boolean {
    return this.exceptionType === 'ExceptionResourceTerminated';
  }
}

/** The message of a developer-API error document (exc:exception), else the text itself. */
export function adtErrorMessage(body: string): string {
  const match = /<(?:\w+:)?message[^>]*>([\s\S]*?)<\/(?:\w+:)?message>/.exec(body);
  const raw = match ? match[1]! : body;
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function runAnswer(response: RawResponse): string {
  if (response.status >= 400) {
    const type = /<(?:\w+:)?type\s+id="([^"]*)"/.exec(response.body)?.[1];
    throw new RunCallError(adtErrorMessage(response.body) || `HTTP ${response.status}`, response.status, type);
  }
  return response.body;
}

/** POST {dev_api_base}/oo/classrun/<class>: the text the class wrote to its output object. */
export async function classRun(agent: Agent, className: string): Promise<string> {
  const response = await agent.request('POST', agent.adtPath(`/oo/classrun/${encodeURIComponent(className.toUpperCase())}`), {
    accept: 'text/plain',
    timeoutMillis: RUN_TIMEOUT_MILLIS,
  });
  return runAnswer(response);
}

/** POST {dev_api_base}/programs/programrun/<program>: the list output of the report run with its defaults. */
export async function programRun(agent: Agent, program: string): Promise<string> {
  const response = await agent.request('POST', agent.adtPath(`/programs/programrun/${encodeURIComponent(program.toUpperCase())}`), {
    body: PROGRAM_RUN_BODY,
    contentType: PROGRAM_RUN_MEDIA_TYPE,
    accept: 'text/plain',
    timeoutMillis: RUN_TIMEOUT_MILLIS,
  });
  return runAnswer(response);
}

/** POST /unit with the class or test-class files. */
/** POST /unit; `timeoutSeconds`: the run's time limit (abapdeck; the system's own without it). */
export async function unit(agent: Agent, files: string[], timeoutSeconds?: number): Promise<UnitResult> {
  return postAndRead(agent, '/unit', { files, ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}) }, normalizeUnitResult, runTimeoutMillis(timeoutSeconds));
}

/** POST /dump, list mode. */
export async function dumps(agent: Agent, request: DumpListRequest): Promise<DumpResult> {
  return postAndRead(agent, '/dump', request, normalizeDumpResult);
}

/** POST /dump, detail mode. */
export async function dumpDetail(agent: Agent, id: string): Promise<DumpResult> {
  return postAndRead(agent, '/dump', { detail: id }, normalizeDumpResult);
}

export function normalizeUnitResult(value: unknown): UnitResult {
  return readWire(UnitResult, value);
}

export function normalizeDumpResult(value: unknown): DumpResult {
  return readWire(DumpResult, value);
}
