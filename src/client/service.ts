import type { ListRequest, ListResult, TreeRequest, TreeResult, HealthResult, ErrorEnvelope } from '../protocol/results.js';
import { Agent, ConnectionError } from './agent.js';
import { keysToUpper } from './keys.js';

/** A failure answered with the service's error envelope (400, 403, 404, 413, 500). */
export class ServiceCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function unwrapEnvelope(status: number, body: unknown): void {
  if (status >= 400) {
    const envelope = body as Partial<ErrorEnvelope> & { ERROR?: string; message?: string };
    throw new ServiceCallError(envelope.error ?? envelope.ERROR ?? envelope.message ?? `HTTP ${status}`, status);
  }
}

/** One typed function per endpoint of {base_url}; answers normalised to one key spelling. */
export class ServiceClient {
  constructor(readonly agent: Agent) {}

  async health(): Promise<HealthResult> {
    const { status, body } = await this.agent.json<HealthResult>('GET', '/health');
    unwrapEnvelope(status, body);
    return body;
  }

  async tree(request: TreeRequest): Promise<TreeResult> {
    return this.call<TreeResult>('/tree', request, keysToUpper);
  }

  async list(request: ListRequest): Promise<ListResult> {
    return this.call<ListResult>('/list', request, keysToUpper);
  }

  private async call<T>(path: string, request: unknown, normalize: (value: unknown) => T): Promise<T> {
    const { status, body } = await this.agent.json<unknown>('POST', path, request);
    unwrapEnvelope(status, body);
    return normalize(body);
  }
}

export { ConnectionError };
