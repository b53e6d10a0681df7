/**
 * Client functions of transport requests, drop and inactive objects. Transport and drop answers are read in
 * either key spelling (protocol-notes: lower case from the public implementation); the inactive-object
 * extension answers are abapdeck's own (upper case).
 */
import type { Agent } from './agent.js';
import { readWire } from '../protocol/wire-schema.js';
import { postAndRead, postService } from './wire-values.js';
import { DropResult, TransportResult, type ActivateResult, type DropRequest, type InactiveResult, type TransportRequestBody } from '../protocol/transports.js';

export async function transportRequest(agent: Agent, body: TransportRequestBody): Promise<TransportResult> {
  return postAndRead(agent, '/transport', body, (answer) => readWire(TransportResult, answer));
}

export async function dropObject(agent: Agent, body: DropRequest): Promise<DropResult> {
  return postAndRead(agent, '/drop', body, (answer) => readWire(DropResult, answer));
}

export async function inactiveObjects(agent: Agent, scope: 'mine' | 'all'): Promise<InactiveResult> {
  return (await postService(agent, '/inactive', { scope })) as InactiveResult;
}

export async function activateObjects(agent: Agent, objects: string[]): Promise<ActivateResult> {
  return (await postService(agent, '/activate', { objects }, 30 * 60_000)) as ActivateResult;
}
