/**
 * The build worker (a kept thread of src/system/workers/runtime-builder.ts): transpiles what an activation
 * changed into the next generation folder of the runtime build, off the service's event loop. It keeps its own
 * RuntimeBuild (and so its own transpile registry), reading active objects from the repository database; when
 * the service wrote a generation itself (the full build at start), the worker starts again from that one.
 */
import Database from 'better-sqlite3';
import { ObjectStore } from '../repository/objects.js';
import { RuntimeBuild, type Generation } from '../execution/transpile/runtime-build.js';
import { BuildCache } from '../execution/transpile/build-cache.js';
import { kernelSources, objectSource, type BuildSource } from '../execution/transpile/transpile-registry.js';
import { formatType, objectKey } from '../objects.js';

export interface BuildTask {
  /** apply: transpile the changed objects; sync: bring the build in step with every active object (start). */
  op: 'apply' | 'sync';
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
}

interface WorkerState {
  repositoryFile: string;
  root: string;
  objects: ObjectStore;
  build: RuntimeBuild;
}

let state: WorkerState | undefined;

export default function runBuildTask(task: BuildTask): Generation {
  const current = stateFor(task);
  if (task.op === 'sync') {
    current.build.sync();
    return current.build.current!;
  }
  const changed: BuildSource[] = [];
  const removed = [...task.removed];
  for (const { type, name } of task.changed) {
    const active = current.objects.get(type, name, 'A');
    const source = active ? objectSource(active) : undefined;
    if (source) changed.push(source);
    else if (!active) removed.push(objectKey(formatType(type), name));
  }
  return current.build.apply(changed, removed).generation;
}

function stateFor(task: BuildTask): WorkerState {
  if (state && state.repositoryFile === task.repositoryFile && state.root === task.root && state.build.current?.number === task.base) return state;
  const objects = state?.repositoryFile === task.repositoryFile ? state.objects : new ObjectStore(openReadOnly(task.repositoryFile));
  const build = new RuntimeBuild(task.root, () => allSources(objects), task.cacheDir ? new BuildCache(task.cacheDir) : undefined);
  return (state = { repositoryFile: task.repositoryFile, root: task.root, objects, build });
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
