/**
 * The reading endpoints: POST /view, POST /preview, POST /customize, and the class source of the developer
 * API (for line numbers). Each answer is normalised to the lower-case shapes of src/protocol/reading.ts
 * whichever spelling the server uses, with absent fields filled, so renderers need no guards.
 */
import type {
  CustomizeRequest,
  CustomizeResult,
  PreviewObject,
  PreviewRequest,
  PreviewResult,
  ViewComponent,
  ViewObject,
  ViewRequest,
  ViewResult,
  ViewSection,
} from '../protocol/reading.js';
import { splitSourceLines } from '../protocol/reading.js';
import { normalizeName } from '../protocol/names.js';
import { readPagination } from '../protocol/pagination.js';
import { ConnectionError, type Agent } from './agent.js';
import { keysToLower } from '../protocol/keys.js';
import { keepAnswer, postService } from './wire-values.js';
import { flag, integer, list, record, text, type Loose } from '../protocol/wire-values.js';

export type * from '../protocol/reading.js';

/** Reads object definitions and sources; names are upper-cased as the spec's client does. */
export async function view(agent: Agent, request: ViewRequest): Promise<ViewResult> {
  const body: ViewRequest = { objects: request.objects.map(normalizeName) };
  if (request.type) body.type = request.type.trim().toUpperCase();
  if (request.full) body.full = true;
  const answer = await postService(agent, '/view', body);
  return keepAnswer(normalizeView(record(answer)), answer);
}

/** Reads rows of tables and CDS views. */
export async function preview(agent: Agent, request: PreviewRequest): Promise<PreviewResult> {
  const body: PreviewRequest = { objects: request.objects.map(normalizeName) };
  if (request.type) body.type = request.type.trim().toUpperCase();
  if (request.limit !== undefined) body.limit = request.limit;
  if (request.offset !== undefined) body.offset = request.offset;
  if (request.where !== undefined && request.where.trim() !== '') body.where = request.where;
  if (request.columns && request.columns.length > 0) body.columns = request.columns.map(normalizeName);
  const answer = await postService(agent, '/preview', body);
  return keepAnswer(normalizePreview(record(answer)), answer);
}

/** Writes one customizing entry (INSERTED or MODIFIED). */
export async function customize(agent: Agent, request: CustomizeRequest): Promise<CustomizeResult> {
  const body: CustomizeRequest = {
    table_name: normalizeName(request.table_name),
    field_values: request.field_values.map((pair) => ({ field: normalizeName(pair.field), value: pair.value })),
  };
  if (request.transport) body.transport = normalizeName(request.transport);
  if (request.no_transport) body.no_transport = request.no_transport;
  const answer = await postService(agent, '/customize', body);
  return keepAnswer(normalizeCustomize(record(answer)), answer);
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
  const body = keysToLower<Loose>(raw);
  const summary = (body['summary'] ?? {}) as Loose;
  return {
    success: flag(body['success']),
    command: 'VIEW',
    message: text(body['message']),
    objects: list(body['objects']).map((o) => viewObject(o as Loose)),
    summary: { total: integer(summary['total']), by_type: list(summary['by_type']).map(text) },
    error: text(body['error']),
  };
}

function viewObject(o: Loose): ViewObject {
  const object: ViewObject = {
    name: text(o['name']),
    type: text(o['type']),
    type_text: text(o['type_text']),
    description: text(o['description']),
    source: text(o['source']),
    definition: text(o['definition']),
    not_found: flag(o['not_found']),
    components: list(o['components']).map((c) => component(c as Loose)),
  };
  if (Array.isArray(o['kernel_gaps'])) {
    object.kernel_gaps = list(o['kernel_gaps']).map((gap) => ({ name: text((gap as Loose)['name']), file: text((gap as Loose)['file']), line: integer((gap as Loose)['line']) }));
  }
  if (o['domain'] !== undefined) object.domain = text(o['domain']);
  if (o['domain_type'] !== undefined) object.domain_type = text(o['domain_type']);
  if (o['domain_length'] !== undefined) object.domain_length = integer(o['domain_length']);
  if (o['domain_decimals'] !== undefined) object.domain_decimals = integer(o['domain_decimals']);
  if (Array.isArray(o['sections'])) object.sections = o['sections'].map((s) => section(s as Loose));
  return object;
}

function section(s: Loose): ViewSection {
  const result: ViewSection = {
    suffix: text(s['suffix']),
    description: text(s['description']),
    method_name: text(s['method_name']),
    file: text(s['file']),
    lines: list(s['lines']).map(text),
  };
  if (s['global_start'] !== undefined) result.global_start = integer(s['global_start']);
  return result;
}

function component(c: Loose): ViewComponent {
  return {
    field: text(c['field']),
    key: flag(c['key']),
    type: text(c['type']),
    length: integer(c['length']),
    dataelement: text(c['dataelement']),
    description: text(c['description']),
  };
}

/** Preview answers keep upper-case field names inside rows; every other key is read in either spelling. */
export function normalizePreview(raw: unknown): PreviewResult {
  const source = (raw ?? {}) as Loose;
  const rawObjects = list(source['objects'] ?? source['OBJECTS']);
  const body = keysToLower<Loose>({ ...source, objects: undefined, OBJECTS: undefined });
  const summary = (body['summary'] ?? {}) as Loose;
  const objects = rawObjects.map((o) => previewObject(o as Loose));
  return {
    success: flag(body['success']),
    command: 'PREVIEW',
    message: text(body['message']),
    objects,
    summary: {
      total_objects: integer(summary['total_objects'] ?? objects.length),
      total_rows: integer(summary['total_rows'] ?? objects.reduce((n, o) => n + o.row_count, 0)),
    },
    pagination: readPagination(body['pagination']),
    error: text(body['error']),
  };
}

/**
 * Rows as sent when they already have the expected shape (upper-case names, string values: checked on the
 * first row, as a server writes every row alike), else rebuilt. Rebuilding 500 rows of 40 columns costs
 * more than the rest of a preview answer together.
 */
function previewRows(value: unknown): Array<Record<string, string>> {
  const rows = list(value);
  const first = rows[0] as Loose | undefined;
  const wellFormed =
    first !== undefined &&
    first !== null &&
    typeof first === 'object' &&
    Object.entries(first).every(([key, cell]) => typeof cell === 'string' && key === key.toUpperCase());
  if (wellFormed) return rows as Array<Record<string, string>>;
  return rows.map((row) => {
    const out: Record<string, string> = {};
    for (const [key, cell] of Object.entries((row ?? {}) as Loose)) out[key.toUpperCase()] = text(cell);
    return out;
  });
}

function previewObject(raw: Loose): PreviewObject {
  const rows = previewRows(raw['rows'] ?? raw['ROWS']);
  const o = keysToLower<Loose>({ ...raw, rows: undefined, ROWS: undefined });
  const type = text(o['type']).toUpperCase() === 'DDLS' ? 'DDLS' : 'TABL';
  return {
    name: text(o['name']),
    type,
    type_text: type === 'DDLS' ? 'CDS View' : 'Table',
    row_count: integer(o['row_count'] ?? rows.length),
    total_rows: integer(o['total_rows']),
    rows,
    fields: list(o['fields']).map((f) => {
      const field = f as Loose;
      return { field: text(field['field']).toUpperCase(), type: text(field['type']), length: integer(field['length']) };
    }),
    columns_displayed: integer(o['columns_displayed']),
    columns_hidden: list(o['columns_hidden']).map(text),
    not_found: flag(o['not_found']),
    access_denied: flag(o['access_denied']),
    error: text(o['error']),
  };
}

export function normalizeCustomize(raw: unknown): CustomizeResult {
  const body = keysToLower<Loose>(raw);
  const success = body['success'] === true || body['success'] === 'X' ? 'X' : '';
  const action = text(body['action']).toUpperCase();
  return {
    success,
    command: 'Customize',
    message: text(body['message']),
    error: text(body['error']),
    table_name: text(body['table_name']),
    action: action === 'INSERTED' || action === 'MODIFIED' ? action : '',
    transport: text(body['transport']),
    delivery_class: text(body['delivery_class']),
  };
}
