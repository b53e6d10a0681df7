/**
 * Client calls of measured runs: a run or unit run with a profile and/or an SQL trace (abapdeck's embedded
 * system, capability run.profile; shapes in src/protocol/profile.ts). A system without the capability (a real
 * one) is told apart before anything runs: profiling is the embedded system's, which runs the code itself.
 */
import { PROGRAM_RUN_BODY, PROGRAM_RUN_MEDIA_TYPE, type UnitResult } from '../protocol/execution.js';
import { runProfileCapability, type RunMeasurements, type RunProfile, type SqlTrace } from '../protocol/profile.js';
import { keysToLower } from '../protocol/keys.js';
import { list, record, text } from '../protocol/wire-values.js';
import type { Agent } from './agent.js';
import { adtErrorMessage, normalizeUnitResult, RunCallError, runTimeoutMillis } from './execution.js';
import { ServiceCallError } from './service.js';
import { capabilities } from './sync.js';
import { keepAnswer, postService } from './wire-values.js';

export interface MeasureRequest {
  profile?: boolean;
  sqlTrace?: boolean;
}

/** What the user is told on a system that cannot measure runs. */
export const notMeasurableMessage = (what: string) =>
  `${what} ${/ and /.test(what) ? 'are' : 'is'} the embedded system's: abapdeck measures what it runs itself, and the connected system does not offer it (capability ${runProfileCapability})`;

/** The name of what a request measures, for messages. */
export function measuredName(measure: MeasureRequest): string {
  return [measure.profile ? 'Profiling' : '', measure.sqlTrace ? (measure.profile ? 'the SQL trace' : 'The SQL trace') : ''].filter(Boolean).join(' and ');
}

/** Whether the agent's system measures runs, asked once per agent (GET /health). */
const measurable = new WeakMap<Agent, Promise<boolean>>();

export async function requireMeasuring(agent: Agent, measure: MeasureRequest): Promise<void> {
  let answer = measurable.get(agent);
  if (!answer) {
    answer = capabilities(agent).then((list) => list.includes(runProfileCapability));
    measurable.set(agent, answer);
    // a failed question is asked again next time
    answer.catch(() => measurable.delete(agent));
  }
  if (!(await answer)) throw new ServiceCallError(notMeasurableMessage(measuredName(measure)), 200);
}

/** A class or program run with what it measured. */
export async function measuredRun(agent: Agent, target: { className?: string; program?: string }, measure: MeasureRequest): Promise<{ output: string } & RunMeasurements> {
  await requireMeasuring(agent, measure);
  const query = [measure.profile ? 'profile=true' : '', measure.sqlTrace ? 'sqlTrace=true' : ''].filter(Boolean).join('&');
  const path = target.className !== undefined ? `/oo/classrun/${encodeURIComponent(target.className.toUpperCase())}` : `/programs/programrun/${encodeURIComponent(target.program!.toUpperCase())}`;
  const response = await agent.request('POST', agent.adtPath(`${path}?${query}`), {
    ...(target.program !== undefined ? { body: PROGRAM_RUN_BODY, contentType: PROGRAM_RUN_MEDIA_TYPE } : {}),
    accept: 'application/json',
    timeoutMillis: runTimeoutMillis(),
  });
  if (response.status >= 400) {
    const type = /<(?:\w+:)?type\s+id="([^"]*)"/.exec(response.body)?.[1];
    throw new RunCallError(adtErrorMessage(response.body) || `HTTP ${response.status}`, response.status, type);
  }
  let body: Record<string, unknown>;
  try {
    body = record(JSON.parse(response.body));
  } catch {
    // a system that answered the text: it measured nothing
    return { output: response.body };
  }
  return { output: text(body['output']), ...normalizeMeasurements(body) };
}

/** POST /unit with a profile and/or SQL trace. */
export async function unitMeasured(agent: Agent, files: string[], measure: MeasureRequest, timeoutSeconds?: number): Promise<UnitResult & RunMeasurements> {
  await requireMeasuring(agent, measure);
  const body = { files, ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}), ...(measure.profile ? { profile: true } : {}), ...(measure.sqlTrace ? { sql_trace: true } : {}) };
  const answer = await postService(agent, '/unit', body, runTimeoutMillis(timeoutSeconds));
  return keepAnswer({ ...normalizeUnitResult(answer), ...normalizeMeasurements(answer) }, answer);
}

/** The profile and SQL trace of an answer, in either key spelling. */
export function normalizeMeasurements(value: unknown): RunMeasurements {
  const body = record(keysToLower(value));
  const out: RunMeasurements = {};
  const profile = body['profile'];
  if (profile && typeof profile === 'object') {
    const p = record(profile);
    out.profile = { total_ms: Number(p['total_ms'] ?? 0), statements: list(p['statements']), procedures: list(p['procedures']), call_tree: list(p['call_tree']) } as RunProfile;
  }
  const trace = body['sql_trace'];
  if (trace && typeof trace === 'object') {
    const t = record(trace);
    out.sql_trace = { total_ms: Number(t['total_ms'] ?? 0), statements: list(t['statements']), groups: list(t['groups']), findings: list(t['findings']) } as SqlTrace;
  }
  return out;
}
