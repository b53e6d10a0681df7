import type { Agent } from '../client/agent.js';
import { inspect } from '../client/checks.js';
import { keysToLower, keysToUpper } from '../client/keys.js';
import { classMainSource, preview, view } from '../client/reading.js';
import { ServiceClient, ServiceCallError } from '../client/service.js';
import { fileNameForObject } from '../protocol/filenames.js';
import type { ListRequest, ListResult, TreeRequest, TreeResult } from '../protocol/results.js';
import type {
  DumpListRequest,
  DumpResult,
  InspectResult,
  PreviewRequest,
  PreviewResult,
  RunResult,
  UnitResult,
  ViewResult,
} from './wire.js';

/**
 * Everything the store asks of a system. Store actions are the only callers; components never are.
 * One Agent behind all of it (one session, one cookie jar, one CSRF token, one HTTP log).
 */
export interface Backend {
  readonly agent: Agent;
  tree(request: TreeRequest): Promise<TreeResult>;
  list(request: ListRequest): Promise<ListResult>;
  view(request: { objects: string[]; type?: string; full?: boolean }): Promise<ViewResult>;
  /** The assembled main source of a class (developer API), for G line numbers when a server omits global_start. */
  classMainSource(name: string): Promise<string[] | undefined>;
  preview(request: PreviewRequest): Promise<PreviewResult>;
  dumps(request: DumpListRequest): Promise<DumpResult>;
  dumpDetail(id: string): Promise<DumpResult>;
  classRun(name: string): Promise<RunResult>;
  programRun(name: string): Promise<RunResult>;
  unit(object: ObjectRef): Promise<UnitResult>;
  inspect(object: ObjectRef): Promise<InspectResult[]>;
}

export interface ObjectRef {
  type: string;
  name: string;
}

/** The file of an object that unit and inspect are given (mapped back to the object by the service). */
export function mainFileOf(object: ObjectRef): string {
  const ext = object.type === 'DDLS' ? 'asddls' : ['TABL', 'STRU', 'DTEL', 'DOMA', 'TTYP', 'MSAG'].includes(object.type) ? 'xml' : 'abap';
  return fileNameForObject(object.type, object.name, ext);
}

async function post<T>(agent: Agent, path: string, body: unknown, normalize: (value: unknown) => T): Promise<T> {
  const { status, body: answer } = await agent.json<unknown>('POST', path, body);
  if (status >= 400) {
    const envelope = answer as { error?: string; ERROR?: string; message?: string };
    throw new ServiceCallError(envelope.error ?? envelope.ERROR ?? envelope.message ?? `HTTP ${status}`, status);
  }
  return normalize(answer);
}

async function runText(agent: Agent, path: string, options: { contentType?: string; body?: string }): Promise<{ success: boolean; output: string; error?: string }> {
  const response = await agent.request('POST', agent.adtPath(path), { accept: 'text/plain', ...options });
  if (response.status >= 400) {
    const message = /<(?:exc:)?message[^>]*>([^<]*)</.exec(response.body)?.[1] ?? response.body.slice(0, 200);
    const meaning = response.status === 404 ? 'object missing' : response.status === 403 ? 'authorisation missing' : 'runtime error (check dumps)';
    return { success: false, output: '', error: `HTTP ${response.status} ${meaning}: ${message}` };
  }
  return { success: true, output: response.body };
}

/** The backend of one Agent. */
export function createBackend(agent: Agent): Backend {
  const service = new ServiceClient(agent);
  return {
    agent,
    tree: (request) => service.tree(request),
    list: (request) => service.list(request),
    view: (request) => view(agent, request),
    classMainSource: (name) => classMainSource(agent, name),
    preview: (request) => preview(agent, request),
    dumps: (request) => post<DumpResult>(agent, '/dump', request, keysToUpper),
    dumpDetail: (id) => post<DumpResult>(agent, '/dump', { detail: id }, keysToUpper),
    classRun: async (name) => ({ class: name, ...(await runText(agent, `/oo/classrun/${name.toLowerCase()}`, {})) }),
    programRun: async (name) => ({
      program: name,
      ...(await runText(agent, `/programs/programrun/${name.toLowerCase()}`, {
        contentType: 'application/vnd.sap.adt.programs.programRun+xml',
        body: '<adtprog:programRun xmlns:adtprog="http://www.sap.com/adt/programs/programs"/>',
      })),
    }),
    unit: (object) => post<UnitResult>(agent, '/unit', { files: [mainFileOf(object)] }, keysToLower),
    inspect: (object) => inspect(agent, { files: [mainFileOf(object)] }),
  };
}
