/**
 * The work processes of the system: a fixed number of pre-warmed children, each loaded with the current
 * build generation (a generation's first process starts alone, the others once it is ready). Requests queue in arrival order and go to the next idle process of the current
 * generation. After activation (a new generation) idle processes are replaced at once and busy ones after
 * their request. A process that ends (crash, timeout, kill) is replaced; the service never goes down with one.
 *
 * Hooks for a debugger: `beforeRun` is awaited before a request is handed to its process (to arm breakpoints
 * for that user), `processes()` lists the processes with their current runs, and each WorkProcess has its
 * runtime clock and agent channel.
 *
 * Unit runs with coverage need a process that measured from its start (worker/coverage.ts): the first such
 * request starts one coverage process beside the others, and from then on one is kept warm for each
 * generation, so that coverage runs do not pay for the start and plain runs never pay for the counting.
 * Profiled runs likewise have a profile process of their own (measure/profile-recorder.ts).
 */
import { EventEmitter } from 'node:events';
import type { RunContext, RunRequest, WorkProcessConfig } from './protocol.js';
import { WorkProcess, type WorkProcessOutcome } from './work-process.js';

export interface PoolOptions {
  /** Number of work processes (default 2). */
  size: number;
  /** Maximum runtime of one request in milliseconds; paused debugger time does not count. */
  maxRuntimeMillis: number;
  /** Heap ceiling of each work process in MiB. */
  memoryLimitMb: number;
  /** The work process main module. */
  entry: string;
}

export interface PooledRun {
  process: WorkProcess;
  outcome: WorkProcessOutcome;
  /** Milliseconds the request waited for a free work process. */
  waitedMillis: number;
}

type BeforeRun = (process: WorkProcess, request: RunRequest, context: RunContext) => Promise<void> | void;

interface Waiting {
  request: RunRequest;
  context: RunContext;
  queuedAt: number;
  resolve(run: PooledRun): void;
  reject(error: Error): void;
}

/** Consecutive failed starts after which waiting requests fail instead of waiting for another try. */
const START_FAILURES_TOLERATED = 3;

export class WorkProcessPool extends EventEmitter {
  private readonly members = new Set<WorkProcess>();
  private readonly starting = new Map<Promise<WorkProcess | undefined>, ProcessKind>();
  private readonly queue: Waiting[] = [];
  private readonly beforeRunHooks: BeforeRun[] = [];
  private config: WorkProcessConfig | undefined;
  private closed = false;
  private failedStarts = 0;
  private lastStartError: Error | undefined;
  /** Kinds of measuring processes asked for (coverage, profile): one of each is kept per generation. */
  private readonly wanted = new Set<ProcessKind>();

  constructor(readonly options: PoolOptions) {
    super();
  }

  /** The generation new processes load; processes of older generations are recycled. */
  setGeneration(config: WorkProcessConfig): void {
    this.config = config;
    this.failedStarts = 0;
    for (const member of [...this.members]) {
      if (member.generation !== config.generation) void this.retire(member);
    }
    this.fill();
  }

  get generation(): number | undefined {
    return this.config?.generation;
  }

  /** Awaited before a request is handed to a work process. */
  beforeRun(hook: BeforeRun): void {
    this.beforeRunHooks.push(hook);
  }

  /** The live work processes (starting, idle, running or finishing a request before recycling). */
  processes(): WorkProcess[] {
    return [...this.members];
  }

  /** Resolves when every process of the current generation has started (or failed to). */
  async warm(): Promise<void> {
    this.fill();
    // the first process of a generation starts alone (fill): the others start when it is ready
    while (this.starting.size > 0) await Promise.all([...this.starting.keys()]);
  }

  /** Runs one request on the next free work process of the current generation. */
  run(request: RunRequest, context: RunContext): Promise<PooledRun> {
    if (this.closed) return Promise.reject(new Error('the work process pool is closed'));
    if (kindOf(request) !== 'plain') this.wanted.add(kindOf(request));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, context, queuedAt: Date.now(), resolve, reject });
      this.fill();
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('the work process pool is closed'));
    await Promise.all([...this.starting.keys()]);
    const members = [...this.members];
    for (const member of members) member.kill();
    await Promise.all(members.map((member) => member.whenEnded()));
  }

  private fill(): void {
    if (this.closed || !this.config) return;
    const current = [...this.members].filter((m) => m.generation === this.config!.generation && m.state !== 'stopping' && m.state !== 'ended');
    const starting = [...this.starting.values()];
    const count = (kind: ProcessKind) => current.filter((m) => kindOfProcess(m) === kind).length + starting.filter((k) => k === kind).length;
    // a generation's first process starts alone, the others once it is ready: loading every module of a
    // generation takes a core, and two loading at once on a busy machine both come late to the first request
    const wanted = current.some((m) => kindOfProcess(m) === 'plain') ? this.options.size : Math.min(1, this.options.size);
    const missing = wanted - count('plain');
    for (let i = 0; i < missing; i++) this.startOne(this.config);
    for (const kind of this.wanted) if (count(kind) === 0) this.startOne({ ...this.config, [kind]: true });
  }

  private startOne(config: WorkProcessConfig): void {
    const starting = WorkProcess.start({ entry: this.options.entry, config, memoryLimitMb: this.options.memoryLimitMb })
      .then((member) => {
        this.failedStarts = 0;
        if (this.closed || member.generation !== this.config?.generation) {
          member.kill();
          return undefined;
        }
        this.adopt(member);
        return member;
      })
      .catch((error: Error) => {
        this.failedStarts++;
        this.lastStartError = error;
        this.emit('start-failed', error);
        return undefined;
      })
      .finally(() => {
        this.starting.delete(starting);
        if (this.failedStarts >= START_FAILURES_TOLERATED) {
          for (const waiting of this.queue.splice(0)) waiting.reject(this.lastStartError ?? new Error('work processes cannot start'));
        } else {
          this.fill();
        }
        this.dispatch();
      });
    this.starting.set(starting, kindOfConfig(config));
  }

  private adopt(member: WorkProcess): void {
    this.members.add(member);
    member.once('ended', () => {
      this.members.delete(member);
      this.emit('process-ended', member);
      // a replacement for a process that crashed, timed out or was killed
      this.fill();
      this.dispatch();
    });
    this.emit('process-ready', member);
  }

  private async retire(member: WorkProcess): Promise<void> {
    await member.stop();
  }

  private dispatch(): void {
    // in arrival order per kind of process: a coverage request waiting for its process holds up no plain one
    for (let index = 0; index < this.queue.length; ) {
      const waiting = this.queue[index]!;
      const kind = kindOf(waiting.request);
      const free = [...this.members].find((m) => m.state === 'idle' && m.generation === this.config?.generation && kindOfProcess(m) === kind);
      if (!free) {
        index++;
        continue;
      }
      this.queue.splice(index, 1);
      void this.hand(free, waiting);
    }
  }

  private async hand(member: WorkProcess, waiting: Waiting): Promise<void> {
    // reserve the process while the hooks run
    member.state = 'running';
    try {
      for (const hook of this.beforeRunHooks) await hook(member, waiting.request, waiting.context);
    } catch (error) {
      member.state = 'idle';
      waiting.reject(error instanceof Error ? error : new Error(String(error)));
      this.dispatch();
      return;
    }
    if (member.state !== 'running') {
      // the process ended while the hooks ran: the request waits for the next one
      this.queue.unshift(waiting);
      this.dispatch();
      return;
    }
    member.state = 'idle';
    const waitedMillis = Date.now() - waiting.queuedAt;
    // a unit run may bring its own limit (the project's unit.timeoutSeconds, --timeout)
    const limit = waiting.request.kind === 'unit' ? waiting.request.maxRuntimeMillis : undefined;
    const outcome = await member.run(waiting.request, waiting.context, limit ?? this.options.maxRuntimeMillis);
    waiting.resolve({ process: member, outcome, waitedMillis });
    if (member.generation !== this.config?.generation && member.state === 'idle') void this.retire(member);
    this.dispatch();
  }
}

/** Plain processes run plain requests; a coverage or profile request needs a process started for it. */
type ProcessKind = 'plain' | 'coverage' | 'profile';

function kindOf(request: RunRequest): ProcessKind {
  if (request.kind === 'unit' && request.coverage !== undefined) return 'coverage';
  return request.measure?.profile ? 'profile' : 'plain';
}

function kindOfConfig(config: WorkProcessConfig): ProcessKind {
  return config.coverage ? 'coverage' : config.profile ? 'profile' : 'plain';
}

function kindOfProcess(member: WorkProcess): ProcessKind {
  return kindOfConfig(member.options.config);
}
