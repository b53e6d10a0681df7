import type { Connection } from '../workspace/credentials.js';
import { ConfigError } from '../workspace/credentials.js';
import { contextHere, resolveConnection as workspaceConnection, selfCommand as ownCommand } from '../workspace/connection.js';
import { readProjectConfig, type ProjectConfig } from '../workspace/project.js';
import type { ServiceHandle } from '../client/service.js';
import type { ServiceAdministration } from '../protocol/admin.js';
import type { AssistantServe } from '../protocol/assistant-server.js';
import type { LanguageServe } from '../protocol/language-server.js';
import type { DebugAdapterServe } from '../protocol/debug-adapter.js';
import { CliError, exitCodes, RefusedError } from './errors.js';
import { UnknownContextError } from '../workspace/contexts.js';
import { readOnlyRefusal, type ReadOnlyOperation } from '../workspace/safeguards.js';

export interface Output {
  write(text: string): void;
  isTTY: boolean;
}

export interface CommandContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  /** The command line that runs this abapdeck (node and bin/abapdeck), for starting the embedded server. */
  selfCommand: string[];
  /** The context asked for with --context (ctx reads it; resolving the connection uses it). */
  contextName?: string;
  connection(): Promise<Connection>;
  service(): Promise<ServiceHandle>;
  project(): ProjectConfig;
  /** The service's administration (serve, users), given by the entry: the CLI itself never loads the system. */
  administration(): Promise<ServiceAdministration>;
  /** The MCP face's server, given by the entry (the CLI never imports another face). */
  assistantServer(): Promise<AssistantServe>;
  /** The editors' face (`lsp`), given by the entry. */
  languageServer(): Promise<LanguageServe>;
  /** The debug adapter face's server (dap), given by the entry. */
  debugAdapter(): Promise<DebugAdapterServe>;
}

/** The system a command talks to (src/workspace/connection.ts); a broken configuration ends the command. */
async function resolveConnection(cwd: string, env: NodeJS.ProcessEnv, selfCommand: string[], stderr: Output, contextName?: string): Promise<Connection> {
  try {
    // the embedded server's start is said on stderr, so a script's stdout (--json) stays the answer alone
    return await workspaceConnection(cwd, env, selfCommand, (line) => stderr.write(`${line}\n`), contextName);
  } catch (error) {
    if (error instanceof UnknownContextError) throw new CliError(error.message, exitCodes.usage);
    if (error instanceof ConfigError) throw new CliError(error.message, exitCodes.connection);
    throw error;
  }
}

export interface ContextOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  /** --context */
  contextName?: string;
  /** What this invocation would change on the system (guarded-operations.ts): a read-only context refuses it. */
  operation?: ReadOnlyOperation;
  /** Loads the service's administration (src/entry.ts gives it). */
  administration?: () => Promise<ServiceAdministration>;
  /** Loads the MCP face's server (src/entry.ts gives it). */
  assistantServer?: () => Promise<AssistantServe>;
  /** Loads the language server face (src/entry.ts gives it). */
  languageServer?: () => Promise<LanguageServe>;
  /** Loads the debug adapter (src/entry.ts gives it). */
  debugAdapter?: () => Promise<DebugAdapterServe>;
}

/** The connection, or the read-only context's refusal (exit code 4) before any call reaches the system. */
async function guardedConnection(options: ContextOptions, selfCommand: string[]): Promise<Connection> {
  const connection = await resolveConnection(options.cwd, options.env, selfCommand, options.stderr, options.contextName);
  const refusal = options.operation ? readOnlyRefusal(connection, options.operation) : undefined;
  if (refusal) throw new RefusedError(refusal);
  return connection;
}

/**
 * A read-only context's refusal of this invocation, decided before the command runs (before it reads git or asks
 * anything) from the contexts file alone; the connection is checked again once made.
 */
export function refuseEarly(input: ContextOptions): void {
  if (!input.operation) return;
  let entry;
  try {
    entry = contextHere(input.cwd, input.env, input.contextName);
  } catch (error) {
    if (error instanceof UnknownContextError) throw new CliError(error.message, exitCodes.usage);
    if (error instanceof ConfigError) throw new CliError(error.message, exitCodes.connection);
    throw error;
  }
  const refusal = entry ? readOnlyRefusal({ context: entry }, input.operation) : undefined;
  if (refusal) throw new RefusedError(refusal);
}

export function createContext(input: ContextOptions): CommandContext {
  const { operation: _operation, administration, assistantServer, languageServer, debugAdapter, ...options } = input;
  let connection: Promise<Connection> | undefined;
  let service: Promise<ServiceHandle> | undefined;
  let project: ProjectConfig | undefined;
  const selfCommand = ownCommand();
  const context: CommandContext = {
    ...options,
    selfCommand,
    connection: () => (connection ??= guardedConnection(input, selfCommand)),
    service: () =>
      (service ??= (async () => {
        const [{ Agent }, { sessionCacheFor }, connection] = await Promise.all([import('../client/agent.js'), import('../client/session-cache.js'), context.connection()]);
        // plain node:http(s): a command makes a few calls and ends, and loading got would cost more than they do;
        // the session is kept between commands, so a command's first modifying call needs no token fetch
        return { agent: new Agent(connection, undefined, { transport: 'node', session: sessionCacheFor(connection, options.env) }) };
      })()),
    administration: () => (administration ? administration() : Promise.reject(new CliError('this abapdeck was started without the service (serve and user need it)', exitCodes.failed))),
    assistantServer: () => (assistantServer ? assistantServer() : Promise.reject(new CliError('this abapdeck was started without the MCP server', exitCodes.failed))),
    languageServer: () => (languageServer ? languageServer() : Promise.reject(new CliError('this abapdeck was started without the language server', exitCodes.failed))),
    debugAdapter: () => (debugAdapter ? debugAdapter() : Promise.reject(new CliError('this abapdeck was started without the debug adapter', exitCodes.failed))),
    project: () => {
      try {
        return (project ??= readProjectConfig(options.cwd));
      } catch (error) {
        if (error instanceof ConfigError) throw new CliError(error.message, exitCodes.usage);
        throw error;
      }
    },
  };
  return context;
}
