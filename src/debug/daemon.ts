/**
 * The background process of a scripted debug session (`debug attach --json`). It holds the stateful
 * connection, so that separate `debug step|vars|stack|terminate` invocations drive one debuggee:
 *
 * - started by the attach command with its configuration on stdin; it reports on stdout, one JSON line
 *   each: `listening`, then `attached` (with the session) or `failed`;
 * - listens (406: retried after 2 s), attaches, and serves requests on a local socket, one JSON line each way;
 * - continue lets the program run on and listens for its next stop; terminate ends the program and the
 *   process; after the idle time (30 minutes, ABAPDECK_DEBUG_IDLE_MS for tests) it lets the program go and exits.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { Agent } from '../client/agent.js';
import { DebuggerApi } from '../client/debugger.js';
import type { StackEntry } from '../protocol/debugger-documents.js';
import { readDaemonRequest } from '../protocol/debug-session.js';
import { identityOf } from './breakpoints.js';
import { DebugSession, ListenTimeout, type HitInfo } from './session.js';
import { daemonMessages, notableReached, type DaemonConfig, type DaemonEvent, type DaemonReply, type DaemonRequest, type FrameData, type SessionInfo, type SetValueData, type StepData, type VarsData, type WatchData } from './daemon-protocol.js';
import { DebugStateStore } from './state.js';

export class DebugDaemon {
  private readonly session: DebugSession;
  private readonly agent: Agent;
  private readonly store: DebugStateStore;
  private readonly socketPath: string;
  private server: Server | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Settles when the debuggee is stopped and attached (or listening has given up). */
  private stopped: Promise<void> = Promise.resolve();
  /** What the program does while it is not stopped for this session: a step or continue under way, or listening. */
  private running: 'stepping' | 'listening' | undefined;
  private ending = false;
  private resolveEnded!: () => void;
  readonly ended = new Promise<void>((resolve) => (this.resolveEnded = resolve));

  constructor(
    private readonly config: DaemonConfig,
    private readonly report: (event: DaemonEvent) => void,
  ) {
    this.store = new DebugStateStore(config.stateDir, config.stateKey);
    this.agent = new Agent(config.connection);
    this.session = new DebugSession(new DebuggerApi(this.agent, identityOf(this.agent, this.store.load().terminalId)));
    this.socketPath = this.store.socketPath();
  }

  async start(): Promise<void> {
    this.store.removeSocket(this.socketPath);
    this.server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.socketPath, () => resolve());
    });
    this.touch();
    let hit: HitInfo;
    try {
      hit = await this.session.waitForHit(this.config.timeoutSeconds, {
        onListening: () => this.report({ event: 'listening' }),
        onConflict: (message) => this.report({ event: 'conflict', message }),
      });
      await this.session.attach(hit.debuggeeId);
      this.session.startKeepalive();
      const info = await this.info();
      this.store.update((state) => ({
        ...state,
        session: { debugSessionId: info.session, debuggeeId: info.debuggee, socketPath: this.socketPath, pid: process.pid, startedAt: new Date().toISOString() },
      }));
      this.report({ event: 'attached', session: info });
    } catch (error) {
      this.report({ event: 'failed', error: error instanceof Error ? error.message : String(error), ...(error instanceof ListenTimeout ? { timeout: true } : {}) });
      await this.end();
    }
  }

  private async info(): Promise<SessionInfo> {
    return {
      session: this.session.debugSessionId ?? '',
      debuggee: this.session.debuggeeId ?? '',
      socket: this.socketPath,
      pid: process.pid,
      position: await this.session.position(),
    };
  }

  private serve(socket: Socket): void {
    let buffer = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = '';
      void this.answer(line).then((reply) => socket.end(JSON.stringify(reply) + '\n'));
    });
  }

  private async answer(line: string): Promise<DaemonReply> {
    this.touch();
    let request: DaemonRequest;
    try {
      request = readDaemonRequest(JSON.parse(line));
    } catch (error) {
      return { ok: false, reason: `malformed request${error instanceof SyntaxError ? '' : `: ${error instanceof Error ? error.message : String(error)}`}` };
    }
    try {
      return { ok: true, data: await this.handle(request) };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    } finally {
      this.touch();
    }
  }

  private async handle(request: DaemonRequest): Promise<unknown> {
    if (request.op === 'status') return { attached: this.session.isAttached, session: this.session.debugSessionId ?? null };
    if (request.op === 'shutdown') {
      setImmediate(() => void this.idleExit());
      return { ending: true };
    }
    // reading the stack or variables of a program that runs would wait until it stops (or ends): say so at once
    if ((request.op !== 'step' && request.op !== 'toLine') || this.running === 'stepping') this.ensureStopped();
    await this.stopped;
    if (!this.session.isAttached) throw new Error('No debuggee is stopped for this session');
    switch (request.op) {
      case 'step': {
        this.running = 'stepping';
        const { position, ended, state } = await this.session.step(request.type).finally(() => (this.running = undefined));
        if (request.type === 'continue' && !position && !ended) {
          this.listenAgain();
          return { continued: true } satisfies StepData;
        }
        if (!position) {
          void this.end();
          return { finished: true } satisfies StepData;
        }
        const reached = notableReached(state?.reachedBreakpoints);
        return { position, ...(reached ? { reached } : {}) } satisfies StepData;
      }
      case 'watch':
        return { watchpoints: [await this.session.watch(request.name, request.condition)] } satisfies WatchData;
      case 'watches':
        return { watchpoints: await this.session.watchpoints() } satisfies WatchData;
      case 'unwatch':
        await this.session.unwatch(request.id);
        return { watchpoints: await this.session.watchpoints() } satisfies WatchData;
      case 'vars': {
        if (request.expand) {
          const { variable, children } = await this.session.expand(request.expand);
          return { expanded: variable.id, variables: children } satisfies VarsData;
        }
        const variables = await this.session.variables();
        const name = request.name?.toUpperCase();
        return { variables: name ? variables.filter((v) => v.name === name) : variables } satisfies VarsData;
      }
      case 'stack':
        return { stack: (await this.session.stack()) as StackEntry[] };
      case 'frame': {
        const { position } = await this.session.selectFrame(request.index);
        return { frame: request.index, position, variables: await this.session.variables() } satisfies FrameData;
      }
      case 'setValue':
        return (await this.session.setValue(request.name, request.value)) satisfies SetValueData;
      case 'toLine': {
        this.running = 'stepping';
        const { position } = await this.session.toLine(request.how, request.line).finally(() => (this.running = undefined));
        if (!position) {
          void this.end();
          return { finished: true } satisfies StepData;
        }
        return { position } satisfies StepData;
      }
      case 'terminate':
        await this.session.terminate();
        setImmediate(() => void this.end());
        return { terminated: true };
    }
  }

  private ensureStopped(): void {
    if (this.running === 'stepping') throw new Error(daemonMessages.notStoppedStepping);
    if (this.running === 'listening') throw new Error(daemonMessages.notStoppedListening);
  }

  /** After continue: the next stop of the program is this session's again (until the listen timeout). */
  private listenAgain(): void {
    this.running = 'listening';
    this.stopped = (async () => {
      try {
        const hit = await this.session.waitForHit(this.config.timeoutSeconds);
        await this.session.attach(hit.debuggeeId);
        this.session.startKeepalive();
        this.store.update((state) => (state.session ? { ...state, session: { ...state.session, debugSessionId: this.session.debugSessionId ?? '', debuggeeId: hit.debuggeeId } } : state));
      } catch {
        void this.end();
      } finally {
        this.running = undefined;
      }
    })();
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.idleExit(), this.config.idleMillis);
  }

  private async idleExit(): Promise<void> {
    // nobody drives the session any more: the program runs on rather than staying stopped
    if (this.session.isAttached) await this.session.step('continue').catch(() => undefined);
    await this.end();
  }

  async end(): Promise<void> {
    if (this.ending) return;
    this.ending = true;
    clearTimeout(this.idleTimer);
    this.session.stopKeepalive();
    this.store.update((state) => {
      if (state.session?.pid === process.pid) delete state.session;
      return state;
    });
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.store.removeSocket(this.socketPath);
    this.agent.close();
    this.resolveEnded();
  }
}

/** The background process's main: configuration from stdin, events on stdout; resolves when it ends. */
export async function runDaemonProcess(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
  let text = '';
  for await (const chunk of input) text += chunk.toString();
  const config = JSON.parse(text) as DaemonConfig;
  let reporting = true;
  output.on('error', () => (reporting = false));
  const daemon = new DebugDaemon(config, (event) => {
    if (!reporting) return;
    try {
      output.write(JSON.stringify(event) + '\n');
    } catch {
      reporting = false;
    }
  });
  await daemon.start();
  await daemon.ended;
}
