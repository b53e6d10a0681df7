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

function traceRunOf(entry: Record<string, unknown>): TraceRun {
  const data = objectAt(entry, 'extendedData') ?? {};
  const uri = text(entry['id']);
  return {
    id: uri.replace(/^.*\//, ''),
    uri,
    title: text(entry['title']),
    author: text(objectAt(entry, 'author')?.['name']),
    published: text(entry['published']),
    object: text(data['objectName']),
    host: text(data['host']),
    system: text(data['system']),
    client: text(data['client']),
    size: num(data['size']),
    runtime: num(data['runtime']),
    runtime_abap: num(data['runtimeABAP']),
    runtime_system: num(data['runtimeSystem']),
    runtime_database: num(data['runtimeDatabase']),
    aggregated: text(data['isAggregated']) === 'true',
    state: text(objectAt(data, 'state')?.['@_text']) || text(objectAt(data, 'state')?.['@_value']),
    expires: text(data['expiration']),
  };
}

function hitOf(entry: Record<string, unknown>): TraceHit {
  const calling = programOf(objectAt(entry, 'callingProgram'));
  return {
    index: num(entry['@_index']),
    description: text(entry['@_description']),
    hit_count: num(entry['@_hitCount']),
    called_program: text(objectAt(entry, 'calledProgram')?.['@_context']),
    ...(calling ? { calling_program: calling } : {}),
    gross_time: num(objectAt(entry, 'grossTime')?.['@_time']),
    gross_percent: num(objectAt(entry, 'grossTime')?.['@_percentage']),
    net_time: num(objectAt(entry, 'traceEventNetTime')?.['@_time']),
    net_percent: num(objectAt(entry, 'traceEventNetTime')?.['@_percentage']),
  };
}

function dbAccessOf(entry: Record<string, unknown>): TraceDbAccess {
  const calling = programOf(objectAt(entry, 'callingProgram'));
  const time = objectAt(entry, 'accessTime');
  return {
    index: num(entry['@_index']),
    table: text(entry['@_tableName']),
    statement: text(entry['@_statement']),
    type: text(entry['@_type']),
    count: num(entry['@_totalCount']),
    buffered: num(entry['@_bufferedCount']),
    total_time: num(time?.['@_total']),
    database_time: num(time?.['@_database']),
    percent: num(time?.['@_ratioOfTraceTotal']),
    ...(calling ? { calling_program: calling } : {}),
  };
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
