/**
 * POST /transport: the transport requests a user works with — list (scope mine, task or all; workbench or
 * customizing; open requests only), create, check (objects an older open request also holds, inactive objects,
 * objects whose inactive version has syntax errors; passed only with none) and release (check first; a
 * released request takes no more objects and frees its locks).
 */
import type { EmbeddedSystem } from '../system.js';
import {
  transportMessages as texts,
  type TransportIssue,
  type TransportRequestBody,
  type TransportResult,
  type TransportScope,
} from '../../protocol/transports.js';
import { messages } from '../../protocol/messages.js';
import { TransportStore, type TransportEntry, type TransportRequest } from './transport-store.js';

const KIND = { workbench: 'K', customizing: 'W' } as const;

export function transportOperation(system: EmbeddedSystem, body: TransportRequestBody, user: string): TransportResult {
  const store = new TransportStore(system.db, system.sid);
  const action = (body.action ?? 'list').trim().toLowerCase();
  const refuse = (error: string): TransportResult => ({ success: '', action, message: error, error });
  const scope = (body.scope ?? 'mine').trim().toLowerCase();
  if (scope !== 'mine' && scope !== 'task' && scope !== 'all') return refuse(texts.invalidScope(scope));
  const type = (body.type ?? 'workbench').trim().toLowerCase();
  if (type !== 'workbench' && type !== 'customizing') return refuse(texts.invalidType(type));
  const number = (body.number ?? '').trim().toUpperCase();

  switch (action) {
    case 'list': {
      const requests = store.openRequests(KIND[type], scope as TransportScope, user);
      return {
        success: 'X',
        action,
        scope: scope as TransportScope,
        transports: requests.map((request) => ({
          number: request.number,
          description: request.description,
          owner: request.owner,
          date: request.createdAt.slice(0, 10),
          tasks: store.taskUsers(request.number),
          objects: store.entries(request.number).map((entry) => ({ obj_type: entry.type, obj_name: entry.name })),
        })),
        message: texts.listed(requests.length),
      };
    }
    case 'create': {
      const description = (body.description ?? '').trim();
      if (!description) return refuse(texts.descriptionRequired);
      const created = system.db.transaction(() => store.create(user, description.slice(0, 60), KIND[type]))();
      return { success: 'X', action, number: created.number, message: texts.created(created.number) };
    }
    case 'check':
    case 'release': {
      if (!number) return refuse(texts.numberRequired(action));
      const request = store.get(number);
      if (!request) return refuse(messages.transportNotFound(number));
      if (request.status !== 'D') return refuse(messages.transportReleased(number));
      const issues = checkRequest(system, store, number);
      const passed = issues.every((issue) => issue.type !== 'E');
      if (action === 'check') {
        return { success: 'X', action, number, passed, issues, message: passed ? texts.checkPassed(number) : texts.checkFailed(number, issues.length) };
      }
      if (request.owner !== user) return { ...refuse(texts.notOwner(number, request.owner)), number };
      if (!passed) {
        const locks = olderLocks(store, number).map((lock) => ({ object: `${lock.entry.type} ${lock.entry.name}`, number: lock.request.number, owner: lock.request.owner, mine: lock.request.owner === user }));
        const text = locks.length > 0 ? texts.notReleasableLocked(number, locks, issues.length - locks.length) : texts.notReleasable(number, issues.length);
        return { ...refuse(text), number, passed, issues };
      }
      store.release(number);
      return { success: 'X', action, number, passed, issues, message: texts.released(number) };
    }
    default:
      return refuse(texts.invalidAction(action));
  }
}

/**
 * The objects of a request that an older open request also holds. Such a request goes first: releasing it frees
 * the lock, and then this one holds the object alone (a newer request holding one of this request's objects does
 * not hold this one back, so two requests never wait for each other).
 */
function olderLocks(store: TransportStore, number: string): Array<{ entry: TransportEntry; request: TransportRequest }> {
  return store
    .entries(number)
    .filter((entry) => entry.type !== 'TABU')
    .flatMap((entry) => store.locksOf(entry.type, entry.name).filter((other) => other.number < number).map((request) => ({ entry, request })));
}

/** The findings of a request's check, objects in the order recorded. */
function checkRequest(system: EmbeddedSystem, store: TransportStore, number: string): TransportIssue[] {
  const issues: TransportIssue[] = [];
  const inactive = [];
  for (const { entry, request: lock } of olderLocks(store, number)) {
    issues.push({ type: 'E', obj_type: entry.type, obj_name: entry.name, text: texts.lockedElsewhere(lock.number, lock.owner) });
  }
  for (const entry of store.entries(number)) {
    if (entry.type === 'TABU') continue;
    const directoryType = entry.type === 'TABL' && !system.objects.entry('TABL', entry.name) && system.objects.entry('STRU', entry.name) ? 'STRU' : entry.type;
    const version = system.objects.get(directoryType, entry.name, 'I');
    if (version) inactive.push(version);
  }
  const errors = inactive.length > 0 ? system.checks.checkActivation(inactive).errors : new Map();
  for (const version of inactive) {
    issues.push({ type: 'E', obj_type: version.type, obj_name: version.name, text: texts.inactiveVersion });
    for (const error of errors.get(`${version.type} ${version.name}`) ?? []) {
      issues.push({ type: 'E', obj_type: version.type, obj_name: version.name, text: `${error.text}${error.file ? ` (${error.file}, line ${error.line})` : ''}` });
    }
  }
  return issues;
}
