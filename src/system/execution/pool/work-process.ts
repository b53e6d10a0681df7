/**
 * The service side of one work process: spawns the child (`node --enable-source-maps` with a heap ceiling),
 * hands it one request at a time, enforces the maximum runtime and notices a crash. Whatever the child
 * does, the service process only sees an outcome: a result, a timeout (the child is ended), or a crash.
 *
 * The runtime clock counts only while the run is not paused: a debugger that holds the debuggee at a
 * breakpoint calls `clock.pause()` and `clock.resume()`, so paused time never counts toward the maximum.
 * `agentChannel` is a spare pipe to the child (its file descriptor AGENT_CHANNEL_FD) for an in-process agent
 * that keeps talking while the child's main thread is paused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';
import { WorkProcessRegistry } from './work-process-registry.js';
import { AGENT_CHANNEL_FD, WATCHDOG_FD, WORK_PROCESS_ENV, type AbapFrame, type FromWorkProcess, type RunContext, type UnitMethodResult, type UnitRunning, type RunRequest, type RunResult, type ToWorkProcess, type WorkProcessConfig } from './protocol.js';

/** What a unit run had done when it was ended: the finished methods' results and the method it was in. */
export interface UnitProgress {
  results: UnitMethodResult[];
  running?: UnitRunning;
}

export type WorkProcessState = 'starting' | 'idle' | 'running' | 'stopping' | 'ended';

export type WorkProcessOutcome =
  | { kind: 'result'; result: RunResult }
  /** The maximum runtime was exceeded; the process was ended. Frames: where the run was (when the watchdog could tell). */
  | { kind: 'timeout'; millis: number; frames: AbapFrame[]; unit?: UnitProgress }
  /** The process ended during the run: killed, crashed, or out of memory. */
  | { kind: 'crashed'; code: number | null; signal: string | null; outOfMemory: boolean; stderr: string }
  /** The run was aborted on request (the debugger's terminate): the process was ended, no failure of the run. */
  | { kind: 'terminated' };

export interface WorkProcessOptions {
  /** The work process's main module (compiled JavaScript). */
  entry: string;
  config: WorkProcessConfig;
  /** Heap ceiling of the child in MiB (--max-old-space-size). */
  memoryLimitMb: number;
  /** Time to load a generation before the start counts as failed. */
  startTimeoutMillis?: number;
}

export interface CurrentRun {
  id: number;
  request: RunRequest;
  context: RunContext;
  startedAt: number;
}

const STDERR_KEPT = 16 * 1024;
/** How long a timed-out run's watchdog may take to say where the run is. */
const WHERE_TIMEOUT_MILLIS = 2000;

/** Runtime of a run with pauses left out; calls onExpired when the budget is used up while running. */
export class RunClock {
  private used = 0;
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private paused = false;

  constructor(
    private readonly budgetMillis: number,
    private readonly onExpired: () => void,
  ) {}

  start(): void {
    this.since = Date.now();
    this.arm();
  }

  /** Stops counting (a debugger holds the run). */
  pause(): void {
    if (this.paused || this.since === undefined) return;
    this.used += Date.now() - this.since;
    this.since = undefined;
    this.paused = true;
    clearTimeout(this.timer);
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.since = Date.now();
    this.arm();
  }

  stop(): void {
    clearTimeout(this.timer);
    if (this.since !== undefined) this.used += Date.now() - this.since;
    this.since = undefined;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Milliseconds counted so far. */
  elapsed(): number {
    return this.used + (this.since !== undefined ? Date.now() - this.since : 0);
  }

  private arm(): void {
    clearTimeout(this.timer);
    const remaining = this.budgetMillis - this.elapsed();
    this.timer = setTimeout(() => this.onExpired(), Math.max(0, remaining));
    this.timer.unref();
  }
}

let nextNumber = 0;

export class WorkProcess extends EventEmitter {
  /** Work process number (unique in this service process), as SM50 shows it. */
  readonly number = nextNumber++;
  readonly generation: number;
  readonly child: ChildProcess;
  state: WorkProcessState = 'starting';
  /** The run in progress, if any. */
  current: CurrentRun | undefined;
  /** The clock of the run in progress. */
  clock: RunClock | undefined;
  /** Modules the child could not load (reported when ready). */
  unloadable: Array<{ module: string; reason: string }> = [];
  loadMillis = 0;
  private stderrTail = '';
  private nextId = 1;
  private settle: ((outcome: WorkProcessOutcome) => void) | undefined;
  private timedOut = false;
  private terminatedOnRequest = false;
  private timeoutFrames: AbapFrame[] = [];
  private unitProgress: UnitProgress | undefined;
  private readonly exited: Promise<void>;

  private constructor(readonly options: WorkProcessOptions) {
    super();
    this.generation = options.config.generation;
    // recorded in the data folder until it ends, so a later service can end it should this one be killed
    // (the first work process of a service ends those an earlier one left behind)
    const registry = WorkProcessRegistry.forDataFile(options.config.dataFile);
    const eager = options.config.coverage ? ['--no-lazy'] : [];
    this.child = spawn(process.execPath, ['--enable-source-maps', `--max-old-space-size=${options.memoryLimitMb}`, ...eager, options.entry], {
      env: { ...process.env, [WORK_PROCESS_ENV]: JSON.stringify(options.config) },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc', 'pipe', 'pipe'],
      serialization: 'json',
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    registry.add(this.child.pid);
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.once('exit', () => registry.remove(this.child.pid));
    this.child.on('message', (message: FromWorkProcess) => this.onMessage(message));
    this.child.once('exit', (code, signal) => this.onExit(code, signal));
    // the IPC channel errors when the child dies mid-send; the exit handler reports it
    this.child.on('error', () => {});
  }

  /** Starts a work process and resolves once it has loaded its generation. */
  static start(options: WorkProcessOptions): Promise<WorkProcess> {
    const process = new WorkProcess(options);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        process.kill();
        reject(new Error(`work process did not start within ${options.startTimeoutMillis ?? 60_000} ms`));
      }, options.startTimeoutMillis ?? 60_000);
      timer.unref();
      process.once('ready', () => {
        clearTimeout(timer);
        resolve(process);
      });
      process.once('ended', () => {
        clearTimeout(timer);
        reject(new Error(`work process ended while starting: ${process.stderr.trim() || 'no message'}`));
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The spare pipe to the child (AGENT_CHANNEL_FD), for an in-process agent such as the debugger's. */
  get agentChannel(): Duplex | undefined {
    return (this.child.stdio as unknown as Array<Duplex | null | undefined>)[AGENT_CHANNEL_FD] ?? undefined;
  }

  get stderr(): string {
    return this.stderrTail;
  }

  /** Runs one request; the process must be idle. */
  run(request: RunRequest, context: RunContext, maxRuntimeMillis: number): Promise<WorkProcessOutcome> {
    if (this.state !== 'idle') return Promise.reject(new Error(`work process ${this.number} is ${this.state}`));
    const id = this.nextId++;
    this.state = 'running';
    this.current = { id, request, context, startedAt: Date.now() };
    this.timedOut = false;
    this.unitProgress = request.kind === 'unit' ? { results: [] } : undefined;
    this.clock = new RunClock(maxRuntimeMillis, () => {
      this.timedOut = true;
      void this.where(WHERE_TIMEOUT_MILLIS).then((frames) => {
        this.timeoutFrames = frames;
        this.kill();
      });
    });
    const outcome = new Promise<WorkProcessOutcome>((resolve) => (this.settle = resolve));
    this.clock.start();
    this.emit('run-start', this.current);
    this.send({ type: 'run', id, request, context });
    return outcome;
  }

  /** Ends the process after its current request (at once when idle). */
  async stop(): Promise<void> {
    if (this.state === 'ended') return;
    if (this.state === 'idle' || this.state === 'starting') {
      this.state = 'stopping';
      this.send({ type: 'stop' });
      const timer = setTimeout(() => this.kill(), 5000);
      timer.unref();
      await this.exited;
      clearTimeout(timer);
      return;
    }
    this.state = 'stopping';
    await this.exited;
  }

  /**
   * Where the running request is: the watchdog thread pauses the busy main thread and answers its ABAP
   * frames. Empty when the watchdog does not answer in time.
   */
  where(timeoutMillis: number): Promise<AbapFrame[]> {
    const channel = (this.child.stdio as unknown as Array<Duplex | null | undefined>)[WATCHDOG_FD];
    if (!channel || this.state === 'ended') return Promise.resolve([]);
    return new Promise((resolve) => {
      let buffer = '';
      const done = (frames: AbapFrame[]) => {
        clearTimeout(timer);
        channel.off('data', onData);
        resolve(frames);
      };
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const newline = buffer.indexOf('\n');
        if (newline < 0) return;
        try {
          const answer = JSON.parse(buffer.slice(0, newline)) as { frames?: AbapFrame[] };
          done(Array.isArray(answer.frames) ? answer.frames : []);
        } catch {
          done([]);
        }
      };
      const timer = setTimeout(() => done([]), timeoutMillis);
      timer.unref();
      channel.on('data', onData);
      channel.on('error', () => done([]));
      channel.write(JSON.stringify({ type: 'where' }) + '\n');
    });
  }

  /** Aborts the run in progress on request (the debugger's terminate): its outcome is 'terminated'. */
  terminate(): void {
    if (this.settle) this.terminatedOnRequest = true;
    this.kill();
  }

  /** Ends the process at once (SIGKILL). */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  whenEnded(): Promise<void> {
    return this.exited;
  }

  private send(message: ToWorkProcess): void {
    try {
      this.child.send(message);
    } catch {
      // the child is gone: its exit is reported
    }
  }

  private onMessage(message: FromWorkProcess): void {
    if (message.type === 'ready') {
      this.loadMillis = message.loadMillis;
      this.unloadable = message.unloadable;
      if (this.state === 'starting') this.state = 'idle';
      this.emit('ready');
      return;
    }
    if (message.type === 'result' && this.current?.id === message.id) {
      this.finish({ kind: 'result', result: message.result });
    }
    if (message.type === 'unit-progress' && this.current?.id === message.id && this.unitProgress) {
      const progress = this.unitProgress;
      if (message.running) progress.running = message.running;
      if (message.result) {
        const { objectName, testClass, method } = message.result;
        // a run the process repeats (after loading what it lacked) reports a method again: the latest counts
        progress.results = [...progress.results.filter((r) => r.objectName !== objectName || r.testClass !== testClass || r.method !== method), message.result];
        progress.running = undefined;
      }
    }
  }

  private finish(outcome: WorkProcessOutcome): void {
    this.clock?.stop();
    const settle = this.settle;
    const run = this.current;
    this.settle = undefined;
    this.current = undefined;
    if (this.state === 'running') this.state = 'idle';
    else if (this.state === 'stopping') this.send({ type: 'stop' });
    settle?.(outcome);
    this.emit('run-end', run, outcome);
  }

  private onExit(code: number | null, signal: string | null): void {
    const wasRunning = this.settle !== undefined;
    this.state = 'ended';
    if (wasRunning) {
      if (this.terminatedOnRequest) this.finish({ kind: 'terminated' });
      else if (this.timedOut) this.finish({ kind: 'timeout', millis: this.clock?.elapsed() ?? 0, frames: this.timeoutFrames, ...(this.unitProgress ? { unit: this.unitProgress } : {}) });
      else {
        const outOfMemory = /heap out of memory|Allocation failed|Reached heap limit/i.test(this.stderrTail);
        this.finish({ kind: 'crashed', code, signal, outOfMemory, stderr: this.stderrTail });
      }
    }
    this.state = 'ended';
    this.emit('ended', { code, signal });
  }
}
