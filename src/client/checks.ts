/**
 * Client calls of the checks: POST /syntax, POST /inspect, POST /where. Answers are normalised to the
 * lower-case shapes of src/protocol/checks.ts whatever spelling a system sends (the public implementation
 * answers upper case in places), success flags to the spec's kind (boolean for syntax and where, 'X'/''
 * for inspect), and absent lists to empty ones.
 */
import type {
  InspectError,
  InspectMessage,
  InspectRequest,
  InspectResult,
  SyntaxError,
  SyntaxObjectResult,
  SyntaxRequest,
  SyntaxResponse,
  SyntaxWarning,
  WhereObject,
  WhereReference,
  WhereRequest,
  WhereResponse,
} from '../protocol/checks.js';
import type { Agent } from './agent.js';
import { keysToLower } from './keys.js';
import { ServiceCallError } from './service.js';

type Loose = Record<string, unknown>;

export async function syntax(agent: Agent, request: SyntaxRequest): Promise<SyntaxResponse> {
  const body = await post(agent, '/syntax', request);
  return normalizeSyntaxResponse(body);
}

/** One result per object; a system answering a single object instead of an array is accepted too. */
export async function inspect(agent: Agent, request: InspectRequest): Promise<InspectResult[]> {
  const body = await post(agent, '/inspect', request.variant ? request : { files: request.files });
  return normalizeInspectResults(body);
}

export async function whereUsed(agent: Agent, request: WhereRequest): Promise<WhereResponse> {
  const body = await post(agent, '/where', request);
  return normalizeWhereResponse(body);
}

async function post(agent: Agent, path: string, request: unknown): Promise<unknown> {
  const { status, body } = await agent.json<unknown>('POST', path, request);
  if (status >= 400) {
    const envelope = keysToLower<{ error?: unknown; message?: unknown }>(body);
    throw new ServiceCallError(text(envelope?.error) || text(envelope?.message) || `HTTP ${status}`, status);
  }
  return body;
}

export function normalizeSyntaxResponse(value: unknown): SyntaxResponse {
  const body = record(keysToLower(value));
  return {
    success: flag(body['success']),
    command: 'SYNTAX',
    message: text(body['message']),
    results: list(body['results']).map(syntaxResult),
  };
}

function syntaxResult(value: unknown): SyntaxObjectResult {
  const result = record(value);
  const errors = list(result['errors']).map(syntaxError);
  const warnings = list(result['warnings']).map(syntaxWarning);
  return {
    object_type: text(result['object_type']),
    object_name: text(result['object_name']),
    success: flag(result['success']),
    error_count: number(result['error_count'], errors.length),
    warning_count: number(result['warning_count'], warnings.length),
    errors,
    warnings,
    message: text(result['message']),
  };
}

function syntaxError(value: unknown): SyntaxError {
  const error = record(value);
  return {
    line: number(error['line'], 0),
    text: text(error['text']) || text(error['message']),
    ...(text(error['word']) ? { word: text(error['word']) } : {}),
    ...(text(error['include']) ? { include: text(error['include']) } : {}),
    ...(error['column'] !== undefined && error['column'] !== '' ? { column: number(error['column'], 0) } : {}),
  };
}

function syntaxWarning(value: unknown): SyntaxWarning {
  const warning = record(value);
  return {
    line: number(warning['line'], 0),
    text: text(warning['text']) || text(warning['message']),
    ...(warning['column'] !== undefined && warning['column'] !== '' ? { column: number(warning['column'], 0) } : {}),
    ...(text(warning['severity']) ? { severity: text(warning['severity']) } : {}),
  };
}

export function normalizeInspectResults(value: unknown): InspectResult[] {
  const lower = keysToLower(value);
  const results = Array.isArray(lower) ? lower : lower && typeof lower === 'object' ? [lower] : [];
  return results.map((entry) => {
    const result = record(entry);
    const errors = list(result['errors']).map(inspectError);
    const success = result['success'] === undefined ? errors.length === 0 : flag(result['success']);
    return {
      success: success ? 'X' : '',
      object_type: text(result['object_type']),
      object_name: text(result['object_name']),
      error_count: number(result['error_count'], errors.length),
      errors,
      warnings: list(result['warnings']).map(inspectMessage),
      infos: list(result['infos']).map(inspectMessage),
    };
  });
}

function inspectError(value: unknown): InspectError {
  const error = record(value);
  return {
    line: text(error['line']),
    column: text(error['column']),
    text: text(error['text']) || text(error['message']),
    word: text(error['word']),
    sobjname: text(error['sobjname']),
    method_name: text(error['method_name']),
  };
}

function inspectMessage(value: unknown): InspectMessage {
  const message = record(value);
  return {
    line: text(message['line']),
    message: text(message['message']) || text(message['text']),
    sobjname: text(message['sobjname']),
    method_name: text(message['method_name']),
  };
}

export function normalizeWhereResponse(value: unknown): WhereResponse {
  const body = record(keysToLower(value));
  const objects = list(body['objects']).map(whereObject);
  const summary = record(body['summary']);
  return {
    success: flag(body['success']),
    command: 'WHERE',
    message: text(body['message']),
    objects,
    summary: {
      total: number(summary['total'], objects.length),
      total_references: number(summary['total_references'], objects.reduce((sum, object) => sum + object.count, 0)),
    },
    error: text(body['error']),
  };
}

function whereObject(value: unknown): WhereObject {
  const object = record(value);
  const references = list(object['references']).map(whereReference);
  return {
    name: text(object['name']),
    type: text(object['type']),
    type_text: text(object['type_text']),
    references,
    count: number(object['count'], references.length),
    not_found: flag(object['not_found']),
    error: text(object['error']),
  };
}

/** Also reads the reference shape of newer public-implementation servers (include_name, include_type, method_name). */
function whereReference(value: unknown): WhereReference {
  const reference = record(value);
  const include = text(reference['include']) || text(reference['include_name']);
  return {
    object: text(reference['object']) || text(reference['include_type']),
    obj_name: text(reference['obj_name']),
    include,
    line: number(reference['line'], 0),
    program: text(reference['program']),
    ...(text(reference['method_name']) ? { method_name: text(reference['method_name']) } : {}),
  };
}

function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function number(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

/** true, 'X', 'true' (any case) are true; false, '', undefined are false. */
function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toUpperCase() === 'X' || value.toLowerCase() === 'true';
  return false;
}
