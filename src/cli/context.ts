import type { Connection } from '../workspace/credentials.js';
import { ConfigError } from '../workspace/credentials.js';
import { resolveConnection as workspaceConnection, selfCommand as ownCommand } from '../workspace/connection.js';
import { readProjectConfig, type ProjectConfig } from '../workspace/project.js';
import type { ServiceHandle } from '../client/service.js';
import { CliError, exitCodes } from './errors.js';

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
  connection(): Promise<Connection>;
  service(): Promise<ServiceHandle>;
  project(): ProjectConfig;
}

/** The system a command talks to (src/workspace/connection.ts); a broken configuration ends the command. */
async function resolveConnection(cwd: string, env: NodeJS.ProcessEnv, selfCommand: string[], stderr: Output): Promise<Connection> {
  try {
    // the embedded server's start is said on stderr, so a script's stdout (--json) stays the answer alone
    return await workspaceConnection(cwd, env, selfCommand, (line) => stderr.write(`${line}\n`));
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message, exitCodes.connection);
    throw error;
  }
}

export function createContext(options: { cwd: string; env: NodeJS.ProcessEnv; stdout: Output; stderr: Output }): CommandContext {
  let connection: Promise<Connection> | undefined;
  let service: Promise<ServiceHandle> | undefined;
  let project: ProjectConfig | undefined;
  const selfCommand = ownCommand();
  const context: CommandContext = {
    ...options,
    selfCommand,
    connection: () => (connection ??= resolveConnection(options.cwd, options.env, selfCommand, options.stderr)),
    service: () =>
      (service ??= (async () => {
        const { Agent } = await import('../client/agent.js');
        // plain node:http(s): a command makes a few calls and ends, and loading got would cost more than they do
        return { agent: new Agent(await context.connection(), undefined, { transport: 'node' }) };
      })()),
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
