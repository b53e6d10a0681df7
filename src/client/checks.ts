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
import { keysToLower } from '../protocol/keys.js';
import { readPagination } from '../protocol/pagination.js';
import { keepAnswer, postService } from './wire-values.js';
import { flag, integer, list, record, text } from '../protocol/wire-values.js';

export async function syntax(agent: Agent, request: SyntaxRequest): Promise<SyntaxResponse> {
  const body = await postService(agent, '/syntax', request);
  return keepAnswer(normalizeSyntaxResponse(body), body);
}

/** One result per object; a system answering a single object instead of an array is accepted too. */
export async function inspect(agent: Agent, request: InspectRequest): Promise<InspectResult[]> {
  const body = await postService(agent, '/inspect', request.variant ? request : { files: request.files });
  return keepAnswer(normalizeInspectResults(body), body);
}

export async function whereUsed(agent: Agent, request: WhereRequest): Promise<WhereResponse> {
  const body = await postService(agent, '/where', request);
  return keepAnswer(normalizeWhereResponse(body), body);
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
    error_count: integer(result['error_count'], errors.length),
    warning_count: integer(result['warning_count'], warnings.length),
    errors,
    warnings,
    message: text(result['message']),
  };
}

function syntaxError(value: unknown): SyntaxError {
  const error = record(value);
  return {
    line: integer(error['line'], 0),
    text: text(error['text']) || text(error['message']),
    ...(text(error['word']) ? { word: text(error['word']) } : {}),
    ...(text(error['include']) ? { include: text(error['include']) } : {}),
    ...(error['column'] !== undefined && error['column'] !== '' ? { column: integer(error['column'], 0) } : {}),
  };
}

function syntaxWarning(value: unknown): SyntaxWarning {
  const warning = record(value);
  return {
    line: integer(warning['line'], 0),
    text: text(warning['text']) || text(warning['message']),
    ...(warning['column'] !== undefined && warning['column'] !== '' ? { column: integer(warning['column'], 0) } : {}),
    ...(text(warning['severity']) ? { severity: text(warning['severity']) } : {}),
    ...(text(warning['code']) ? { code: text(warning['code']) } : {}),
    ...(text(warning['name']) ? { name: text(warning['name']) } : {}),
    ...(text(warning['include']) ? { include: text(warning['include']) } : {}),
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
      error_count: integer(result['error_count'], errors.length),
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
  const shown = objects.reduce((sum, object) => sum + object.count, 0);
  return {
    success: flag(body['success']),
    command: 'WHERE',
    message: text(body['message']),
    objects,
    summary: {
      total_objects: integer(summary['total_objects'], integer(summary['total'], objects.length)),
      total_references: integer(summary['total_references'], shown),
    },
    // systems without paging answer one page holding everything
    pagination: readPagination(body['pagination'], { limit: shown, total: integer(summary['total_references'], shown) }),
    error: text(body['error']),
  };
}

function whereObject(value: unknown): WhereObject {
  const object = record(value);
  const references = list(object['references']).map(whereReference);
  return {
    name: text(object['name']),
    type: text(object['type']),
    references,
    count: integer(object['count'], references.length),
    not_found: flag(object['not_found']),
    error: text(object['error']),
  };
}

/**
 * The public shape (object = the using object's name, object_type, include_name …); earlier abapdeck
 * servers sent object = its type, obj_name, include.
 */
function whereReference(value: unknown): WhereReference {
  const reference = record(value);
  const earlier = text(reference['obj_name']) !== '';
  return {
    object: earlier ? text(reference['obj_name']) : text(reference['object']),
    object_type: earlier ? text(reference['object']) : text(reference['object_type']),
    include_name: text(reference['include_name']) || text(reference['include']),
    method_name: text(reference['method_name']),
    include_type: text(reference['include_type']),
    package: text(reference['package']),
    line: integer(reference['line'], 0),
    program: text(reference['program']),
  };
}

