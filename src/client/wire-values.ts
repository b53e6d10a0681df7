import type { Agent } from './agent.js';

import { record, text } from '../protocol/wire-values.js';

/**
 * The one POST of {base_url} that turns an error envelope into a ServiceCallError, and the answer a result
 * was read from (the readers of loosely spelled fields are src/protocol/wire-values.ts). Shared by every endpoint
 * module of the client.
 */
/** A failure answered with the service's error envelope (400, 403, 404, 413, 500). */
export class ServiceCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
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

/** POSTs a JSON body to {base_url} and answers the checked body as `read` reads it, the answer kept (keepAnswer). */
export async function postAndRead<T extends object>(agent: Agent, path: string, body: unknown, read: (answer: unknown) => T, timeoutMillis?: number): Promise<T> {
  const answer = await postService(agent, path, body, timeoutMillis);
  return keepAnswer(read(answer), answer);
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
