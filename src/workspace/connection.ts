/**
 * The system the CLI and the TUI talk to: the credentials file in the working folder, else the ABAP_*
 * environment, else the embedded default (started in the background when not running).
 */
import { join } from 'node:path';
import { installRoot } from '../version.js';
import { readCredentialsFile, readEnvironment, type Connection } from './credentials.js';
import { embeddedDataDir, ensureEmbeddedServer } from './embedded.js';

/** The abapdeck program of this installation. */
export function binPath(): string {
  return join(installRoot(), 'bin', 'abapdeck');
}

/** The command line that runs this abapdeck (node and bin/abapdeck), for starting the embedded server. */
export function selfCommand(): string[] {
  return [process.execPath, binPath()];
}

/**
 * Throws ConfigError (credentials.ts) for a broken credentials file or environment. `notice` hears the line
 * said when the embedded server has to be started (the CLI writes it to stderr).
 */
export async function resolveConnection(
  cwd: string,
  env: NodeJS.ProcessEnv,
  command: string[] = selfCommand(),
  notice?: (line: string) => void,
): Promise<Connection> {
  return readCredentialsFile(cwd) ?? readEnvironment(env) ?? (await ensureEmbeddedServer(embeddedDataDir(env), { command, notice }));
}
