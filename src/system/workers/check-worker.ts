/**
 * A check worker (a thread of the service's kept pool, src/system/workers/check-workers.ts): its own checks
 * engine over the kernel and the active objects, loaded from the repository database on the first task and
 * brought up to date at each task from the changes it carries (check-tasks.ts). Runs syntax checks,
 * inspections, where-used, activation checks and the language service's requests over the same registry, and
 * reads the debugger's breakpoints documents and conditions; nothing here writes.
 */
import { threadId } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CheckEngine } from '../checks/index.js';
import { LanguageEngine, answerLanguage, repositoryHomes } from '../language/index.js';
import { ObjectStore } from '../repository/objects.js';
import { formatType } from '../objects.js';
import { compileCondition } from '../debugger/engine/breakpoint-conditions.js';
import { parseBreakpointsRequest } from '../../protocol/debugger-documents.js';
import type { CheckAnswer, CheckTask, ObjectChange } from './check-tasks.js';

interface WorkerState {
  repositoryFile: string;
  db: Database.Database;
  objects: ObjectStore;
  engine: CheckEngine;
  /** The language service over the same registry (made on the first language task). */
  language?: LanguageEngine;
  seq: number;
}

let state: WorkerState | undefined;

export default function runCheckTask(task: CheckTask): CheckAnswer {
  // the debugger's documents and conditions need no objects: a worker that has loaded none answers without loading them
  if (task.op === 'conditions' || task.op === 'breakpointsDocument') return { threadId, seq: state?.seq ?? 0, value: debuggerInput(task) };
  const current = upToDate(task);
  return { threadId, seq: current.seq, value: perform(current, task) };
}

function perform(current: WorkerState, task: CheckTask): unknown {
  const { engine, objects } = current;
  switch (task.op) {
    case 'syntax':
      return engine.syntaxCheck(task.request);
    case 'inspect':
      return engine.inspect(task.objects, task.variant);
    case 'where':
      return engine.whereUsed(task.request, (type, name) => objects.entry(type, name)?.package ?? '');
    case 'activation':
      return engine.checkActivation(task.objects, task.strict);
    case 'warm':
      engine.warmUp();
      return null;
    case 'language':
      return answerLanguage((current.language ??= new LanguageEngine(engine.active, repositoryHomes(current.db))), task.task);
    case 'conditions':
    case 'breakpointsDocument':
      return debuggerInput(task);
  }
}

function debuggerInput(task: Extract<CheckTask, { op: 'conditions' | 'breakpointsDocument' }>): unknown {
  if (task.op === 'conditions') return task.texts.map((text) => compileCondition(text, task.maxCharacters));
  try {
    return parseBreakpointsRequest(task.body);
  } catch {
    return undefined; // not well-formed XML
  }
}

/** Loads the active objects on the first task (or after missing changes), else applies the changes since the last. */
function upToDate(task: CheckTask): WorkerState {
  if (!state || state.repositoryFile !== task.repositoryFile || state.seq < task.since) return (state = load(task));
  if (task.seq > state.seq) apply(state, task.changes.filter((change) => change.seq > state!.seq));
  state.seq = Math.max(state.seq, task.seq);
  return state;
}

function load(task: CheckTask): WorkerState {
  const db = state?.repositoryFile === task.repositoryFile ? state.db : openReadOnly(task.repositoryFile);
  const objects = state?.repositoryFile === task.repositoryFile ? state.objects : new ObjectStore(db);
  const engine = new CheckEngine();
  engine.load(objects.allActive());
  return { repositoryFile: task.repositoryFile, db, objects, engine, seq: task.seq };
}

function openReadOnly(file: string): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Each changed object once, in its latest state: the active version read now, or removed. */
function apply({ engine, objects }: WorkerState, changes: readonly ObjectChange[]): void {
  const latest = new Map<string, ObjectChange>();
  for (const change of changes) latest.set(`${change.type} ${change.name}`, change);
  for (const { type, name } of latest.values()) {
    const active = objects.get(type, name, 'A');
    if (active) engine.upsert(active);
    else engine.remove(formatType(type), name);
  }
}
