/**
 * What the CLI's `lsp` command hands the language server face (src/lsp/server.ts), given by the entry as the
 * MCP face is: the CLI never imports another face.
 */
import type { Connection } from './connection.js';

export interface LanguageServerOptions {
  /** The system the server asks (resolved by the CLI: --context, the working folder, the embedded default). */
  connection: Connection;
  env: NodeJS.ProcessEnv;
  /** The working folder the editor starts in: where abaplint.json and the abapGit files are looked for. */
  cwd: string;
  /** Runs an abapdeck command (check, unit, pull of a file) as a child and answers its exit code and output. */
  runCommand: (argv: string[]) => Promise<{ exitCode: number; output: string }>;
  /** Debounce of the diagnostics after a change, in ms (250 by default). */
  debounceMillis?: number;
  log: (line: string) => void;
}

/** Serves the Language Server Protocol over stdin and stdout until the client exits; answers the exit code. */
export type LanguageServe = (options: LanguageServerOptions) => Promise<number>;
