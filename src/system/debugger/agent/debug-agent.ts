/**
 * The debugger's agent module of a work process (WorkProcessConfig.agentModule). On the main thread it
 * installs the DebugInspector the agent evaluates on paused frames, then starts the inspector agent in a
 * worker thread (debug-agent-thread.ts), which talks to the service's debugger engine over the agent channel.
 */
import { Worker } from 'node:worker_threads';
import '../../execution/worker/abap-global.js';
import { installBreakpointHook } from './breakpoint-hook.js';
import { DebugInspector } from './debug-variables.js';
import { EXCEPTION_TEXT_GLOBAL, t100Text, type MessageTexts } from './exception-text.js';
import { announceRuntimeRaises } from '../../execution/worker/raises.js';
import { FrameMapper } from '../../execution/worker/stack-frames.js';

/** Global name under which the main thread's DebugInspector is reachable for evaluations. */
export const INSPECTOR_GLOBAL = '__abapdeckDebugInspector';

export async function start(options: { channelFd: number; generationDir: string }): Promise<void> {
  (globalThis as Record<string, unknown>)[INSPECTOR_GLOBAL] = new DebugInspector(new FrameMapper(options.generationDir));
  installBreakpointHook();
  // the runtime's raises that construct before they throw are announced while the raising statement is on the stack
  announceRuntimeRaises();
  // the T100 text of a raised exception, read from the run's database connection (its driver reads T100 synchronously)
  (globalThis as Record<string, unknown>)[EXCEPTION_TEXT_GLOBAL] = (exception: unknown) => {
    const driver = abap.context.databaseConnections['DEFAULT'] as unknown as Partial<MessageTexts> | undefined;
    return t100Text(exception, typeof driver?.messageText === 'function' ? (driver as MessageTexts) : undefined);
  };
  const worker = new Worker(new URL('./debug-agent-thread.js', import.meta.url), {
    workerData: { channelFd: options.channelFd, generationDir: options.generationDir, inspectorGlobal: INSPECTOR_GLOBAL },
  });
  // the work process ends when the service goes away; its agent never holds it up
  worker.unref();
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: string }) =>
      message.ready ? resolve() : reject(new Error(`debugger agent: ${message.error ?? 'failed to start'}`)),
    );
    worker.once('error', reject);
  });
}
