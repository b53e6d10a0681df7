/**
 * The system as MCP resources, read through the CLI's own commands so the allow-list and the contexts' rules are
 * the tools': object sources as `abap://<context>/<type>/<name>` (`view`), short dumps as
 * `abap://<context>/dumps/<id>` (`dump`); context `default` is the server's own. Object sources can be subscribed
 * to: the server tells the client when one changes (a pull, here or anywhere else).
 */
import { createHash } from 'node:crypto';
import { keysToLower } from '../protocol/keys.js';
import type { CommandRunner } from '../protocol/assistant-server.js';

export const objectSourceTemplate = {
  uriTemplate: 'abap://{context}/{type}/{name}{/part}',
  name: 'ABAP object source',
  description:
    "An object's active source (CLAS, INTF, PROG, DDLS …) or definition; a class's part: locals_def, locals_imp, testclasses (without: its definition and methods). Context 'default' is the server's own. Subscribe to hear when it changes.",
  mimeType: 'text/plain',
};

export const dumpTemplate = {
  uriTemplate: 'abap://{context}/dumps/{id}',
  name: 'Short dump',
  description: 'A short dump (runtime error) in detail, as `abapdeck dump --detail` answers it: what happened, the source, the call stack.',
  mimeType: 'application/json',
};

export interface ObjectAddress {
  /** undefined: the server's context. */
  context?: string;
  type: string;
  name: string;
  /** A class's include (locals_def, locals_imp, testclasses); undefined: the main part. */
  part?: string;
}

export interface DumpAddress {
  context?: string;
  id: string;
}

export class ResourceError extends Error {}

function contextPart(context: string): { context?: string } {
  return context === 'default' ? {} : { context: decodeURIComponent(context) };
}

export function parseDumpUri(uri: string): DumpAddress | undefined {
  const match = /^abap:\/\/([^/]+)\/dumps\/([^/]+)$/.exec(uri);
  return match ? { ...contextPart(match[1]!), id: decodeURIComponent(match[2]!) } : undefined;
}

export function parseObjectUri(uri: string): ObjectAddress {
  const match = /^abap:\/\/([^/]+)\/([A-Za-z0-9]{4})\/([^/]+)(?:\/([a-z_]+))?$/.exec(uri);
  if (!match) throw new ResourceError(`not an object's address: ${uri} (abap://<context>/<type>/<name>[/<part>])`);
  const [, context, type, name, part] = match as unknown as [string, string, string, string, string | undefined];
  return { ...contextPart(context), type: type.toUpperCase(), name: decodeURIComponent(name).toUpperCase(), ...(part ? { part } : {}) };
}

interface ViewSection {
  suffix: string;
  description: string;
  file: string;
  lines: string[];
}

/**
 * The object's source as `view --full` reads it: an object of sections (a class) as its sections of the part asked
 * for, each under a comment naming it, as the CLI shows them; others as their source or definition. An object the
 * system does not hold, or a part it does not have, is an error naming it.
 */
export async function readObjectSource(runner: CommandRunner, address: ObjectAddress, fallbackContext?: string): Promise<string> {
  const answer = await runner.run(['view', `--objects=${address.name}`, `--type=${address.type}`, '--full'], address.context ?? fallbackContext);
  if (answer.exitCode !== 0 && answer.error) throw new ResourceError(answer.error);
  const object = keysToLower<{ objects?: Array<{ name: string; source: string; definition: string; not_found: boolean; sections?: ViewSection[] }> }>(answer.json).objects?.[0];
  if (!object || object.not_found) throw new ResourceError(`${address.type} ${address.name} is not on the system`);
  const sections = object.sections ?? [];
  if (sections.length === 0) {
    if (address.part) throw new ResourceError(`${address.type} ${address.name} has no part ${address.part}`);
    return object.source || object.definition;
  }
  const chosen = sections.filter((section) => (section.file || undefined) === address.part);
  if (chosen.length === 0) throw new ResourceError(`${address.type} ${address.name} has no part ${address.part ?? 'main'} (parts: ${[...new Set(sections.map((s) => s.file || 'main'))].join(', ')})`);
  return chosen.map((section) => [`* ---- ${section.description} (${section.suffix}) ----`, ...section.lines].join('\n')).join('\n') + '\n';
}

interface DumpSummary {
  id: string;
  error: string;
  program: string;
  date: string;
  time: string;
  user: string;
}

async function dumpList(runner: CommandRunner, context: string | undefined, limit: number): Promise<DumpSummary[]> {
  const answer = await runner.run(['dump', `--limit=${limit}`], context);
  if (answer.exitCode !== 0) throw new ResourceError(answer.error ?? 'the short dumps could not be read');
  return keysToLower<{ dumps?: DumpSummary[] }>(answer.json).dumps ?? [];
}

/** The newest short dumps (the last 7 days) as resources. */
export async function listDumpResources(runner: CommandRunner, context: string | undefined) {
  const dumps = await dumpList(runner, context, 20);
  return dumps.map((dump) => ({
    uri: `abap://default/dumps/${encodeURIComponent(dump.id)}`,
    name: `${dump.error} in ${dump.program}`,
    description: `short dump of ${dump.user} on ${dump.date} at ${dump.time}`,
    mimeType: dumpTemplate.mimeType,
  }));
}

/** One dump in detail (`dump --detail <its place in the list>`), as the CLI's --json answers it. */
export async function readDump(runner: CommandRunner, address: DumpAddress, fallbackContext?: string): Promise<unknown> {
  const context = address.context ?? fallbackContext;
  const place = (await dumpList(runner, context, 100)).findIndex((dump) => dump.id === address.id);
  if (place < 0) throw new ResourceError(`no short dump ${address.id} in the last 7 days`);
  const answer = await runner.run(['dump', `--detail=${place + 1}`, '--limit=100'], context);
  if (answer.exitCode !== 0) throw new ResourceError(answer.error ?? `short dump ${address.id} could not be read`);
  return answer.json;
}

/**
 * The object sources a client subscribed to: each is read again when asked (after a tool that changes the system,
 * and every few seconds while there are any) and reported when its text differs from the last reading.
 */
export class SourceWatch {
  private readonly digests = new Map<string, string | undefined>();

  constructor(
    private readonly read: (uri: string) => Promise<string>,
    private readonly changed: (uri: string) => Promise<void>,
  ) {}

  get size(): number {
    return this.digests.size;
  }

  async subscribe(uri: string): Promise<void> {
    if (parseDumpUri(uri)) throw new ResourceError(`a short dump does not change: only object sources can be subscribed to (${objectSourceTemplate.uriTemplate})`);
    parseObjectUri(uri);
    this.digests.set(uri, await this.digestOf(uri));
  }

  unsubscribe(uri: string): void {
    this.digests.delete(uri);
  }

  /** Reads every subscribed source again and reports those that changed. */
  async check(): Promise<void> {
    for (const [uri, before] of [...this.digests]) {
      const now = await this.digestOf(uri);
      if (!this.digests.has(uri) || now === before) continue;
      this.digests.set(uri, now);
      await this.changed(uri);
    }
  }

  /** The source's digest; undefined while the object is not on the system (a later pull may bring it). */
  private async digestOf(uri: string): Promise<string | undefined> {
    try {
      return createHash('sha256').update(await this.read(uri)).digest('hex');
    } catch (error) {
      if (error instanceof ResourceError) return undefined;
      throw error;
    }
  }
}
