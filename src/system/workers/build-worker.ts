/**
 * The build worker (a kept thread of src/system/workers/runtime-builder.ts): transpiles what an activation
 * changed into the next generation folder of the runtime build, off the service's event loop. It keeps its own
 * RuntimeBuild (and so its own transpile registry), reading active objects from the repository database; when
 * the service wrote a generation itself (the full build at start), the worker starts again from that one.
 *
 * A pull stages its objects before they are active (op 'stage', while the checks run): they are built into a
 * generation the service does not know yet. The apply that follows the activation compares each staged object
 * with its active version in the database: what activated as staged is done, what failed is built back.
 */
import Database from 'better-sqlite3';
import { ObjectStore } from '../repository/objects.js';
import { hashSource, RuntimeBuild, type Generation } from '../execution/transpile/runtime-build.js';
import { BuildCache } from '../execution/transpile/build-cache.js';
import { kernelSources, objectSource, type BuildSource } from '../execution/transpile/transpile-registry.js';
import { directoryType, formatType, objectKey, type AbapObject } from '../objects.js';

export interface BuildTask {
  /**
   * apply: transpile the changed objects; sync: bring the build in step with every active object (start);
   * stage: build the expected objects ahead of their activation; prepare: parse the registry ahead of the first.
   */
  op: 'apply' | 'sync' | 'stage' | 'prepare';
  repositoryFile: string;
  /** Folder of full builds shared between data folders (sync), if any. */
  cacheDir?: string;
  /** The build folder (`<dataDir>/runtime`). */
  root: string;
  /** The generation the service has now. */
  base: number | undefined;
  /** Activated objects (directory type and name): their active versions are read from the database. */
  changed: Array<{ type: string; name: string }>;
  /** Keys ("TYPE NAME", file type) of deleted objects. */
  removed: string[];
  /** stage: the objects a pull is about to check and activate, as the pull has them. */
  expected?: AbapObject[];
}

interface WorkerState {
  repositoryFile: string;
  root: string;
  objects: ObjectStore;
  build: RuntimeBuild;
  /** The current generation holds staged objects (key: directory type and name) on top of the service's `base`. */
  staged?: { base: number | undefined; objects: Map<string, { type: string; name: string }> };
}

let state: WorkerState | undefined;

export default function runBuildTask(task: BuildTask): Generation | undefined {
  try {
    return runTask(task);
  } catch (error) {
    // a half-done task leaves the build uncertain: the next one starts again from the service's generation
    state = undefined;
    throw error;
  }
}

function runTask(task: BuildTask): Generation | undefined {
  const current = stateFor(task);
  if (task.op === 'sync') {
    current.build.sync();
    return current.build.current!;
  }
  if (task.op === 'prepare') {
    current.build.prepare();
    return undefined;
  }
  if (task.op === 'stage') {
    stage(current, task.base, task.expected ?? []);
    return undefined;
  }
  const changed: BuildSource[] = [];
  const removed = [...task.removed];
  const staged = current.staged;
  current.staged = undefined;
  const built = current.build.current?.manifest.objects ?? {};
  for (const { type, name } of task.changed) {
    const key = objectKey(formatType(type), name);
    if (staged?.objects.has(key)) continue;
    const active = current.objects.get(type, name, 'A');
    const source = active ? objectSource(active) : undefined;
    if (source) changed.push(source);
    else if (!active) removed.push(key);
  }
  // a staged object is done when it activated as staged; else its active version (or none) is built back
  for (const [key, { type, name }] of staged?.objects ?? []) {
    const active = current.objects.get(type, name, 'A');
    const source = active ? objectSource(active) ?? kernelSource(key) : kernelSource(key);
    if (source && built[key]?.hash !== hashSource(source)) changed.push(source);
    else if (!source && built[key] && !removed.includes(key)) removed.push(key);
  }
  if (staged && changed.length === 0 && removed.length === 0) return current.build.current!;
  return current.build.apply(changed, removed).generation;
}

/** Builds the expected objects into a generation of their own, which the next apply confirms or corrects. */
function stage(current: WorkerState, base: number | undefined, expected: readonly AbapObject[]): void {
  const staged = (current.staged ??= { base, objects: new Map() });
  const built = current.build.current?.manifest.objects ?? {};
  const changed: BuildSource[] = [];
  for (const object of expected) {
    const source = objectSource(object);
    if (!source) continue;
    staged.objects.set(source.key, { type: directoryType(object), name: object.name });
    if (built[source.key]?.hash !== hashSource(source)) changed.push(source);
  }
  if (changed.length > 0) current.build.apply(changed, []);
}

function stateFor(task: BuildTask): WorkerState {
  const base = state?.staged ? state.staged.base : state?.build.current?.number;
  if (state && state.repositoryFile === task.repositoryFile && state.root === task.root && base === task.base) return state;
  const objects = state?.repositoryFile === task.repositoryFile ? state.objects : new ObjectStore(openReadOnly(task.repositoryFile));
  const build = new RuntimeBuild(task.root, () => allSources(objects), task.cacheDir ? new BuildCache(task.cacheDir) : undefined);
  // the newest generation on disk may be a staged one nobody confirmed
  if (task.base !== undefined) build.resumeAt(task.base);
  return (state = { repositoryFile: task.repositoryFile, root: task.root, objects, build });
}

let kernelByKey: Map<string, BuildSource> | undefined;

/** The kernel's own object of a key, if it has one (a staged object of the same name that failed gives way to it). */
function kernelSource(key: string): BuildSource | undefined {
  kernelByKey ??= new Map(kernelSources().map((source) => [source.key, source]));
  return kernelByKey.get(key);
}

function allSources(objects: ObjectStore): BuildSource[] {
  const active = objects.allActive().flatMap((object) => objectSource(object) ?? []);
  const activeKeys = new Set(active.map((source) => source.key));
  return [...kernelSources().filter((source) => !activeKeys.has(source.key)), ...active];
}

function openReadOnly(file: string): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
