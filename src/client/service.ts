import { ListResult, TreeResult, type ListRequest, type TreeRequest, type HealthResult } from '../protocol/results.js';
import { Agent, ConnectionError } from './agent.js';
import { readWire } from '../protocol/wire-schema.js';
import { checkedAnswer, postAndRead, ServiceCallError } from './wire-values.js';

/**
 * Health, tree and list of {base_url}, typed functions over the one agent like every other endpoint module
 * (sync.ts, checks.ts, reading.ts …); answers read through their schemas (src/protocol/results.ts) in any key spelling.
 */
export async function health(agent: Agent): Promise<HealthResult> {
  return checkedAnswer(await agent.json<HealthResult>('GET', '/health')) as HealthResult;
}

export async function tree(agent: Agent, request: TreeRequest): Promise<TreeResult> {
  return postAndRead(agent, '/tree', request, (answer) => readWire(TreeResult, answer));
}

export async function list(agent: Agent, request: ListRequest): Promise<ListResult> {
  return postAndRead(agent, '/list', request, (answer) => readWire(ListResult, answer));
}

/** What a command talks to the system through: the one agent. */
export interface ServiceHandle {
  readonly agent: Agent;
}

export { ConnectionError, ServiceCallError };
