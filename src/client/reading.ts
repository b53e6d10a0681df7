/**
 * The reading endpoints: POST /view, POST /preview, POST /customize, and the class source of the developer
 * API (for line numbers). Each answer is normalised to the lower-case shapes of src/protocol/reading.ts
 * whichever spelling the server uses, with absent fields filled, so renderers need no guards.
 */
import { CustomizeResult, readPreviewResult, splitSourceLines, ViewResult, type CustomizeRequest, type PreviewResult, type PreviewRequest, type ViewRequest } from '../protocol/reading.js';
import { normalizeName } from '../protocol/names.js';
import { ConnectionError, type Agent } from './agent.js';
import { readWire } from '../protocol/wire-schema.js';
import { postAndRead } from './wire-values.js';

export type * from '../protocol/reading.js';

/** Reads object definitions and sources; names are upper-cased as the spec's client does. */
export async function view(agent: Agent, request: ViewRequest): Promise<ViewResult> {
  const body: ViewRequest = { objects: request.objects.map(normalizeName) };
  if (request.type) body.type = request.type.trim().toUpperCase();
  if (request.full) body.full = true;
  return postAndRead(agent, '/view', body, normalizeView);
}

/** Reads rows of tables and CDS views. */
export async function preview(agent: Agent, request: PreviewRequest): Promise<PreviewResult> {
  const body: PreviewRequest = { objects: request.objects.map(normalizeName) };
  if (request.type) body.type = request.type.trim().toUpperCase();
  if (request.limit !== undefined) body.limit = request.limit;
  if (request.offset !== undefined) body.offset = request.offset;
  if (request.where !== undefined && request.where.trim() !== '') body.where = request.where;
  if (request.columns && request.columns.length > 0) body.columns = request.columns.map(normalizeName);
  return postAndRead(agent, '/preview', body, normalizePreview);
}

/** Writes one customizing entry (INSERTED or MODIFIED). */
export async function customize(agent: Agent, request: CustomizeRequest): Promise<CustomizeResult> {
  const body: CustomizeRequest = {
    table_name: normalizeName(request.table_name),
    field_values: request.field_values.map((pair) => ({ field: normalizeName(pair.field), value: pair.value })),
  };
  if (request.transport) body.transport = normalizeName(request.transport);
  if (request.no_transport) body.no_transport = request.no_transport;
  return postAndRead(agent, '/customize', body, normalizeCustomize);
}

/**
 * The assembled main source of a global class from the developer API (GET …/oo/classes/<name>/source/main),
 * as lines; undefined when the system does not serve it. The client's last resort for global line numbers.
 */
export async function classMainSource(agent: Agent, className: string): Promise<string[] | undefined> {
  try {
    const response = await agent.request('GET', agent.adtPath(`/oo/classes/${encodeURIComponent(className.toLowerCase())}/source/main`), {
      accept: 'text/plain',
    });
    if (response.status !== 200) return undefined;
    return splitSourceLines(response.body);
  } catch (error) {
    // a system that does not answer is not one that lacks the source: the caller says "cannot reach"
    if (error instanceof ConnectionError && error.status === undefined) throw error;
    return undefined;
  }
}

export function normalizeView(raw: unknown): ViewResult {
  return readWire(ViewResult, raw);
}

/** Preview answers keep the field names inside rows as sent (upper case); every other key is read in any spelling. */
export function normalizePreview(raw: unknown): PreviewResult {
  return readPreviewResult(raw);
}

export function normalizeCustomize(raw: unknown): CustomizeResult {
  return readWire(CustomizeResult, raw);
}
