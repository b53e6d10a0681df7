/**
 * Client calls of the checks: POST /syntax, POST /inspect, POST /where. Answers are read through the
 * schemas of src/protocol/checks.ts whatever spelling a system sends (the public implementation
 * answers upper case in places), success flags to the spec's kind (boolean for syntax and where, 'X'/''
 * for inspect), and absent lists to empty ones.
 */
import {
  readInspectResults,
  readSyntaxResponse,
  readWhereResponse,
  type InspectRequest,
  type InspectResult,
  type SyntaxRequest,
  type SyntaxResponse,
  type WhereRequest,
  type WhereResponse,
} from '../protocol/checks.js';
import type { Agent } from './agent.js';
import { postAndRead } from './wire-values.js';

export async function syntax(agent: Agent, request: SyntaxRequest): Promise<SyntaxResponse> {
  return postAndRead(agent, '/syntax', request, normalizeSyntaxResponse);
}

/** One result per object; a system answering a single object instead of an array is accepted too. */
export async function inspect(agent: Agent, request: InspectRequest): Promise<InspectResult[]> {
  return postAndRead(agent, '/inspect', request.variant ? request : { files: request.files }, normalizeInspectResults);
}

export async function whereUsed(agent: Agent, request: WhereRequest): Promise<WhereResponse> {
  return postAndRead(agent, '/where', request, normalizeWhereResponse);
}

export function normalizeSyntaxResponse(value: unknown): SyntaxResponse {
  return readSyntaxResponse(value);
}

export function normalizeInspectResults(value: unknown): InspectResult[] {
  return readInspectResults(value);
}

export function normalizeWhereResponse(value: unknown): WhereResponse {
  return readWhereResponse(value);
}
