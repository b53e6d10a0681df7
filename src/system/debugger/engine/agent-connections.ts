/**
 * The agent connections of the debugger engine: the channel to each work process's inspector agent, the run's
 * breakpoints armed before the run reaches the process, and a stop the agent reports turned into a debuggee for
 * the user's listener (or, with none within the grace period, the run goes on without breakpoints).
 */
import type { Execution, RunContext, WorkProcess } from '../../execution/index.js';
import type { AgentEvent, AgentRequest } from '../agent-protocol.js';
import { AgentConnection } from './agent-connection.js';
import { armRequest } from './breakpoints.js';
import { type DebuggerOptions, type Debuggee, newId } from './engine-types.js';
import { BreakpointPositions } from './breakpoint-positions.js';

export abstract class AgentConnections extends BreakpointPositions {
  constructor(execution: Execution, options: DebuggerOptions) {
    super(execution, options);
    execution.pool.beforeRun((process, _request, context) => this.beforeRun(process, context));
    execution.pool.on('process-ready', (process: WorkProcess) => this.connect(process));
    execution.pool.on('process-ended', (process: WorkProcess) => this.disconnect(process));
  }

  private connect(process: WorkProcess): AgentConnection | undefined {
    const existing = this.connections.get(process);
    if (existing) return existing;
    const channel = process.agentChannel;
    if (!channel) return undefined;
    const connection = new AgentConnection(
      channel,
      (event) => this.onAgentEvent(process, event),
      (request) => this.onAgentRequest(process, request),
    );
    this.connections.set(process, connection);
    process.on('run-end', () => this.onRunEnd(process));
    return connection;
  }

  private disconnect(process: WorkProcess): void {
    this.connections.get(process)?.close();
    this.connections.delete(process);
    this.armed.delete(process);
    this.disarmedRuns.delete(process);
    for (const debuggee of [...this.debuggees.values()]) {
      if (debuggee.process !== process) continue;
      debuggee.state = 'ended';
      this.forget(debuggee);
    }
  }

  /** Arms the breakpoints of the run's user in the process (none: disarmed). Never fails the run. */
  private async beforeRun(process: WorkProcess, context: RunContext): Promise<void> {
    if (this.closed) return;
    this.disarmedRuns.delete(process);
    const request = armRequest(this.withLoopHeaders(this.breakpoints.list(context.client, context.user.toUpperCase()), process));
    const count = request.breakpoints.length + (request.exceptions?.length ?? 0);
    if (count === 0 && !this.armed.get(process)) return;
    const connection = this.connect(process);
    if (!connection) return;
    try {
      await connection.request(request);
      this.armed.set(process, count);
    } catch {
      // an agent that cannot arm leaves the run undebugged
    }
  }

  private onRunEnd(process: WorkProcess): void {
    void this.connections.get(process)?.request({ op: 'run-ended' }).catch(() => undefined);
    for (const debuggee of [...this.debuggees.values()]) {
      if (debuggee.process !== process || debuggee.state === 'stepping') continue;
      debuggee.state = 'ended';
      this.forget(debuggee);
    }
  }

  private onAgentRequest(process: WorkProcess, request: AgentRequest): unknown {
    return { op: 'stops', rows: this.positionsOf(process).stopRows(request.file) };
  }

  private onAgentEvent(process: WorkProcess, event: AgentEvent): void {
    const run = process.current;
    if (!run || this.closed || this.disarmedRuns.has(process)) {
      void this.resumeWithout(process);
      return;
    }
    const client = run.context.client;
    const user = run.context.user.toUpperCase();
    const registration = event.stop.breakpoints.map((id) => this.breakpoints.registrationOf(client, user, id)).find((r) => r !== undefined);
    if (!registration) {
      void this.connections.get(process)?.request({ op: 'continue' }).catch(() => undefined);
      return;
    }
    process.clock?.pause();
    // the stop goes to the user's listener, whichever of the user's terminals set the breakpoint
    const listener = this.listeners.get(`${client}\u0000${user}`);
    const debuggee: Debuggee = {
      id: newId(),
      process,
      client,
      user,
      terminalId: listener?.terminalId ?? registration.terminalId,
      ideId: listener?.ideId ?? registration.ideId,
      stop: event.stop,
      state: 'waiting',
      lastUsed: Date.now(),
      queue: Promise.resolve(),
      watchpoints: new Map(),
      nextWatchpoint: 1,
    };
    this.debuggees.set(debuggee.id, debuggee);
    this.touch(debuggee);
    if (listener) {
      listener.deliver(debuggee);
      return;
    }
    // nobody listens (yet): the run waits a moment for the next poll, then goes on without breakpoints
    debuggee.graceTimer = setTimeout(() => {
      if (debuggee.state !== 'waiting') return;
      debuggee.state = 'released';
      this.forget(debuggee);
      void this.resumeWithout(process);
    }, this.options.listenerGraceMillis);
    debuggee.graceTimer.unref();
  }

  /** The rest of the run goes on without stopping. */
  protected async resumeWithout(process: WorkProcess): Promise<void> {
    this.disarmedRuns.add(process);
    const connection = this.connections.get(process);
    process.clock?.resume();
    if (!connection) return;
    await connection.request({ op: 'arm', breakpoints: [], exceptions: [] }).catch(() => undefined);
    this.armed.set(process, 0);
    await connection.request({ op: 'continue' }).catch(() => undefined);
  }
}
