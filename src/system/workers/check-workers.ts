/**
 * The service's kept pool of check workers (piscina): syntax checks, inspections, where-used and the
 * activation checks of a pull run on worker threads, so the HTTP event loop only routes and waits while one
 * of them parses thousands of lines. Each worker keeps its own checks engine (abaplint registries cannot
 * cross threads); this side numbers every activation it follows and sends each task the changes the workers
 * may not have seen (check-tasks.ts), so the repository database stays the one source of truth.
 *
 *   const workers = new CheckWorkers({ repositoryFile, threads: 1 });
 *   system.activation.add(workers.follower);
 *   await workers.syntaxCheck({ objects, uccheck });
 *   await workers.close();
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { installRoot } from '../../version.js';
import type { ActivationFollower } from '../activation.js';
import type { AbapObject } from '../objects.js';
import type { ActivationCheck, InspectObject, InspectResult, SyntaxRequest, SyntaxResponse } from '../checks/types.js';
import type { WhereRequest, WhereResponse } from '../../protocol/checks.js';
import type { CheckAnswer, CheckOperation, CheckTask, CheckValues, ObjectChange } from './check-tasks.js';

export interface CheckWorkersOptions {
  repositoryFile: string;
  /** Worker threads kept (default 1: the machines have two cores, and each worker holds a registry). */
  threads?: number;
  /** Heap ceiling of a worker in MB; a task that needs more fails instead of exhausting the machine. */
  maxHeapMb?: number;
  /** The compiled worker module (default: this installation's dist/). */
  entry?: string;
}

/** The compiled check worker of this installation. */
export function checkWorkerEntry(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'workers', 'check-worker.js');
}

/** Changes kept for workers that have not seen them; a worker further behind loads everything again. */
const MAX_CHANGES = 50_000;

export class CheckWorkers {
  private readonly pool: Piscina;
  private seq = 0;
  private changes: ObjectChange[] = [];
  /** Activation sequence number each live worker thread has reached. */
  private readonly seen = new Map<number, number>();

  /** Follows activation: numbers each activated or deleted object (its key only). */
  readonly follower: ActivationFollower = {
    name: 'check workers',
    follow: ({ activated, deleted }) => {
      for (const object of activated) this.changes.push({ seq: ++this.seq, type: object.directoryType, name: object.name });
      for (const key of deleted) this.changes.push({ seq: ++this.seq, type: key.type, name: key.name });
      if (this.changes.length > MAX_CHANGES) this.changes = this.changes.slice(-MAX_CHANGES);
      return [];
    },
  };

  constructor(private readonly options: CheckWorkersOptions) {
    const threads = Math.max(1, options.threads ?? 1);
    this.pool = new Piscina({
      filename: pathToFileURL(options.entry ?? checkWorkerEntry()).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 4096 },
    });
  }

  syntaxCheck(request: SyntaxRequest): Promise<SyntaxResponse> {
    return this.run({ op: 'syntax', request });
  }

  inspect(objects: InspectObject[], variant?: string): Promise<InspectResult[]> {
    return this.run({ op: 'inspect', objects, variant });
  }

  whereUsed(request: WhereRequest): Promise<WhereResponse> {
    return this.run({ op: 'where', request });
  }

  /** Errors and kernel gaps per object key of objects about to be activated together (nothing is written). */
  checkActivation(objects: AbapObject[], strict = false): Promise<ActivationCheck> {
    return this.run({ op: 'activation', objects, strict });
  }

  /** Loads and parses everything in a worker ahead of the first request. */
  async warmUp(): Promise<void> {
    await this.run({ op: 'warm' });
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async run<K extends CheckOperation['op']>(operation: Extract<CheckOperation, { op: K }>): Promise<CheckValues[K]> {
    const since = this.oldestSeen();
    const task: CheckTask = {
      repositoryFile: this.options.repositoryFile,
      seq: this.seq,
      since,
      changes: this.changes.filter((change) => change.seq > since),
      ...operation,
    };
    const answer = (await this.pool.run(task)) as CheckAnswer<CheckValues[K]>;
    this.seen.set(answer.threadId, answer.seq);
    this.forgetSeenChanges();
    return answer.value;
  }

  /** The sequence number every live worker has reached (0 while one has not answered yet). */
  private oldestSeen(): number {
    const live = new Set(this.pool.threads.map((thread) => thread.threadId));
    for (const id of this.seen.keys()) if (!live.has(id)) this.seen.delete(id);
    if (this.seen.size < live.size || live.size === 0) return this.changes[0] ? this.changes[0].seq - 1 : this.seq;
    return Math.min(...this.seen.values());
  }

  private forgetSeenChanges(): void {
    const since = this.oldestSeen();
    const first = this.changes.findIndex((change) => change.seq > since);
    if (first > 0) this.changes = this.changes.slice(first);
    else if (first === -1) this.changes = [];
  }
}

