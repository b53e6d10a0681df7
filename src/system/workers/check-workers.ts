/**
 * The service's kept pool of check workers (piscina): syntax checks, inspections, where-used, the language
 * service and the activation checks of a pull run on worker threads, so the HTTP event loop only routes and waits
 * while one of them parses thousands of lines. Each worker keeps its own checks engine (abaplint registries cannot
 * cross threads); this side numbers every activation it follows and sends each task the changes the workers
 * may not have seen (check-tasks.ts), so the repository database stays the one source of truth.
 *
 * Two lanes (issue 33): small tasks — where-used of a few objects, a syntax check or inspection of a few
 * thousand lines — run on a thread of their own, so they never queue behind a check of 45,000 lines or a pull's
 * activation check (p99 of a small syntax call while a heavy check runs: docs/PERFORMANCE.md). The small lane
 * starts on its first task; its registry costs the memory of a second copy of the active objects.
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
import type { SyntaxObject, WhereRequest, WhereResponse } from '../../protocol/checks.js';
import type { CheckAnswer, CheckOperation, CheckTask, CheckValues, ObjectChange } from './check-tasks.js';
import type { CompiledCondition } from '../debugger/agent-protocol.js';
import type { BreakpointsRequest } from '../../protocol/debugger-documents.js';
import type { LanguageTask, LanguageTaskAnswer } from '../language/index.js';

export interface CheckWorkersOptions {
  repositoryFile: string;
  /** Worker threads kept (default 1: the machines have two cores, and each worker holds a registry). */
  threads?: number;
  /** Heap ceiling of a worker in MB; a task that needs more fails instead of exhausting the machine. */
  maxHeapMb?: number;
  /** The compiled worker module (default: this installation's dist/). */
  entry?: string;
  /** A thread of its own for small tasks (default true). */
  smallLane?: boolean;
}

/** What a small task may hold at most: source lines of a syntax check or inspection, objects of a where-used. */
export const smallTaskLimits = { lines: 3_000, objects: 20 } as const;

/** The compiled check worker of this installation. */
export function checkWorkerEntry(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'workers', 'check-worker.js');
}

/** Changes kept for workers that have not seen them; a worker further behind loads everything again. */
const MAX_CHANGES = 50_000;

export class CheckWorkers {
  private readonly pool: Piscina;
  private small: Piscina | undefined;
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
    this.pool = this.startPool(threads);
  }

  private startPool(threads: number): Piscina {
    return new Piscina({
      filename: pathToFileURL(this.options.entry ?? checkWorkerEntry()).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 4096 },
    });
  }

  /** The lane of a task: the small lane for small tasks (started on the first), else the kept pool. */
  private laneOf(operation: CheckOperation): Piscina {
    if (this.options.smallLane === false || !isSmallTask(operation)) return this.pool;
    return (this.small ??= this.startPool(1));
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

  /**
   * A language route's operation (src/system/language/answer.ts) on a worker: its registry is built there, off the
   * HTTP loop, kept between requests and brought up to date with each activation like the checks'.
   */
  language(task: LanguageTask): Promise<LanguageTaskAnswer> {
    return this.run({ op: 'language', task });
  }

  /** Breakpoint or watchpoint conditions read into their trees (breakpoint-conditions.ts), in order. */
  compileConditions(texts: string[], maxCharacters: number): Promise<CompiledCondition[]> {
    return this.run({ op: 'conditions', texts, maxCharacters });
  }

  /** An ADT breakpoints document read on the worker; undefined when the body is not one. */
  readBreakpointsDocument(body: string): Promise<BreakpointsRequest | undefined> {
    return this.run({ op: 'breakpointsDocument', body });
  }

  /** Loads and parses everything ahead of the first request, in the kept pool and the small lane side by side. */
  async warmUp(): Promise<void> {
    const small = this.options.smallLane === false ? undefined : (this.small ??= this.startPool(1));
    await Promise.all([this.run({ op: 'warm' }), small && this.run({ op: 'warm' }, small)]);
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.pool.queueSize + (this.small?.queueSize ?? 0);
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.destroy(), this.small?.destroy()]);
  }

  private async run<K extends CheckOperation['op']>(operation: Extract<CheckOperation, { op: K }>, lane = this.laneOf(operation)): Promise<CheckValues[K]> {
    // the debugger's documents and conditions need no objects: no changes to carry, and the worker's state is not theirs to tell
    const objectsFree = operation.op === 'conditions' || operation.op === 'breakpointsDocument';
    const since = this.oldestSeen();
    const task: CheckTask = {
      repositoryFile: this.options.repositoryFile,
      seq: this.seq,
      since,
      changes: objectsFree ? [] : this.changes.filter((change) => change.seq > since),
      ...operation,
    };
    const answer = (await lane.run(task)) as CheckAnswer<CheckValues[K]>;
    if (objectsFree) return answer.value;
    this.seen.set(answer.threadId, answer.seq);
    this.forgetSeenChanges();
    return answer.value;
  }

  /** The sequence number every live worker has reached (0 while one has not answered yet). */
  private oldestSeen(): number {
    const live = new Set([...this.pool.threads, ...(this.small?.threads ?? [])].map((thread) => thread.threadId));
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


/** Small enough for the small lane: a few objects and a few thousand lines of source at most. */
export function isSmallTask(operation: CheckOperation): boolean {
  switch (operation.op) {
    case 'syntax':
      return operation.request.objects.length <= smallTaskLimits.objects && sourceLines(operation.request.objects) <= smallTaskLimits.lines;
    case 'where':
      return operation.request.objects.length <= smallTaskLimits.objects;
    case 'language':
      // an editor's open files: a few thousand lines, like a small syntax check
      return (operation.task.input.files ?? []).length <= smallTaskLimits.objects && sourceLines((operation.task.input.files ?? []).map((file) => ({ source: file.source }))) <= smallTaskLimits.lines;
    case 'conditions':
    case 'breakpointsDocument':
      // the debugger's documents are bounded in size (debugger/limits.ts) and need no objects
      return true;
    case 'inspect':
    case 'activation':
    case 'warm':
      // an inspection names objects whose size this side does not know; activation checks are a pull's
      return false;
  }
}

/** Lines of the sources a syntax request sends (every part of each object). */
function sourceLines(objects: ReadonlyArray<Pick<SyntaxObject, 'source' | 'locals_def' | 'locals_imp' | 'testclasses'>>): number {
  let lines = 0;
  for (const object of objects) {
    for (const part of [object.source, object.locals_def, object.locals_imp, object.testclasses]) if (part) lines += countLines(part);
    if (lines > smallTaskLimits.lines) break;
  }
  return lines;
}

function countLines(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
