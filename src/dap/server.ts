/**
 * `abapdeck dap`'s face: one debug session over the given streams (stdin/stdout), on the connection the CLI
 * resolved. The adapter's breakpoints are its own (a terminal id of its own), so the user's breakpoints of the
 * CLI and the TUI are neither sent nor removed; the listener's IDE id is the process's, as every tool's.
 */
import { randomBytes } from 'node:crypto';
import { Agent } from '../client/agent.js';
import { runTimeoutMillis } from '../client/execution.js';
import { BreakpointBook } from '../debug/breakpoints.js';
import { DebugSession } from '../debug/session.js';
import type { DebugStateStore } from '../debug/state.js';
import type { DebugAdapterOptions } from '../protocol/debug-adapter.js';
import { AbapDebugAdapter } from './adapter.js';

export async function serveDap(options: DebugAdapterOptions): Promise<void> {
  // a continue answers at the program's next stop: it may wait as long as a run may take
  const agent = new Agent(options.connection, runTimeoutMillis(), { transport: 'node' });
  // The debugger API is made by src/debug (a BreakpointBook's), as the TUI's is: src/debug stays compiled modules
  // beside the bundles (scripts/bundle.mjs), and the session's checks of the API's errors must see the same classes.
  // The book is handed a terminal of the adapter's own, kept in memory only: the user's kept list is not touched.
  const terminal = { terminalId: `ABAPDECK_DAP_${randomBytes(6).toString('hex').toUpperCase()}`, breakpoints: [] };
  const { api } = new BreakpointBook(agent, { load: () => terminal } as unknown as DebugStateStore);
  const runAgent = new Agent(options.connection, undefined, { transport: 'node' });
  const adapter = new AbapDebugAdapter(agent, runAgent, new DebugSession(api), options.cwd, options.log);
  await new Promise<void>((resolve) => {
    adapter.on('dap-ended', resolve);
    options.input.on('end', resolve);
    options.input.on('close', resolve);
    adapter.start(options.input, options.output);
  });
  agent.close();
  runAgent.close();
  // the session is over: nothing more is read, so the process can end (a launched run let go goes on on the system)
  (options.input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
}
