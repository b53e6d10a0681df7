/**
 * Asking the user for a transport request on a terminal: the picker of their open requests (Ink, loaded
 * only here) and, for a new one, its description. Used when a pull or customize needs a request and no
 * flag, credentials file, environment variable or project hook names one.
 */
import { createInterface } from 'node:readline/promises';
import type { Agent } from '../client/agent.js';
import { CliError, exitCodes } from './errors.js';
import { holdingRequest } from '../protocol/transports.js';

export function canAsk(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true;
}

/**
 * The request the user picks (or creates); undefined when the user cancels. The cursor starts on the request
 * that already holds one of `objectNames`.
 */
export async function chooseTransport(agent: Agent, type: 'workbench' | 'customizing', purpose: string, objectNames: readonly string[] = []): Promise<string | undefined> {
  const { transportRequest } = await import('../client/transport-requests.js');
  const listed = await transportRequest(agent, { action: 'list', scope: 'mine', type });
  if (listed.success !== 'X') throw new CliError(listed.error || listed.message, exitCodes.failed);
  const { pickTransport } = await import('../ui/pick-transport.js');
  const requests = listed.transports ?? [];
  const choice = await pickTransport(`${purpose}: which ${type} request?`, requests, holdingRequest(requests, objectNames));
  if (choice.kind === 'cancel') return undefined;
  if (choice.kind === 'request') return choice.number;
  const reader = createInterface({ input: process.stdin, output: process.stdout });
  let description: string;
  try {
    description = (await reader.question('Description of the new transport request: ')).trim();
  } finally {
    reader.close();
  }
  const created = await transportRequest(agent, { action: 'create', type, description });
  if (created.success !== 'X') throw new CliError(created.error || created.message, exitCodes.failed);
  return created.number;
}
