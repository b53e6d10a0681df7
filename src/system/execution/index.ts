/**
 * Execution of the embedded system: transpiled ABAP in work processes.
 *
 *   const execution = openExecution(system, { poolSize: 2, maxRuntimeMillis: 30_000 });
 *   await execution.ready();                         // build current, work processes started
 *   await execution.classRun('ZCL_X', { user, client });
 *   await execution.programRun('ZREPORT', { user, client });
 *   await execution.unitTests(['zcl_x.clas.testclasses.abap'], { user, client });
 *   execution.dumps.list({ client, limit: 20 });
 *
 * Hooks for the debugger (see docs/ARCHITECTURE.md, "Execution"):
 * - execution.pool.beforeRun(async (workProcess, request, context) => …) runs before a request reaches a
 *   work process (arm breakpoints of context.user there);
 * - workProcess.clock.pause() / resume() while a debuggee is held (paused time does not count toward the
 *   maximum runtime); workProcess.agentChannel is a pipe to the child's fd AGENT_CHANNEL_FD;
 * - ExecutionOptions.agentModule: a module every work process imports after loading its generation,
 *   `start({ channelFd, generationDir })`, e.g. to start an inspector agent in a worker thread;
 * - execution.build.current: the generation (folder with modules, source maps, abap/ sources, and the
 *   manifest with include layouts per source file: file row ↔ include line).
 */
import type { EmbeddedSystem } from '../system.js';
import { Execution, type ExecutionOptions } from './execution.js';

export { Execution, executionDefaults, workProcessEntry, type Caller, type ExecutionOptions, type RunOutcome } from './execution.js';
export { RuntimeBuild, type Generation, type Manifest, type ManifestObject, type UnitTestClass } from './transpile/runtime-build.js';
export { segmentOf, type IncludeSegment, type SourceLayout } from './transpile/source-layout.js';
export { WorkProcessPool, type PooledRun } from './pool/work-process-pool.js';
export { WorkProcess, RunClock, type WorkProcessOutcome } from './pool/work-process.js';
export { AGENT_CHANNEL_FD, type AbapFrame, type RunContext, type RunRequest } from './pool/protocol.js';

/** Execution for a system, following its activation (the runtime build and work processes stay current). */
export function openExecution(system: EmbeddedSystem, options: ExecutionOptions = {}): Execution {
  const execution = new Execution(system, options);
  system.activation.add(execution.follower());
  return execution;
}
