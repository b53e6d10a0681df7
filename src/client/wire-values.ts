import type { Agent } from './agent.js';

/**
 * Readers of answer fields that real servers spell loosely (numbers as strings, booleans as 'X'), and the
 * one POST of {base_url} that turns an error envelope into a ServiceCallError. Shared by every endpoint
 * module of the client.
 */
export type Loose = Record<string, unknown>;

/** A failure answered with the service's error envelope (400, 403, 404, 413, 500). */
export class ServiceCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Strings as they are; numbers and booleans as their text; anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** A whole number from a number or a numeric string (leading zeros of NUMC values allowed); else the fallback. */
export function integer(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** JSON true, or the ABAP spelling 'X' (and 'true') some servers use; anything else false. */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && (value.toUpperCase() === 'X' || value.toLowerCase() === 'true');
}

/** The body of a {base_url} answer; an error status raises the envelope's text (any key spelling). */
export function checkedAnswer(response: { status: number; body: unknown }): unknown {
  if (response.status >= 400) {
    const envelope = record(response.body);
    const message = [envelope['error'], envelope['ERROR'], envelope['message'], envelope['MESSAGE']].map(text).find((m) => m !== '');
    throw new ServiceCallError(message ?? `HTTP ${response.status}`, response.status);
  }
  return response.body;
}

/** POSTs a JSON body to {base_url} and answers the checked body. */
export async function postService(agent: Agent, path: string, body: unknown, timeoutMillis?: number): Promise<unknown> {
  return checkedAnswer(await agent.json<unknown>('POST', path, body, timeoutMillis ? { timeoutMillis } : {}));
}

const answers = new WeakMap<object, unknown>();

/**
 * Remembers the answer a result was read from: `--json` prints the system's answer as received (scripts
 * written against a real system read its keys), while callers work with the normalised result.
 */
export function keepAnswer<T extends object>(result: T, answer: unknown): T {
  answers.set(result, answer);
  return result;
}

/** The answer `result` was read from (see keepAnswer), if it was read from one. */
export function answerOf(result: unknown): unknown {
  return result !== null && typeof result === 'object' ? answers.get(result) : undefined;
}
