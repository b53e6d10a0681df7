/**
 * The system the CLI and the TUI talk to: a named context (--context, else ABAPDECK_CONTEXT), else the
 * credentials file in the working folder, else the ABAP_* environment, else the current context of the
 * user's contexts file (contexts.ts), else the embedded default (started in the background when not running).
 */
import { join } from 'node:path';
import { installRoot } from '../version.js';
import { readCredentialsFile, readEnvironment, type Connection } from './credentials.js';
import { embeddedDataDir, ensureEmbeddedServer } from './embedded.js';
import { connectionOfContext, findContext, readContexts, type ContextEntry } from './contexts.js';

/** The abapdeck program of this installation. */
export function binPath(): string {
  return join(installRoot(), 'bin', 'abapdeck');
}

/** The command line that runs this abapdeck (node and bin/abapdeck), for starting the embedded server. */
export function selfCommand(): string[] {
  return [process.execPath, binPath()];
}

/** The context asked for by name: the --context flag, else ABAPDECK_CONTEXT. */
export function requestedContext(env: NodeJS.ProcessEnv, flag?: string): string | undefined {
  const name = flag ?? env['ABAPDECK_CONTEXT'];
  return name && name.trim() !== '' ? name.trim() : undefined;
}

/** Connects to one context: an embedded one is started when it is not running. */
export async function connectContext(entry: ContextEntry, env: NodeJS.ProcessEnv, command: string[] = selfCommand(), notice?: (line: string) => void): Promise<Connection> {
  if (entry.target.kind !== 'embedded') return connectionOfContext({ ...entry, target: entry.target });
  const connection = await ensureEmbeddedServer(entry.target.dataDir ?? embeddedDataDir(env), { command, notice });
  return { ...connection, context: { name: entry.name, readOnly: entry.readOnly, production: entry.production } };
}

/**
 * Throws ConfigError (credentials.ts) for a broken credentials file, contexts file or environment, and for an
 * unknown context (naming the known ones). `notice` hears the line said when the embedded server has to be
 * started (the CLI writes it to stderr). `context` is the --context flag.
 */
export async function resolveConnection(
  cwd: string,
  env: NodeJS.ProcessEnv,
  command: string[] = selfCommand(),
  notice?: (line: string) => void,
  context?: string,
): Promise<Connection> {
  const named = requestedContext(env, context);
  if (named) return connectContext(findContext(readContexts(env), named), env, command, notice);
  const local = readCredentialsFile(cwd) ?? readEnvironment(env);
  if (local) return local;
  const contexts = readContexts(env);
  if (contexts.current) return connectContext(findContext(contexts, contexts.current), env, command, notice);
  return ensureEmbeddedServer(embeddedDataDir(env), { command, notice });
}

/** What resolveConnection would use here, without connecting: for `ctx` listings. */
export type ActiveChoice =
  | { kind: 'context'; name: string; why: 'flag' | 'environment' | 'current' }
  | { kind: 'working-folder' }
  | { kind: 'environment' }
  | { kind: 'embedded-default' };

export function activeChoice(cwd: string, env: NodeJS.ProcessEnv, context?: string): ActiveChoice {
  const named = requestedContext(env, context);
  if (named) return { kind: 'context', name: named, why: context ? 'flag' : 'environment' };
  if (readCredentialsFile(cwd)) return { kind: 'working-folder' };
  if (env['ABAP_HOST']) return { kind: 'environment' };
  const { current } = readContexts(env);
  return current ? { kind: 'context', name: current, why: 'current' } : { kind: 'embedded-default' };
}

/** The context a command here would use (flag, ABAPDECK_CONTEXT or current), without connecting; undefined for a working-folder file, the environment or the default. */
export function contextHere(cwd: string, env: NodeJS.ProcessEnv, context?: string): ContextEntry | undefined {
  const choice = activeChoice(cwd, env, context);
  return choice.kind === 'context' ? findContext(readContexts(env), choice.name) : undefined;
}
