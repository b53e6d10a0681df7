import type { ListRequest, ListResult, TreeRequest, TreeResult, HealthResult } from '../protocol/results.js';
import { Agent, ConnectionError } from './agent.js';
import { keysToUpper } from './keys.js';
import { checkedAnswer, postService, ServiceCallError } from './wire-values.js';

/** One typed function per endpoint of {base_url}; answers normalised to one key spelling. */
export class ServiceClient {
  constructor(readonly agent: Agent) {}

  async health(): Promise<HealthResult> {
    return checkedAnswer(await this.agent.json<HealthResult>('GET', '/health')) as HealthResult;
  }

  async tree(request: TreeRequest): Promise<TreeResult> {
    return this.call<TreeResult>('/tree', request, keysToUpper);
  }

  async list(request: ListRequest): Promise<ListResult> {
    return this.call<ListResult>('/list', request, keysToUpper);
  }

  private async call<T>(path: string, request: unknown, normalize: (value: unknown) => T): Promise<T> {
    return normalize(await postService(this.agent, path, request));
  }
}

export { ConnectionError, ServiceCallError };
