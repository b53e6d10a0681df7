/**
 * The debugger of the embedded system (see engine.ts):
 *
 *   const execution = openExecution(system, { agentModule: debugAgentModule() });
 *   const debuggerEngine = new DebuggerEngine(execution, { sid: system.sid, host: execution.host });
 *   await debuggerEngine.setBreakpoints(caller, { terminalId, ideId, debuggingMode }, [{ kind, clientId, uri }]);
 *   const hit = await debuggerEngine.listen(caller, { terminalId, ideId, timeoutMillis: 30_000 });
 *   const state = await debuggerEngine.attach(caller, hit.debuggee.DEBUGGEE_ID);
 *   await debuggerEngine.step(caller, state.debuggeeId, 'stepOver');
 */
import { join } from 'node:path';
import { installRoot } from '../../version.js';

export { DebuggerEngine, DebuggerError, debuggerDefaults, type DebuggerOptions, type DebugSessionState, type ListenOutcome, type BreakpointResult } from './engine.js';
export { breakpointScope, type Breakpoint, type BreakpointScope } from './breakpoints.js';
export { BreakpointStore } from './breakpoint-store.js';
export { debuggerLimits, type DebuggerLimits } from './limits.js';
export { executableStatements } from './executable-statements.js';

/** The compiled agent module every work process loads (ExecutionOptions.agentModule). */
export function debugAgentModule(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'execution', 'worker', 'debug-agent.js');
}
