/**
 * What the debug adapter face (src/dap, `abapdeck dap`) is handed by the command line: the connection the CLI
 * resolved and the working folder. Types only: the entry loads the adapter and gives it to the CLI, so neither
 * face imports the other.
 */
import type { Connection } from './connection.js';

export interface DebugAdapterOptions {
  connection: Connection;
  /** The working folder: breakpoint paths and stack sources are its files. */
  cwd: string;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Diagnostics (stderr): never the protocol stream. */
  log(line: string): void;
}

/** Serves one debug session over the streams; resolves when the client disconnects or the input ends. */
export type DebugAdapterServe = (options: DebugAdapterOptions) => Promise<void>;
