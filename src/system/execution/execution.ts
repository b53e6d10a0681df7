/**
 * Execution in the embedded system: the runtime build (active objects transpiled, one generation per
 * change), the work-process pool running it, and short dumps for runs that end abnormally. The service
 * calls classRun, programRun and unitTests; activation reaches the build through `follower()`.
 */
import { KERNEL_GAP, gapOfRuntimeText, kernelGapMessages } from '../../protocol/kernel-gaps.js';
import { KERNEL_GAP_CLASS } from './kernel-gap-class.js';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { ActivationChange, ActivationFollower, ActivationProblem } from '../activation.js';
import type { EmbeddedSystem } from '../system.js';
import type { AbapObject } from '../objects.js';
import type { ActivationError } from '../checks/index.js';
import { CHECKED_TYPES } from '../checks/abaplint-files.js';
import { installRoot } from '../../version.js';
import { objectFromFileName } from '../../protocol/filenames.js';
import { executionMessages, type UnitError, type UnitResult } from '../../protocol/execution.js';
import { messages } from '../../protocol/messages.js';
import { debuggerMessages } from '../../protocol/debugger.js';
import { abortDump, DumpStore, processDump, type DumpDetail, type DumpSite } from '../dumps/index.js';
import { RuntimeBuild, type Generation, type Manifest } from './transpile/runtime-build.js';
import { BuildCache, defaultBuildCacheDir } from './transpile/build-cache.js';
import { kernelSources, objectSource, type BuildSource } from './transpile/transpile-registry.js';
import { RuntimeBuilder } from '../workers/runtime-builder.js';
import { objectKey } from '../objects.js';
import type { AbapFrame, RunContext, RunMeasure, RunMeasured, RunRequest, UnitMethodResult } from './pool/protocol.js';
import type { RunMeasurements } from '../../protocol/profile.js';
import { namedProfile } from './measure/profile.js';
import { sqlTraceOf } from './measure/sql-trace.js';
import { WorkProcessPool } from './pool/work-process-pool.js';
import { measuredModules, objectCoverage } from './measure/statement-coverage.js';
import type { ClassCoverage, UnitCoverageResult } from '../../protocol/unit-coverage.js';
import { chosenTests, testMethodText, unitMethodMessages, type TestMethodChoice } from '../../protocol/unit-method.js';
import type { WorkProcess, WorkProcessOutcome } from './pool/work-process.js';

export interface ExecutionOptions {
  /** Work processes (default 2). */
  poolSize?: number;
  /** Maximum runtime of a request in milliseconds (default 30 s); paused debugger time does not count. */
  maxRuntimeMillis?: number;
  /** Heap ceiling of a work process in MiB (default 512). */
  memoryLimitMb?: number;
  /** Work process main module (default: the built one of this installation). */
  workProcessEntry?: string;
  /** Module every work process loads for an in-process agent (the debugger's); see WorkProcessConfig. */
  agentModule?: string;
  /** Folder of full builds shared between data folders (default: the user's cache folder); false: none. */
  buildCache?: string | false;
  /**
   * Transpile what an activation changed on a worker thread (default true), so the service's event loop stays
   * free; false transpiles in the activation itself.
   */
  buildOnWorker?: boolean;
}

export const executionDefaults = { poolSize: 2, maxRuntimeMillis: 30_000, memoryLimitMb: 512 } as const;

/** Who calls: user and client of the request. */
export interface Caller {
  user: string;
  client: string;
  language?: string;
}

export type RunOutcome =
  | { kind: 'output'; output: string; millis: number; measured?: RunMeasurements }
  | { kind: 'not-found'; message: string }
  | { kind: 'not-executable'; message: string }
  /** The run ended in a short dump (the developer API answers 500). */
  | { kind: 'dump'; dump: DumpDetail }
  /** The run was aborted in the debugger (terminateDebuggee): no output, no dump. */
  | { kind: 'terminated'; message: string };

/** The compiled work process of this installation. */
export function workProcessEntry(): string {
  return join(installRoot(), 'dist', 'src', 'system', 'execution', 'worker', 'main.js');
}

export class Execution {
  readonly build: RuntimeBuild;
  readonly pool: WorkProcessPool;
  readonly dumps: DumpStore;
  readonly host = hostname().split('.')[0]!.toLowerCase() || 'localhost';
  private synced = false;
  private warming: Promise<void> | undefined;
  /** Builds after activations on the build worker, one after the other; runs wait for them (ready()). */
  private building: Promise<void> | undefined;
  private builder: RuntimeBuilder | undefined;
  private readonly cacheDir: string | undefined;
  /** Changes announced before the first build was published. */
  private missed: Array<{ type: string; name: string }> = [];
  private missedRemovals: string[] = [];
  private closed = false;

  constructor(
    private readonly system: EmbeddedSystem,
    private readonly options: ExecutionOptions = {},
  ) {
    const cacheDir = options.buildCache === undefined ? defaultBuildCacheDir() : options.buildCache;
    this.cacheDir = cacheDir || undefined;
    this.build = new RuntimeBuild(join(system.dataDir, 'runtime'), () => this.allSources(), cacheDir ? new BuildCache(cacheDir) : undefined);
    this.pool = new WorkProcessPool({
      size: options.poolSize ?? executionDefaults.poolSize,
      maxRuntimeMillis: options.maxRuntimeMillis ?? executionDefaults.maxRuntimeMillis,
      memoryLimitMb: options.memoryLimitMb ?? executionDefaults.memoryLimitMb,
      entry: options.workProcessEntry ?? workProcessEntry(),
    });
    this.pool.on('process-ended', () => this.prune());
    this.dumps = new DumpStore(system.db);
  }

  get maxRuntimeMillis(): number {
    return this.pool.options.maxRuntimeMillis;
  }

  /**
   * Keeps the build in step with activation: the changed objects (and their users) are transpiled, work
   * processes recycled. What the runtime cannot execute does not fail an activation (the checks decide
   * that): its problems stay in the generation's manifest and surface as a SYNTAX_ERROR dump when it runs.
   */
  follower(): ActivationFollower {
    return {
      name: 'runtime build',
      follow: (change: ActivationChange): ActivationProblem[] => {
        try {
          if (!this.synced) {
            // the first build reads every active object, this change included: on the worker's terms it is
            // left to the next run or the service's warm-up (ready()), not done inside the activation
            if (this.options.buildOnWorker !== false) {
              // a first build in flight may have read the objects before this change: applied after it
              this.missed.push(...change.activated.filter((object) => CHECKED_TYPES.has(object.type)).map((object) => ({ type: object.directoryType, name: object.name })));
              this.missedRemovals.push(...change.deleted.map((key) => objectKey(key.type === 'STRU' ? 'TABL' : key.type, key.name)));
              return [];
            }
            this.ensureBuilt();
            return [];
          }
          const removed = change.deleted.map((key) => objectKey(key.type === 'STRU' ? 'TABL' : key.type, key.name));
          if (this.options.buildOnWorker === false) {
            const changed = change.activated.flatMap((object) => objectSource(object) ?? []);
            if (changed.length > 0 || removed.length > 0) this.publish(this.build.apply(changed, removed).generation);
          } else {
            // the worker reads and serialises the objects itself: here only the keys of the types it builds
            // (serialising 1,000 objects on the event loop to filter them cost more than 100 ms)
            const changed = change.activated.filter((object) => CHECKED_TYPES.has(object.type)).map((object) => ({ type: object.directoryType, name: object.name }));
            if (changed.length > 0 || removed.length > 0) this.buildOnWorker(changed, removed);
          }
        } catch {
          // the build could not follow (a full disk, a transpiler failure): the next run builds from scratch
          this.synced = false;
          this.warming = undefined;
        }
        return [];
      },
      expect: (objects: readonly AbapObject[]): void => {
        if (!this.synced || this.closed || this.options.buildOnWorker === false) return;
        // plain copies: they cross to the worker thread
        const expected = objects.filter((object) => CHECKED_TYPES.has(object.type)).map(({ type, name, description, metadata, sources }) => ({ type, name, description, metadata, sources }));
        if (expected.length > 0) this.stageOnWorker(expected);
      },
    };
  }

  /** Queues a staged build of objects about to be activated (build-worker.ts); the apply after it publishes. */
  private stageOnWorker(expected: AbapObject[]): void {
    const builder = this.runtimeBuilder();
    this.building = (this.building ?? Promise.resolve()).then(async () => {
      if (this.closed || !this.synced) return;
      try {
        await builder.stage(this.build.current?.number, expected);
      } catch {
        // only a head start: the apply after the activation builds what it needs
      }
    });
  }

  /** Queues a build of the changed objects on the build worker; its generation is published when written. */
  private buildOnWorker(changed: Array<{ type: string; name: string }>, removed: string[]): void {
    const builder = this.runtimeBuilder();
    this.building = (this.building ?? Promise.resolve()).then(async () => {
      if (this.closed || !this.synced) return;
      try {
        const generation = await builder.apply({ base: this.build.current?.number, changed, removed });
        if (this.closed) return;
        this.build.takeOver(generation);
        this.publish(generation);
      } catch {
        // the worker could not build (a full disk, a transpiler failure): the next run builds from scratch
        this.synced = false;
        this.warming = undefined;
      }
    });
  }

  private runtimeBuilder(): RuntimeBuilder {
    return (this.builder ??= new RuntimeBuilder(join(this.system.dataDir, 'repository.db'), this.build.root));
  }

  /** The first build of the service on the build worker (ready()); ensureBuilt() does it in place. */
  private async syncOnWorker(): Promise<void> {
    if (this.synced) return;
    const generation = await this.runtimeBuilder().sync(this.build.current?.number, this.cacheDir);
    if (this.closed || this.synced) return;
    this.build.takeOver(generation);
    this.synced = true;
    this.publish(generation);
    const [missed, removals] = [this.missed, this.missedRemovals];
    [this.missed, this.missedRemovals] = [[], []];
    if (missed.length > 0 || removals.length > 0) this.buildOnWorker(missed, removals);
  }

  /**
   * After ready(), when the service is quiet: the build worker parses the kernel and the active objects, so the
   * first activation (a pull) transpiles without parsing the kernel first. Not waited for by runs.
   */
  async warmBuild(): Promise<void> {
    await this.ready();
    if (this.closed || this.options.buildOnWorker === false) return;
    await this.runtimeBuilder().prepare(this.build.current?.number);
  }

  /** Resolves when every build queued on the build worker has been published. */
  private async builtOnWorker(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (this.building && seen !== this.building) {
      seen = this.building;
      await seen;
    }
  }

  /** Transpiles what differs from the last build (synchronous; the first call of a process). */
  ensureBuilt(): Generation {
    if (!this.synced) {
      this.build.sync();
      this.synced = true;
      // the sync read every active object
      [this.missed, this.missedRemovals] = [[], []];
      this.publish(this.build.current!);
    }
    return this.build.current!;
  }

  /** Resolves when the build is current and the work processes have started. */
  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('execution is closed'));
    return this.builtOnWorker().then(() => this.warmed());
  }

  private warmed(): Promise<void> {
    this.warming ??= (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed) throw new Error('execution is closed');
      if (this.options.buildOnWorker !== false) {
        await this.syncOnWorker();
        await this.builtOnWorker();
      }
      this.ensureBuilt();
      await this.pool.warm();
    })().catch((error: unknown) => {
      // a later request tries again
      this.warming = undefined;
      throw error;
    });
    return this.warming;
  }

  async classRun(className: string, caller: Caller, measure?: RunMeasure): Promise<RunOutcome> {
    const name = className.toUpperCase();
    if (!this.system.objects.entry('CLAS', name)) return { kind: 'not-found', message: messages.objectNotFound(name) };
    return this.runToOutput({ kind: 'classrun', className: name, ...measuring(measure) }, caller);
  }

  async programRun(program: string, caller: Caller, measure?: RunMeasure): Promise<RunOutcome> {
    const name = program.toUpperCase();
    const object = this.system.objects.get('PROG', name);
    if (!object) return { kind: 'not-found', message: messages.objectNotFound(name) };
    const progdir = object.metadata['PROGDIR'];
    const subc = progdir && typeof progdir === 'object' && !Array.isArray(progdir) ? progdir['SUBC'] : undefined;
    if (typeof subc === 'string' && subc !== '' && subc !== '1') {
      return { kind: 'not-executable', message: `Program ${name} is not an executable program (type ${subc})` };
    }
    return this.runToOutput({ kind: 'programrun', program: name, ...measuring(measure) }, caller);
  }

  /**
   * Runs the unit tests of the classes and programs behind the given files (class, test-class or program
   * files). An object without an active version, or whose last activation failed (an inactive version
   * waits), is not tested: what would run is not what was sent, so it fails with its activation errors.
   */
  async unitTests(files: readonly string[], caller: Caller, timeoutSeconds?: number, measure?: RunMeasure): Promise<UnitResult & RunMeasurements> {
    const { result, measured } = await this.unitRun(files, caller, false, timeoutSeconds, measure);
    return { ...result, ...measured };
  }

  /**
   * One test method of the unit tests of unitTests (POST /unit/method): that method of every test class of the
   * files that has it (or of the test class named), with the class's fixtures around it.
   */
  async unitMethod(files: readonly string[], choice: TestMethodChoice, caller: Caller, timeoutSeconds?: number): Promise<UnitResult> {
    return (await this.unitRun(files, caller, false, timeoutSeconds, undefined, choice)).result;
  }

  /**
   * The unit tests of unitTests, run in a coverage work process, with the statement coverage of each class
   * or program named (its test classes left out; a class whose tests cannot run is covered 0 %).
   */
  async unitCoverage(files: readonly string[], caller: Caller, timeoutSeconds?: number): Promise<UnitCoverageResult> {
    const { result, coverage } = await this.unitRun(files, caller, true, timeoutSeconds);
    return { ...result, command: 'UNIT_COVERAGE', coverage };
  }

  private async unitRun(
    files: readonly string[],
    caller: Caller,
    measure: boolean,
    timeoutSeconds?: number,
    runMeasure?: RunMeasure,
    choice?: TestMethodChoice,
  ): Promise<{ result: UnitResult; coverage: ClassCoverage[]; measured?: RunMeasurements }> {
    const failed = (message: string) => ({ result: unitFailure(message), coverage: [] });
    const types = new Map<string, 'CLAS' | 'PROG'>();
    const classes: string[] = [];
    const notActive: UnitError[] = [];
    for (const file of files) {
      const ref = objectFromFileName(file);
      if (!ref) return failed(messages.invalidFileFormat(file));
      if (ref.type !== 'CLAS' && ref.type !== 'PROG') continue;
      if (!this.system.objects.entry(ref.type, ref.name)) return failed(messages.objectNotFound(ref.name));
      if (classes.includes(ref.name) || notActive.some((error) => error.class_name === ref.name)) continue;
      const inactive = this.system.objects.get(ref.type, ref.name, 'I');
      if (inactive || !this.system.objects.get(ref.type, ref.name, 'A')) {
        notActive.push(this.notActiveError(ref.type, ref.name, inactive));
        continue;
      }
      classes.push(ref.name);
      types.set(ref.name, ref.type);
    }
    if (classes.length === 0) return { result: unitSummary([], notActive, notActive.length > 0 ? unitNotRunMessage(notActive) : undefined), coverage: [] };
    await this.ready();
    // test classes the runtime cannot generate are an error of the class, not a class without tests
    const unloadable: UnitError[] = [];
    const manifest = this.build.current?.manifest;
    for (const name of classes) {
      const entry = manifest?.objects[objectKey('CLAS', name)] ?? manifest?.objects[objectKey('PROG', name)];
      const hasTests = entry?.sources.some((file) => file.endsWith('.clas.testclasses.abap') || file.endsWith('.prog.abap'));
      const generated = entry?.modules.some((module) => module.endsWith('.clas.testclasses.mjs') || module.endsWith('.prog.mjs'));
      if (entry && hasTests && !generated) {
        unloadable.push({ class_name: name, method_name: '', error_kind: 'ERROR', error_text: `The test classes cannot be generated:\n${entry.problems.join('\n')}` });
      }
    }
    const withTests = new Set(manifest?.unitTests.map((test) => test.objectName) ?? []);
    const withoutTests = classes.filter((name) => !withTests.has(name) && !unloadable.some((error) => error.class_name === name));
    if (withoutTests.length === classes.length && notActive.length === 0 && unloadable.length === 0) {
      return failed(executionMessages.noTestsFound(withoutTests));
    }
    if (choice) {
      const tests = manifest?.unitTests.filter((test) => classes.includes(test.objectName)) ?? [];
      if (chosenTests(tests, choice).length === 0) {
        const known = tests.flatMap((test) => test.methods.map((method) => `${test.testClass}=>${method}`));
        return failed(unitMethodMessages.notFound(testMethodText(choice), classes, known));
      }
    }
    const generation = this.build.current!;
    const modules = measure ? classes.flatMap((name) => measuredModules(generation, types.get(name)!, name)) : undefined;
    const limit = timeoutSeconds ? { maxRuntimeMillis: timeoutSeconds * 1000 } : {};
    const request: RunRequest = { kind: 'unit', classes, ...(modules ? { coverage: modules } : {}), ...limit, ...measuring(runMeasure), ...(choice ? { method: choice } : {}) };
    const context = this.contextOf(caller);
    const { process, outcome } = await this.pool.run(request, context);
    const site = this.siteOf(process, request, context);
    if (outcome.kind === 'terminated') return failed(debuggerMessages.terminated);
    if (outcome.kind === 'timeout' && outcome.unit) {
      // the methods that finished keep their results; the one that ran out of time is named
      const dump = this.processFailureDump(outcome, site);
      const results = [...outcome.unit.results];
      const errors = [...results.flatMap((result) => this.unitError(result, site) ?? []), ...unloadable, ...notActive];
      const running = outcome.unit.running;
      if (running) {
        const seconds = Math.round((timeoutSeconds ? timeoutSeconds * 1000 : this.maxRuntimeMillis) / 1000);
        results.push({ ...running, outcome: { kind: 'error', abort: { reason: 'internal', exceptionClasses: [], text: 'TIME_OUT', frames: outcome.frames, attributes: {} } }, millis: outcome.millis });
        errors.push({ class_name: running.testClass, method_name: running.method, error_kind: 'ERROR', error_text: executionMessages.methodTimedOut(seconds, dump.ID) });
      } else {
        errors.push({ class_name: classes.join(','), method_name: '', error_kind: 'ERROR', error_text: executionMessages.runtimeError(dump.ERROR, dump.ID) });
      }
      return { result: unitSummary(results, errors), coverage: [] };
    }
    if (outcome.kind !== 'result') {
      const dump = this.processFailureDump(outcome, site);
      return failed(executionMessages.runtimeError(dump.ERROR, dump.ID));
    }
    const coverage = measure ? classes.map((name) => objectCoverage(site.generation, types.get(name)!, name, outcome.result.coverage ?? [])) : [];
    const errors: UnitError[] = [];
    const results = outcome.result.unit ?? [];
    for (const result of results) {
      const error = this.unitError(result, site);
      if (error) errors.push(error);
    }
    errors.push(...unloadable, ...notActive);
    if (outcome.result.status === 'aborted') {
      const dump = this.dumps.write(abortDump(outcome.result.abort, site));
      errors.push({ class_name: classes.join(','), method_name: '', error_kind: 'ERROR', error_text: executionMessages.runtimeError(dump.ERROR, dump.ID) });
    }
    return { result: unitSummary(results, errors, notActive.length > 0 ? unitNotRunMessage(notActive) : undefined), coverage, measured: this.measurements(site.generation, outcome.result) };
  }

  /** What a run measured (profile, SQL trace), named in ABAP terms with the generation it ran. */
  private measurements(generation: Generation, result: RunMeasured): RunMeasurements {
    return {
      ...(result.profile ? { profile: namedProfile(generation, result.profile) } : {}),
      ...(result.sqlTrace ? { sql_trace: sqlTraceOf(generation, result.sqlTrace) } : {}),
    };
  }

  /** The error of an object that is not active: its activation errors, checked against the active system. */
  private notActiveError(type: string, name: string, inactive: AbapObject | undefined): UnitError {
    let found: ActivationError[] = [];
    if (inactive) {
      try {
        found = this.system.checks.checkActivation([inactive]).errors.get(`${type} ${name}`) ?? [];
      } catch {
        // the reason stays unknown: the object is still not active
      }
    }
    const lines = found.slice(0, UNIT_ACTIVATION_ERRORS_SHOWN).map((error) => `${error.text}${error.file ? ` (${error.file}, line ${error.line})` : ''}`);
    if (found.length > lines.length) lines.push(executionMessages.moreActivationErrors(found.length - lines.length));
    return {
      class_name: name,
      method_name: '',
      error_kind: 'ERROR',
      error_text: [executionMessages.objectNotActive(name, found.length), ...lines].join('\n'),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.builder?.close();
    await this.pool.close();
  }

  private async runToOutput(request: RunRequest, caller: Caller): Promise<RunOutcome> {
    await this.ready();
    const context = this.contextOf(caller);
    const { process, outcome } = await this.pool.run(request, context);
    const site = this.siteOf(process, request, context);
    if (outcome.kind === 'terminated') return { kind: 'terminated', message: debuggerMessages.terminated };
    if (outcome.kind !== 'result') return { kind: 'dump', dump: this.processFailureDump(outcome, site) };
    if (outcome.result.status === 'aborted') return { kind: 'dump', dump: this.dumps.write(abortDump(outcome.result.abort, site)) };
    const measured = this.measurements(site.generation, outcome.result);
    return { kind: 'output', output: outcome.result.output, millis: outcome.result.millis, ...(measured.profile || measured.sql_trace ? { measured } : {}) };
  }

  private processFailureDump(outcome: Exclude<WorkProcessOutcome, { kind: 'result' } | { kind: 'terminated' }>, site: DumpSite, frames: AbapFrame[] = []): DumpDetail {
    const failure =
      outcome.kind === 'timeout'
        ? { kind: 'timeout' as const, maxRuntimeMillis: this.maxRuntimeMillis }
        : { kind: 'crash' as const, signal: outcome.signal, code: outcome.code, outOfMemory: outcome.outOfMemory, memoryLimitMb: this.pool.options.memoryLimitMb };
    return this.dumps.write(processDump(failure, site, outcome.kind === 'timeout' ? outcome.frames : frames));
  }

  private unitError(result: UnitMethodResult, site: DumpSite): UnitError | undefined {
    const outcome = result.outcome;
    if (outcome.kind === 'passed' || outcome.kind === 'skipped') return undefined;
    if (outcome.kind === 'failure') {
      const values = outcome.expected !== '' || outcome.actual !== '' ? ` (expected: ${outcome.expected}, actual: ${outcome.actual})` : '';
      const where = outcome.frames[0] ? ` at ${outcome.frames[0].file} line ${outcome.frames[0].row}` : '';
      const text = `${outcome.message || 'Assertion failed'}${values}${outcome.detail ? ` - ${outcome.detail}` : ''}${where}`;
      return { class_name: result.testClass, method_name: result.method, error_kind: 'FAILURE', error_text: text };
    }
    const dump = this.dumps.write(abortDump(outcome.abort, site));
    const exception = outcome.abort.exceptionClasses[0] ?? dump.ERROR;
    const raised = outcome.abort.frames[0];
    const where = raised ? ` at ${raised.file} line ${raised.row} (${dump.SOURCE_INCLUDE} line ${dump.SOURCE_LINE})` : '';
    // a kernel gap is ours, not the test's: named apart, with the name the embedded kernel lacks
    const gap = exception === KERNEL_GAP_CLASS ? (outcome.abort.attributes['NAME'] ?? gapOfRuntimeText(outcome.abort.text)) : undefined;
    if (gap) {
      return { class_name: result.testClass, method_name: result.method, error_kind: KERNEL_GAP, error_text: `${kernelGapMessages.unitNeeds(gap)}${where}; short dump ${dump.ID}` };
    }
    const text = `${exception}: ${outcome.abort.text || dump.ERROR}${where}; short dump ${dump.ID}`;
    return { class_name: result.testClass, method_name: result.method, error_kind: 'ERROR', error_text: text };
  }

  private contextOf(caller: Caller): RunContext {
    return { user: caller.user, client: caller.client, language: caller.language ?? 'E' };
  }

  private siteOf(process: WorkProcess, request: RunRequest, context: RunContext): DumpSite {
    return {
      generation: this.generationOf(process),
      request,
      context,
      host: this.host,
      packageOf: (type, name) => this.system.objects.entry(type === 'TABL' ? 'TABL' : type, name)?.package ?? '',
    };
  }

  /** The generation a work process ran (read from its folder when it is no longer the current one). */
  private generationOf(process: WorkProcess): Generation {
    const current = this.build.current!;
    if (process.generation === current.number) return current;
    const dir = process.options.config.generationDir;
    try {
      return { number: process.generation, dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest };
    } catch {
      return current;
    }
  }

  private allSources(): BuildSource[] {
    const active = this.system.objects.allActive().flatMap((object) => objectSource(object) ?? []);
    const activeKeys = new Set(active.map((source) => source.key));
    return [...kernelSources().filter((source) => !activeKeys.has(source.key)), ...active];
  }

  private publish(generation: Generation): void {
    this.pool.setGeneration({
      generation: generation.number,
      generationDir: generation.dir,
      dataFile: join(this.system.dataDir, 'data.db'),
      sid: this.system.sid,
      host: this.host,
      ...(this.options.agentModule ? { agentModule: this.options.agentModule } : {}),
    });
    this.prune();
  }

  private prune(): void {
    try {
      this.build.prune(new Set(this.pool.processes().map((process) => process.generation)));
    } catch {
      // a folder still open elsewhere is removed next time
    }
  }
}

function unitFailure(message: string): UnitResult {
  return { success: '', test_count: 0, passed_count: 0, failed_count: 0, message, errors: [] };
}

const UNIT_ACTIVATION_ERRORS_SHOWN = 20;

function unitNotRunMessage(notActive: readonly UnitError[]): string {
  return notActive.map((error) => error.error_text.split('\n')[0]).join('; ');
}

function unitSummary(results: readonly UnitMethodResult[], errors: UnitError[], notRun?: string): UnitResult {
  const counted = results.filter((result) => result.outcome.kind !== 'skipped');
  const failed = counted.filter((result) => result.outcome.kind === 'failure' || result.outcome.kind === 'error').length;
  const total = counted.length;
  const aborted = errors.some((error) => error.method_name === '');
  return {
    success: failed === 0 && !aborted ? 'X' : '',
    test_count: total,
    passed_count: total - failed,
    failed_count: failed,
    message:
      failed === 0 && !aborted
        ? messages.allTestsPassed(total)
        : failed === 0
          ? (notRun ?? executionMessages.testsNotRun)
          : messages.testsFailed(failed, total),
    errors,
  };
}

/** A request's measure field: only what is asked for. */
function measuring(measure: RunMeasure | undefined): { measure?: RunMeasure } {
  return measure?.profile || measure?.sqlTrace ? { measure: { ...(measure.profile ? { profile: true } : {}), ...(measure.sqlTrace ? { sqlTrace: true } : {}) } } : {};
}
