/**
 * The debugger of the embedded system: the engine (engine/, in the service) and the agent it has every work
 * process load (agent/, through ExecutionOptions.agentModule; nothing else imports it). See engine/engine.ts:
 *
 *   const execution = openExecution(system, { agentModule: debugAgentModule() });
 *   const debuggerEngine = new DebuggerEngine(execution, { sid: system.sid, host: execution.host });
 *   await debuggerEngine.setBreakpoints(caller, { terminalId, ideId, debuggingMode }, [{ kind, clientId, uri }]);
 *   const hit = await debuggerEngine.listen(caller, { terminalId, ideId, timeoutMillis: 30_000 });
 *   const state = await debuggerEngine.attach(caller, hit.debuggee.DEBUGGEE_ID);
 *   await debuggerEngine.step(caller, state.debuggeeId, 'stepOver');
 */
export { DebuggerEngine, DebuggerError, debuggerDefaults, type DebuggerOptions, type DebugSessionState, type ListenOutcome, type BreakpointResult } from './engine/engine.js';
export { breakpointScope, type Breakpoint, type BreakpointScope } from './engine/breakpoints.js';
export { BreakpointStore } from './engine/breakpoint-store.js';
export { debuggerLimits, type DebuggerLimits } from './limits.js';
export { debugAgentModule } from './engine/agent-module.js';
