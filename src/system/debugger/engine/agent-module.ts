/**
 * Where the debugger's agent is: the module every work process loads after its generation
 * (ExecutionOptions.agentModule). The agent (../agent/) runs in the work process, never in the service:
 * the engine names it by path and talks to it over the agent channel (../agent-protocol.ts).
 */
import { join } from 'node:path';
import { installRoot } from '../../../version.js';

/** The compiled agent module every work process loads (ExecutionOptions.agentModule). */
export function debugAgentModule(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'debugger', 'agent', 'debug-agent.js');
}
