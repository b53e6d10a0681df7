/**
 * A work process: a child process of the service that loads one build generation and executes transpiled
 * ABAP, one request at a time, for the user and client each request names. Started by WorkProcess
 * (pool/work-process.ts) with `node --enable-source-maps`; configuration in the environment
 * (WORK_PROCESS_ENV), requests and results over the IPC channel.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import runtime from '@abaplint/runtime';
import './abap-global.js';
import type { Manifest } from '../transpile/runtime-build.js';
import { AGENT_CHANNEL_FD, WATCHDOG_FD, WORK_PROCESS_ENV, type AbortInfo, type FromWorkProcess, type RunContext, type RunRequest, type RunResult, type ToWorkProcess, type WorkProcessConfig } from '../pool/protocol.js';
import { describeAbort, tagArithmeticErrors } from './aborts.js';
import { installKernelGaps } from './kernel-gaps.js';
import { ClassRunOutput } from './classrun-output.js';
import { SqliteDatabaseDriver } from './database-driver.js';
import { captureList, ListBuffer } from './list-output.js';
import { SessionState } from './session-state.js';
import { FrameMapper, installStackCapture } from './stack-frames.js';
import { runUnitTests } from './unit-runner.js';
import { chosenTests } from '../../../protocol/unit-method.js';
import { installPackedArithmetic } from './packed-arithmetic.js';
import { coverageStarted, resetCoverage, startCoverage, takeCoverage } from './coverage.js';
import { hostCode, ModuleIndex } from './module-closure.js';
import { RegistryWatch } from './registry-watch.js';
import { installRepid } from './sy-repid.js';
import { installProfileLoader, ProfileCatalogue, ProfileRecorder, wrapProcedures } from '../measure/profile-recorder.js';
import { SqlTraceRecorder } from '../measure/sql-trace-recorder.js';

const config = JSON.parse(process.env[WORK_PROCESS_ENV] ?? '{}') as WorkProcessConfig;
const manifest = JSON.parse(readFileSync(join(config.generationDir, 'manifest.json'), 'utf8')) as Manifest;
const frames = new FrameMapper(config.generationDir);
const session = new SessionState();
const database = new SqliteDatabaseDriver(config.dataFile);
const unloadable = new Map<string, string>();
const loaded = new Set<string>();
/** A profile process counts the statements of its generation (measure/profile-recorder.ts). */
const profiledModules = [...manifest.loadOrder, ...manifest.unitTests.map((test) => test.module).filter((module) => !manifest.loadOrder.includes(module))];
const profiles = config.profile ? new ProfileCatalogue(config.generationDir, profiledModules) : undefined;
/**
 * A coverage process loads what each run reaches (module-closure.ts), not the whole generation: V8's take of
 * the counts at the end of every run walks each function of each script the process holds. Until it has
 * loaded everything, the registry watch notices a run that reached for more.
 */
let partial: { index: ModuleIndex; roots: Set<string>; watch: RegistryWatch } | undefined;
let programRuns = 0;
/**
 * Each report run loads a fresh instance of the program's module, which is never freed: after this many
 * the work process ends itself once idle, and the pool starts a fresh one.
 */
const PROGRAM_RUNS_PER_PROCESS = 500;

function send(message: FromWorkProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function start(): Promise<void> {
  const started = Date.now();
  // before anything of the generation compiles: V8 counts blocks only in functions compiled afterwards
  if (config.coverage) await startCoverage();
  if (config.profile) installProfileLoader(config.generationDir, profiledModules);
  installStackCapture();
  globalThis.abap = new runtime.ABAP({ console: new runtime.MemoryConsole() });
  abap.context.databaseConnections['DEFAULT'] = database;
  await database.connect();
  const sy = abap.builtin.sy.get();
  sy.sysid.set(config.sid);
  sy.host.set(config.host);
  sy.saprl.set('758');
  installRepid(() => frames.currentFrames());
  tagArithmeticErrors();
  installKernelGaps();
  installPackedArithmetic();
  if (config.coverage) {
    loadEverythingBeforeCommits();
    const index = new ModuleIndex(config.generationDir, manifest.loadOrder);
    partial = { index, roots: index.namedIn(hostCode()), watch: new RegistryWatch(index.names) };
    await load(index.closure(partial.roots));
  } else {
    await load(manifest.loadOrder);
  }
  if (config.profile) wrapProcedures();
  startWatchdog();
  if (config.agentModule) {
    const agent = (await import(config.agentModule)) as { start?: (options: { channelFd: number; generationDir: string }) => unknown };
    await agent.start?.({ channelFd: AGENT_CHANNEL_FD, generationDir: config.generationDir });
  }
  await send({
    type: 'ready',
    generation: manifest.generation,
    loadMillis: Date.now() - started,
    unloadable: [...unloadable].map(([module, reason]) => ({ module, reason })),
  });
}

/**
 * A partly loaded process runs a request again when it reaches for more (see run()); a run that has
 * committed must not run twice. So before the first COMMIT WORK of a run it loads everything (keeping the
 * counts gathered so far): nothing the run reaches afterwards can be missing. A run that has already missed
 * something is going to run again: its commits are refused (it ends as it would have; its writes roll back).
 */
function loadEverythingBeforeCommits(): void {
  const commit = database.commit.bind(database);
  database.commit = async () => {
    if (partial?.watch.reachedAny) throw new Error('COMMIT WORK of a run that runs again with everything loaded');
    if (partial) await load(manifest.loadOrder, { keepCounts: true });
    await commit();
  };
}

/** Loads the modules not loaded yet, in the order given (the generation's load order). */
async function load(modules: readonly string[], { keepCounts = false } = {}): Promise<void> {
  const wanted = modules.filter((module) => !loaded.has(module));
  if (wanted.length === 0) return;
  for (const module of wanted) {
    loaded.add(module);
    try {
      await import(pathToFileURL(join(config.generationDir, module)).href);
    } catch (error) {
      unloadable.set(module, error instanceof Error ? error.message : String(error));
    }
  }
  session.capture();
  if (loaded.size >= manifest.loadOrder.length) partial = undefined;
  // counts start from zero after loading; each run's take leaves them at zero again, and between runs a
  // coverage process runs no ABAP (it serves only coverage runs)
  if (config.coverage && !keepCounts) await resetCoverage();
}

/** Loads what a run of the given classes' unit tests reaches (everything outside a coverage process). */
async function loadFor(request: RunRequest): Promise<void> {
  if (!partial) return;
  if (request.kind !== 'unit') return load(manifest.loadOrder);
  const roots = new Set(partial.roots);
  for (const name of request.classes) {
    for (const type of ['CLAS', 'PROG']) for (const module of manifest.objects[`${type} ${name}`]?.modules ?? []) roots.add(module);
  }
  for (const test of manifest.unitTests) if (request.classes.includes(test.objectName)) roots.add(test.module);
  for (const module of request.coverage ?? []) roots.add(module);
  await load(partial.index.closure(roots));
}

/** The watchdog thread answers where a run is when it exceeds its runtime (see watchdog.ts). */
function startWatchdog(): void {
  (globalThis as { __abapdeckWhere?: () => string }).__abapdeckWhere = () => JSON.stringify(frames.currentFrames());
  try {
    const watchdog = new Worker(new URL('./watchdog.js', import.meta.url), { workerData: { fd: WATCHDOG_FD } });
    watchdog.on('error', () => {});
    watchdog.unref();
  } catch {
    // without a watchdog a TIME_OUT dump names the program but not the line
  }
}

/** sy fields of the run: user, client, language, date and time (system time zone = the server's). */
function enterSession(context: RunContext, program: string): void {
  const sy = abap.builtin.sy.get();
  const now = new Date();
  const date = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const time = `${String(now.getHours()).padStart(2, '0')}${String(now.getMinutes()).padStart(2, '0')}${String(now.getSeconds()).padStart(2, '0')}`;
  sy.uname.set(context.user);
  sy.mandt.set(context.client);
  sy.langu.set(context.language.slice(0, 1).toUpperCase() || 'E');
  sy.datum.set(date);
  sy.uzeit.set(time);
  sy.datlo.set(date);
  sy.timlo.set(time);
  sy.cprog.set(program);
  sy.subrc.set(0);
  database.beginRun(context.client);
  session.restore();
}

/** An abort for an object without loadable code: its transpiler problems, as a syntax error of the program. */
function loadAbort(type: string, name: string): AbortInfo {
  const entry = manifest.objects[`${type} ${name}`];
  const problems = entry?.problems.length ? entry.problems : [...unloadable].filter(([module]) => entry?.modules.includes(module)).map(([, reason]) => reason);
  return {
    reason: 'load',
    exceptionClasses: [],
    text: problems.length > 0 ? problems.join('\n') : `${type} ${name} has no executable code in this system`,
    frames: [],
    attributes: {},
  };
}

async function classRun(className: string): Promise<string> {
  const cls = abap.Classes[className] as (new () => { constructor_(): Promise<Record<string, unknown>> }) | undefined;
  if (!cls) throw loadAbort('CLAS', className);
  let implemented = false;
  for (let c: unknown = cls; c && typeof c === 'function'; c = Object.getPrototypeOf(c)) {
    if (((c as { IMPLEMENTED_INTERFACES?: string[] }).IMPLEMENTED_INTERFACES ?? []).includes('IF_OO_ADT_CLASSRUN')) implemented = true;
  }
  // a class without the class-run interface runs nothing: empty output, as the development tools show it
  if (!implemented) return '';
  const instance = await new cls().constructor_();
  const main = instance['if_oo_adt_classrun$main'];
  if (typeof main !== 'function') return '';
  const out = new ClassRunOutput();
  await (main as (input: { out: unknown }) => Promise<unknown>).call(instance, { out: out.me });
  return out.output;
}

async function programRun(program: string): Promise<string> {
  const module = manifest.objects[`PROG ${program}`]?.modules[0];
  if (!module) throw loadAbort('PROG', program);
  // a fresh module instance per run: program globals start from their declarations
  const url = `${pathToFileURL(join(config.generationDir, module)).href}?run=${++programRuns}`;
  const list = new ListBuffer();
  const restore = captureList(list);
  try {
    const loaded = (await import(url)) as { $main?: () => Promise<unknown> };
    await loaded.$main?.();
  } finally {
    restore();
  }
  return list.render();
}

async function run(request: RunRequest, context: RunContext): Promise<RunResult> {
  await loadFor(request);
  const watch = partial?.watch;
  watch?.take();
  const result = await runLoaded(request, context);
  // the run reached for an object the process had not loaded: with everything loaded it runs again, as a
  // process that loaded its whole generation would have run it (a unit run rolls its changes back, and a run
  // that commits has loaded everything before its commit: loadEverythingBeforeCommits)
  if (watch && watch.take().length > 0) {
    await load(manifest.loadOrder);
    return runLoaded(request, context);
  }
  return result;
}

async function runLoaded(request: RunRequest, context: RunContext): Promise<RunResult> {
  const started = Date.now();
  const program = request.kind === 'programrun' ? request.program : request.kind === 'classrun' ? request.className : request.classes.join(',');
  enterSession(context, program);
  const measuring = startMeasuring(request);
  try {
    if (request.kind === 'unit') {
      const wanted = new Set(request.classes);
      const measured = request.coverage && coverageStarted() ? request.coverage : undefined;
      const unit = await runUnitTests(
        config.generationDir,
        chosenTests(manifest.unitTests.filter((test) => wanted.has(test.objectName)), request.method),
        frames,
        {
          rollback: () => database.endRun('rollback'),
          loaded: () => session.capture(),
          starting: (running) => {
            measuring.profile?.boundary();
            return send({ type: 'unit-progress', id: currentRun, running });
          },
          finished: (result) => send({ type: 'unit-progress', id: currentRun, result }),
        },
      );
      database.endRun('rollback');
      const coverage = measured ? await takeCoverage(config.generationDir, measured) : undefined;
      return { status: 'ok', output: '', unit, ...(coverage ? { coverage } : {}), millis: Date.now() - started, ...measuring.finish() };
    }
    const output = request.kind === 'classrun' ? await classRun(request.className) : await programRun(request.program);
    const measured = measuring.finish();
    database.endRun('commit');
    return { status: 'ok', output, millis: Date.now() - started, ...measured };
  } catch (error) {
    const measured = measuring.finish();
    database.endRun('rollback');
    const abort = isAbortInfo(error) ? error : await describeAbort(error, frames);
    return { status: 'aborted', output: '', abort, millis: Date.now() - started, ...measured };
  }
}

/** The profile and the SQL trace a request asks for, counting from now; finish() stops both (once). */
function startMeasuring(request: RunRequest) {
  const profile = request.measure?.profile && profiles ? new ProfileRecorder(profiles).start() : undefined;
  const sqlTrace = request.measure?.sqlTrace ? new SqlTraceRecorder(database, config.generationDir).start() : undefined;
  if (profile && request.kind === 'unit') {
    // the test methods and fixtures are called by the work process: each begins a root of the call tree
    for (const test of manifest.unitTests) {
      if (request.classes.includes(test.objectName)) profiles!.markRoots(test.module, [...test.methods, 'setup', 'teardown', 'class_setup', 'class_teardown']);
    }
  }
  let done: Pick<RunResult, 'profile' | 'sqlTrace'> | undefined;
  return {
    profile,
    finish: () => (done ??= { ...(profile ? { profile: profile.finish() } : {}), ...(sqlTrace ? { sqlTrace: sqlTrace.finish() } : {}) }),
  };
}

function isAbortInfo(value: unknown): value is AbortInfo {
  return !!value && typeof value === 'object' && 'reason' in value && 'frames' in value && !(value instanceof Error);
}

let queue = Promise.resolve();
/** The id of the request in progress (a unit run's progress names it). */
let currentRun = 0;
process.on('message', (message: ToWorkProcess) => {
  if (message.type === 'stop') {
    queue = queue.then(async () => {
      await database.disconnect();
      process.exit(0);
    });
    return;
  }
  queue = queue.then(async () => {
    currentRun = message.id;
    const result = await run(message.request, message.context);
    await send({ type: 'result', id: message.id, result });
    if (programRuns >= PROGRAM_RUNS_PER_PROCESS) {
      await database.disconnect();
      process.disconnect?.();
      process.exit(0);
    }
  });
});
// the service went away: nothing left to serve
process.on('disconnect', () => process.exit(0));

start().catch((error) => {
  process.stderr.write(`work process failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(70);
});
