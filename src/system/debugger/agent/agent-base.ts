/**
 * The state every part of the inspector agent shares (debug-agent-thread.ts is the whole agent, built up as
 * agent-base → stop-capture → watch-stops → exception-stops → line-breakpoints → jump-to-line → the agent's core):
 * the inspector session on the main thread, the index of the generation's modules, the pause the main thread
 * stands at and what the agent knows of it.
 */
import { Session } from 'node:inspector';
import type { StepKind, StopPosition } from '../agent-protocol.js';
import type { AgentData, Paused, StopFrames } from './inspector-types.js';
import { LinePatches } from './line-patches.js';
import { ModuleIndex } from './module-index.js';
import { escapeRegExp } from './inspector-types.js';

export abstract class AgentBase {
  protected readonly session = new Session();
  protected readonly index: ModuleIndex;
  /** Breakpoints with a condition or a skip count: their lines ask the main thread's hook (line-patches.ts). */
  protected readonly patches: LinePatches;
  protected paused: Paused | undefined;
  protected pauseWaiter: ((paused: Paused | undefined) => void) | undefined;
  protected stepping = false;
  /** A step ended with the run: V8 may still stop once in the next run's code, which is not ours to keep. */
  protected leftoverStep = false;
  protected stopFrames: StopFrames | undefined;
  /** A raised exception is shown as {EXCEPTION} at this stop. */
  protected exceptionShown = false;

  constructor(protected readonly data: AgentData) {
    this.index = new ModuleIndex(data.generationDir, (file) => this.stopRows(file));
    this.patches = new LinePatches(
      (method, params) => this.post(method, params),
      (url) => this.index.scriptIdOf(url),
    );
  }

  /** The executable rows of a file (the engine tells them over the channel). */
  protected abstract stopRows(file: string): Promise<number[]>;
  /** One ABAP step; undefined when the run went on without stopping again (it ended). */
  protected abstract step(kind: StepKind): Promise<StopPosition | undefined>;
  /** Resumes until a breakpoint stops the run again or the run ends (undefined); see the core. */
  protected abstract runToBreakpoint(line?: { target: { file: string; row: number }; placed: readonly string[] }): Promise<StopPosition | undefined>;

  /** A V8 breakpoint of ours at a generated line (and column) of a module; undefined where V8 sets none. */
  protected async breakAt(module: string, lineNumber: number, columnNumber = 0): Promise<string | undefined> {
    const url = this.index.urlOf(module);
    const result = await this.post<{ breakpointId: string }>('Debugger.setBreakpointByUrl', { urlRegex: `^${escapeRegExp(url)}(\\?.*)?$`, lineNumber, columnNumber }).catch(() => undefined);
    return result?.breakpointId;
  }

  protected post<T = unknown>(method: string, params: object = {}): Promise<T> {
    return new Promise((resolve, reject) => this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
  }

  protected nextPause(): Promise<Paused | undefined> {
    return new Promise((resolve) => (this.pauseWaiter = resolve));
  }

  /** The stop's {EXCEPTION} is gone when the debuggee goes on. */
  protected async forgetException(): Promise<void> {
    if (!this.exceptionShown) return;
    this.exceptionShown = false;
    await this.post('Runtime.evaluate', { expression: `globalThis.${this.data.inspectorGlobal}.setException(undefined)`, silent: true }).catch(() => undefined);
  }

  protected async resume(): Promise<void> {
    if (!this.paused) return;
    await this.forgetException();
    this.paused = undefined;
    this.stopFrames = undefined;
    await this.post('Debugger.resume').catch(() => {});
  }
}
