/**
 * The state the debugger engine's parts share (engine.ts is the whole engine, built up as engine-base →
 * breakpoint-positions → agent-connections → listeners → the debuggee facade): the registered breakpoints, the
 * agent connection of each work process, the stopped runs (debuggees) and the waiting listeners; and what every
 * part does with a debuggee (one operation at a time, its idle time, its view of the stop, its state).
 */
import { debuggerMessages } from '../../../protocol/debugger.js';
import type { Execution, WorkProcess } from '../../execution/index.js';
import { AgentConnection } from './agent-connection.js';
import { BreakpointRegistry } from './breakpoints.js';
import { StopView } from './stop-view.js';
import { debuggerLimits, type DebuggerLimits } from '../limits.js';
import { type DebuggerOptions, debuggerDefaults, DebuggerError, type Caller, type Debuggee, type Listener, type DebugSessionState, reachedBreakpoint } from './engine-types.js';

export abstract class EngineBase {
  readonly breakpoints: BreakpointRegistry;
  protected readonly connections = new Map<WorkProcess, AgentConnection>();
  protected readonly armed = new Map<WorkProcess, number>();
  protected readonly disarmedRuns = new Set<WorkProcess>();
  protected readonly debuggees = new Map<string, Debuggee>();
  protected readonly listeners = new Map<string, Listener>();
  /** Terminals (per client and user) whose listener has polled since they last registered breakpoints. */
  protected readonly listenedTerminals = new Map<string, Set<string>>();
  /** What clients read at the current stop of each debuggee (stop-view.ts). */
  private readonly views = new WeakMap<Debuggee, StopView>();
  protected readonly options: Required<Omit<DebuggerOptions, 'breakpointStore' | 'limits'>> & { limits: DebuggerLimits };
  protected closed = false;

  constructor(
    protected readonly execution: Execution,
    options: DebuggerOptions,
  ) {
    const { breakpointStore, limits, ...rest } = options;
    this.options = { ...debuggerDefaults, ...rest, limits: { ...debuggerLimits, ...limits } };
    this.breakpoints = new BreakpointRegistry(breakpointStore);
  }

  /** Lets a stopped debuggee go on without breakpoints (the facade, engine.ts). */
  abstract release(debuggeeId: string): Promise<void>;

  get serverName(): string {
    return `${this.options.host}_${this.options.sid}_00`;
  }

  /** The bounds this engine keeps (limits.ts). */
  get limits(): DebuggerLimits {
    return this.options.limits;
  }

  protected attached(caller: Caller, debuggeeId: string, evenWhileStepping = false): Debuggee {
    const debuggee = this.debuggees.get(debuggeeId);
    if (!debuggee || debuggee.client !== caller.client || debuggee.user !== caller.user) {
      throw new DebuggerError('no-session', debuggerMessages.noSessionAttached);
    }
    if (debuggee.state === 'stepping' && !evenWhileStepping) throw new DebuggerError('not-stopped', debuggerMessages.notStopped);
    if (debuggee.state !== 'attached' && debuggee.state !== 'stepping') throw new DebuggerError('no-session', debuggerMessages.noSessionAttached);
    return debuggee;
  }

  protected serialize<T>(debuggee: Debuggee, work: () => Promise<T>): Promise<T> {
    const result = debuggee.queue.then(work, work);
    debuggee.queue = result.catch(() => undefined);
    return result;
  }

  protected touch(debuggee: Debuggee): void {
    debuggee.lastUsed = Date.now();
    clearTimeout(debuggee.idleTimer);
    debuggee.idleTimer = setTimeout(() => void this.release(debuggee.id), this.options.idleReleaseMillis);
    debuggee.idleTimer.unref();
  }

  protected forget(debuggee: Debuggee): void {
    clearTimeout(debuggee.idleTimer);
    clearTimeout(debuggee.graceTimer);
    this.debuggees.delete(debuggee.id);
  }

  protected connectionOf(debuggee: Debuggee): AgentConnection {
    const connection = this.connections.get(debuggee.process);
    if (!connection) throw new DebuggerError('no-session', debuggerMessages.debuggeeEnded);
    return connection;
  }

  protected viewOf(debuggee: Debuggee): StopView {
    let view = this.views.get(debuggee);
    if (!view) {
      view = new StopView(async () => {
        const reply = await this.connectionOf(debuggee).request({ op: 'view' });
        return { frames: reply.frames, children: reply.children };
      });
      this.views.set(debuggee, view);
    }
    return view;
  }

  protected stateOf(debuggee: Debuggee, finished: boolean): DebugSessionState {
    return {
      debugSessionId: debuggee.debugSessionId ?? debuggee.id,
      processId: debuggee.process.number,
      serverName: this.serverName,
      isSteppingPossible: !finished,
      isTerminationPossible: !finished,
      isDebuggeeChanged: finished,
      reachedBreakpoints: finished
        ? []
        : [
            ...debuggee.stop.breakpoints.map((id) => reachedBreakpoint(id, debuggee.stop)),
            ...(debuggee.stop.watchpoints ?? []).map((hit) => ({ id: hit.id, kind: 'watchpoint', variableName: hit.variable, oldValue: hit.oldValue, newValue: hit.newValue })),
          ],
      debuggeeId: debuggee.id,
      attached: !finished,
    };
  }
}
