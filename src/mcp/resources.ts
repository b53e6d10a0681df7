/**
 * Object sources as MCP resources: `abap://<context>/<type>/<name>` (context `default`: the server's), read with
 * the CLI's `view` — so the allow-list and the contexts' rules are the tools' — and answered as the source text.
 */
import { keysToLower } from '../protocol/keys.js';
import type { CommandRunner } from '../protocol/assistant-server.js';

export const objectSourceTemplate = {
  uriTemplate: 'abap://{context}/{type}/{name}',
  name: 'ABAP object source',
  description: "An object's active source (CLAS, INTF, PROG, DDLS …) or definition; context 'default' is the server's own.",
  mimeType: 'text/plain',
};

export interface ObjectAddress {
  /** undefined: the server's context. */
  context?: string;
  type: string;
  name: string;
}

export class ResourceError extends Error {}

export function parseObjectUri(uri: string): ObjectAddress {
  const match = /^abap:\/\/([^/]+)\/([A-Za-z0-9]{4})\/([^/]+)$/.exec(uri);
  if (!match) throw new ResourceError(`not an object's address: ${uri} (abap://<context>/<type>/<name>)`);
  const [, context, type, name] = match as unknown as [string, string, string, string];
  const decoded = decodeURIComponent(name).toUpperCase();
  return { ...(context === 'default' ? {} : { context: decodeURIComponent(context) }), type: type.toUpperCase(), name: decoded };
}

/** The object's source as `view` reads it; an object the system does not hold is an error naming it. */
export async function readObjectSource(runner: CommandRunner, address: ObjectAddress, fallbackContext?: string): Promise<string> {
  const answer = await runner.run(['view', `--objects=${address.name}`, `--type=${address.type}`], address.context ?? fallbackContext);
  if (answer.exitCode !== 0 && answer.error) throw new ResourceError(answer.error);
  const object = keysToLower<{ objects?: Array<{ name: string; source: string; definition: string; not_found: boolean }> }>(answer.json).objects?.[0];
  if (!object || object.not_found) throw new ResourceError(`${address.type} ${address.name} is not on the system`);
  return object.source || object.definition;
}
