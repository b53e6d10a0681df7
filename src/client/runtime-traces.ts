/**
 * ABAP runtime traces of a real system (ADT's runtime-trace routes under /sap/bc/adt/runtime/traces/abaptraces):
 * the trace runs of a user (an Atom feed), a run's hit list and its database accesses. Read only: traces are
 * switched on and taken on the system itself. The embedded system takes no such traces; it profiles the
 * runs it executes itself (`run --profile`, `unit --profile`: client/profile.ts), which is said plainly.
 * Times are as the system counts them (microseconds).
 */
import { parseXmlDocument } from '../protocol/debugger-documents.js';
import { runProfileCapability } from '../protocol/profile.js';
import type { Agent } from './agent.js';
import { ServiceCallError } from './service.js';
import { capabilities } from './sync.js';

export const RUNTIME_TRACES_PATH = '/runtime/traces/abaptraces';

export interface TraceRun {
  /** The short id (the last segment of the run's URI), what `trace show` takes. */
  id: string;
  uri: string;
  title: string;
  author: string;
  published: string;
  /** The traced object (transaction, report, URL…). */
  object: string;
  host: string;
  system: string;
  client: string;
  size: number;
  runtime: number;
  runtime_abap: number;
  runtime_system: number;
  runtime_database: number;
  aggregated: boolean;
  state: string;
  expires: string;
}

export interface TraceProgram {
  context: string;
  name?: string;
  type?: string;
  uri?: string;
}

export interface TraceHit {
  index: number;
  description: string;
  hit_count: number;
  called_program: string;
  calling_program?: TraceProgram;
  gross_time: number;
  gross_percent: number;
  net_time: number;
  net_percent: number;
}

export interface TraceDbAccess {
  index: number;
  table: string;
  statement: string;
  type: string;
  count: number;
  buffered: number;
  total_time: number;
  database_time: number;
  percent: number;
  calling_program?: TraceProgram;
}

export interface TraceDetail {
  id: string;
  hit_list: TraceHit[];
  db_accesses: TraceDbAccess[];
}

/** What the user is told on the embedded system, which profiles its own runs instead. */
export const embeddedTracesMessage =
  'ABAP runtime traces are taken on a real system (ADT runtime traces); the embedded system measures the runs it executes itself: ' +
  'take a profile with `abapdeck run --profile` or `abapdeck unit --profile` (`--sql-trace` for the database statements)';

/** What the user is told when the system has no runtime-trace routes. */
export const noTracesMessage = 'The connected system does not offer ABAP runtime traces (no ADT route /sap/bc/adt/runtime/traces/abaptraces)';

/** A trace id as given (short, or the run's URI) as its short form; anything else is refused. */
export function traceIdOf(given: string): string {
  const short = given.trim().replace(/^.*\/runtime\/traces\/abaptraces\//, '');
  if (!/^[A-Za-z0-9_.~-]+$/.test(short)) throw new ServiceCallError(`'${given}' is not a trace id (as 'abapdeck trace list' shows it)`, 200);
  return short;
}

/** Refuses plainly on the embedded system (it answers the measuring capability; a real system does not). */
export async function requireRuntimeTraces(agent: Agent): Promise<void> {
  let offered: string[] = [];
  try {
    offered = await capabilities(agent);
  } catch {
    // a system without abapdeck's health route: a real system
  }
  if (offered.includes(runProfileCapability)) throw new ServiceCallError(embeddedTracesMessage, 200);
}

/** The trace runs of a user (upper case), newest first as the system lists them. */
export async function traceRuns(agent: Agent, user: string): Promise<TraceRun[]> {
  const body = await getTraceDocument(agent, RUNTIME_TRACES_PATH, { user: user.toUpperCase() });
  const feed = objectAt(body, 'feed');
  return listOf(feed?.['entry']).map(traceRunOf);
}

/** A run's hit list and database accesses. */
export async function traceDetail(agent: Agent, id: string): Promise<TraceDetail> {
  const short = traceIdOf(id);
  const base = `${RUNTIME_TRACES_PATH}/${encodeURIComponent(short)}`;
  const hits = objectAt(await getTraceDocument(agent, `${base}/hitlist`, { withSystemEvents: false }), 'hitlist');
  const accesses = objectAt(await getTraceDocument(agent, `${base}/dbAccesses`, { withSystemEvents: false }), 'dbAccesses');
  return {
    id: short,
    hit_list: listOf(hits?.['entry']).map(hitOf),
    db_accesses: listOf(accesses?.['dbAccess']).map(dbAccessOf),
  };
}

async function getTraceDocument(agent: Agent, path: string, searchParams: Record<string, string | boolean>): Promise<Record<string, unknown> | undefined> {
  const response = await agent.request('GET', agent.adtPath(path), { searchParams, accept: 'application/atom+xml, application/xml' });
  if (response.status === 404 && !/abaptraces\/[^/]+\//.test(path)) throw new ServiceCallError(noTracesMessage, response.status);
  if (response.status === 404) throw new ServiceCallError(`No trace ${path.split('/').at(-2)} on the connected system (abapdeck trace list shows them)`, response.status);
  if (response.status >= 400) throw new ServiceCallError(`The runtime traces answered HTTP ${response.status}: ${firstLine(response.body)}`, response.status);
  try {
    return parseXmlDocument(response.body);
  } catch {
    throw new ServiceCallError(`The runtime traces answered a document that is not XML: ${firstLine(response.body)}`, response.status);
  }
}

/** Where an output field is read: a path of elements (the last one may be an attribute, `@_name`) and its kind. */
type FieldMap<T> = { [K in keyof T]-?: readonly [path: string, kind: (value: unknown) => T[K]] };

/** Reads `entry` by a field map: every field from its path, absent ones as the kind's empty value. */
function readFields<T>(entry: Record<string, unknown>, map: FieldMap<T>): T {
  const out = {} as T;
  for (const key of Object.keys(map) as Array<keyof T>) {
    const [path, kind] = map[key];
    const steps = path.split('/');
    const parent = steps.slice(0, -1).reduce<Record<string, unknown> | undefined>((at, step) => objectAt(at, step), entry);
    out[key] = kind(parent?.[steps.at(-1)!]);
  }
  return out;
}

const traceRunFields: FieldMap<Omit<TraceRun, 'id' | 'aggregated' | 'state'>> = {
  uri: ['id', text],
  title: ['title', text],
  author: ['author/name', text],
  published: ['published', text],
  object: ['extendedData/objectName', text],
  host: ['extendedData/host', text],
  system: ['extendedData/system', text],
  client: ['extendedData/client', text],
  size: ['extendedData/size', num],
  runtime: ['extendedData/runtime', num],
  runtime_abap: ['extendedData/runtimeABAP', num],
  runtime_system: ['extendedData/runtimeSystem', num],
  runtime_database: ['extendedData/runtimeDatabase', num],
  expires: ['extendedData/expiration', text],
};

const hitFields: FieldMap<Omit<TraceHit, 'calling_program'>> = {
  index: ['@_index', num],
  description: ['@_description', text],
  hit_count: ['@_hitCount', num],
  called_program: ['calledProgram/@_context', text],
  gross_time: ['grossTime/@_time', num],
  gross_percent: ['grossTime/@_percentage', num],
  net_time: ['traceEventNetTime/@_time', num],
  net_percent: ['traceEventNetTime/@_percentage', num],
};

const dbAccessFields: FieldMap<Omit<TraceDbAccess, 'calling_program'>> = {
  index: ['@_index', num],
  table: ['@_tableName', text],
  statement: ['@_statement', text],
  type: ['@_type', text],
  count: ['@_totalCount', num],
  buffered: ['@_bufferedCount', num],
  total_time: ['accessTime/@_total', num],
  database_time: ['accessTime/@_database', num],
  percent: ['accessTime/@_ratioOfTraceTotal', num],
};

function traceRunOf(entry: Record<string, unknown>): TraceRun {
  const run = readFields(entry, traceRunFields);
  const data = objectAt(entry, 'extendedData') ?? {};
  const state = objectAt(data, 'state');
  return {
    id: run.uri.replace(/^.*\//, ''),
    ...run,
    aggregated: text(data['isAggregated']) === 'true',
    state: text(state?.['@_text']) || text(state?.['@_value']),
  };
}

function hitOf(entry: Record<string, unknown>): TraceHit {
  return { ...readFields(entry, hitFields), ...callingProgramOf(entry) };
}

function dbAccessOf(entry: Record<string, unknown>): TraceDbAccess {
  return { ...readFields(entry, dbAccessFields), ...callingProgramOf(entry) };
}

function callingProgramOf(entry: Record<string, unknown>): { calling_program?: TraceProgram } {
  const calling = programOf(objectAt(entry, 'callingProgram'));
  return calling ? { calling_program: calling } : {};
}

function programOf(value: Record<string, unknown> | undefined): TraceProgram | undefined {
  if (!value) return undefined;
  const name = text(value['@_name']);
  const type = text(value['@_type']);
  const uri = text(value['@_uri']);
  return { context: text(value['@_context']), ...(name ? { name } : {}), ...(type ? { type } : {}), ...(uri ? { uri } : {}) };
}

function objectAt(parent: unknown, name: string): Record<string, unknown> | undefined {
  const value = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
}

function listOf(value: unknown): Array<Record<string, unknown>> {
  const items = value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
  return items.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
}

function text(value: unknown): string {
  if (value && typeof value === 'object') return text((value as Record<string, unknown>)['#text']);
  return value === undefined || value === null ? '' : String(value).trim();
}

function num(value: unknown): number {
  const parsed = Number(text(value));
  return Number.isFinite(parsed) ? parsed : 0;
}

function firstLine(body: string): string {
  return body.trim().split('\n')[0]?.slice(0, 200) ?? '';
}
