/**
 * POST /pull/undo (abapdeck extension): every object the link's last pull wrote goes back to the version
 * that was active before it; objects that pull created are deleted, objects it deleted come back. One
 * transaction, recorded on a transport and in history as an event of its own. Objects changed since that
 * pull (by any route) are conflicts: the undo then changes nothing.
 */
import { directoryType, formatType, isLocalPackage } from '../objects.js';
import type { HistoryEntry } from '../repository/objects.js';
import type { ObjectKey } from '../activation.js';
import type { EmbeddedSystem } from '../system.js';
import type { TransportStore } from '../transports/index.js';
import { messages } from '../../protocol/messages.js';
import { contentHash } from './content-hash.js';
import { conflictReport, type Conflict } from './conflicts.js';
import { findLink } from './link-requests.js';
import type { RepositoryLinks } from './repository-links.js';
import { objectKey } from '../objects.js';
import type { RepositoryLocks } from './repository-locks.js';
import type { SyncHistory } from './sync-history.js';
import { syncMessages } from './sync-messages.js';
import type { UndoRequest, UndoResult, UndoneObject } from '../../protocol/sync-extensions.js';

export type { UndoRequest, UndoResult } from '../../protocol/sync-extensions.js';

export interface UndoDependencies {
  system: EmbeddedSystem;
  links: RepositoryLinks;
  locks: RepositoryLocks;
  transports: TransportStore;
  history: SyncHistory;
}

/** What undoing one object means: the history entry to restore, or nothing (delete). */
interface UndoStep {
  key: ObjectKey;
  restore: HistoryEntry | undefined;
  action: UndoneObject['ACTION'];
}

export async function undoLastPull(deps: UndoDependencies, request: UndoRequest, user: string): Promise<UndoResult> {
  const link = findLink(deps.links, request.url);
  if (typeof link === 'string') return refused(link);
  const transport = (request.transport_request ?? '').trim().toUpperCase();
  if (transport) {
    const found = deps.transports.get(transport);
    if (!found) return refused(messages.transportNotFound(transport));
    if (found.status !== 'D') return refused(messages.transportReleased(transport));
  }
  return deps.locks.run(link.url, async () => {
    const { system, history, links, transports } = deps;
    const last = history.lastChange(link.key, ['pull', 'undo']);
    if (!last || last.kind !== 'pull') return refused(last ? syncMessages.undoAlreadyDone(last.id) : syncMessages.nothingToUndo);
    const entries = system.objects.historyOfEvent(last.id);
    if (entries.length === 0) return refused(syncMessages.nothingToUndo);

    const steps: UndoStep[] = [];
    const conflicts: Conflict[] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = objectKey(entry.type, entry.name);
      if (seen.has(key)) continue;
      seen.add(key);
      const ofEvent = entries.filter((e) => e.type === entry.type && e.name === entry.name);
      const newest = system.objects.history(entry.type, entry.name, 1)[0];
      if (newest && newest.id !== ofEvent[ofEvent.length - 1]!.id) {
        conflicts.push({ kind: 'changed_in_system', type: entry.type, name: entry.name, text: syncMessages.undoConflict(entry.type, entry.name, newest.changedBy, newest.changedAt) });
        continue;
      }
      const before = activeBefore(system, entry.type, entry.name, ofEvent[0]!.id);
      const deletedByPull = ofEvent.some((e) => e.version === 'D');
      steps.push({ key: { type: entry.type, name: entry.name }, restore: before, action: !before ? 'deleted' : deletedByPull ? 'recreated' : 'restored' });
    }
    if (conflicts.length > 0) {
      const refusal = request.dry_run ? syncMessages.undoPreviewConflicts(last.id, conflicts.length) : syncMessages.undoAborted(conflicts.length);
      return { ...refused(refusal), CONFLICT_REPORT: conflictReport(conflicts), CONFLICT_COUNT: conflicts.length, UNDONE_EVENT: last.id, ...(request.dry_run ? { DRY_RUN: true } : {}) };
    }
    if (request.dry_run) {
      return {
        ...refused(''),
        SUCCESS: 'X',
        DRY_RUN: true,
        MESSAGE: syncMessages.undoPreview(last.id, steps.length),
        UNDONE_EVENT: last.id,
        OBJECTS: steps.map((step) => ({ OBJ_TYPE: step.key.type, OBJ_NAME: step.key.name, ACTION: step.action })),
      };
    }
    // the rule of pull and drop: an object locked in another user's open request is theirs until it is released
    const locked = steps.flatMap((step) => {
      const lock = transports.lockedByOther(formatType(step.key.type), step.key.name, user);
      return lock ? [syncMessages.objectLocked(step.key.type, step.key.name, lock.number, lock.owner)] : [];
    });
    if (locked.length > 0) return { ...refused(syncMessages.undoLocked(locked.length)), LOCKED_OBJECTS: locked, UNDONE_EVENT: last.id };

    const event = history.start(link.key, 'undo', user);
    const previousCommit = history.list(link.key, 50).find((e) => e.id < last.id && e.status !== 'aborted' && e.commit !== '' && e.kind !== 'undo')?.commit ?? '';
    const written = system.db.transaction(() => {
      const transportable = steps.filter((step) => !isLocalPackage(step.restore?.package ?? system.objects.entry(step.key.type, step.key.name)?.package ?? '$'));
      const entryOf = (step: UndoStep) => ({ type: step.key.type === 'STRU' ? 'TABL' : step.key.type, name: step.key.name });
      // the undone objects are mostly held by the pull's own request: they stay in it
      const description = syncMessages.undoDescription(link.name);
      const placement = transports.place(transportable.map(entryOf), user, transport, () => (transports.openRequest(user, description) ?? transports.create(user, description)).number);
      const number = placement.primary;
      const activated: ObjectKey[] = [];
      const deleted: ObjectKey[] = [];
      for (const step of steps) {
        const stamp = { user, transport: transportable.includes(step) ? placement.numberOf(entryOf(step)) : '', event };
        if (!step.restore) {
          system.objects.remove(step.key.type, step.key.name, { ...stamp, origin: { kind: 'route', route: 'undo' } });
          links.forgetPulled(link.key, [{ type: formatType(step.key.type), name: step.key.name }]);
          deleted.push(step.key);
          continue;
        }
        const version = system.objects.historicVersion(step.restore.id)!;
        const { package: pkg, ...object } = version;
        system.objects.discardInactive(step.key.type, step.key.name);
        // the restored version is the one it was: same origin, so the loop goes on as before that pull
        system.objects.save(object, pkg, 'A', { ...stamp, origin: step.restore.origin });
        links.recordPulled(link.key, [{ type: object.type, name: object.name, contentHash: contentHash(object) }]);
        activated.push({ type: directoryType(object), name: object.name });
      }
      placement.record();
      links.setLastPulledCommit(link.key, previousCommit);
      return { activated, deleted, transport: transportable.length > 0 ? number : '' };
    })();

    const stored = written.activated.map((key) => system.objects.get(key.type, key.name, 'A')!).filter(Boolean);
    const problems = system.activation.announce({ activated: stored, deleted: written.deleted });
    const result: UndoResult = {
      SUCCESS: problems.length === 0 ? 'X' : '',
      COMMAND: 'UNDO',
      MESSAGE: problems.length === 0 ? syncMessages.undoCompleted(last.id, steps.length) : syncMessages.undoWithProblems(problems.map((p) => `${p.type} ${p.name}: ${p.text}`).join('; ')),
      EVENT: event,
      UNDONE_EVENT: last.id,
      TRANSPORT_REQUEST: written.transport,
      OBJECTS: steps.map((step) => ({ OBJ_TYPE: step.key.type, OBJ_NAME: step.key.name, ACTION: step.action })),
      CONFLICT_REPORT: '',
      CONFLICT_COUNT: 0,
      ERROR: '',
    };
    history.finish(event, {
      status: result.SUCCESS === 'X' ? 'success' : 'error',
      commit: previousCommit,
      transport: written.transport,
      activated: written.activated.length,
      deleted: written.deleted.length,
      message: result.MESSAGE,
      result,
    });
    return result;
  });
}

/** The history entry of the version that was active just before entry `id` (undefined: the object did not exist). */
function activeBefore(system: EmbeddedSystem, type: string, name: string, id: number): HistoryEntry | undefined {
  const active = system.objects.historyBefore(type, name, id, 'A');
  if (!active) return undefined;
  const deletion = system.objects.historyBefore(type, name, id, 'D');
  return deletion && deletion.id > active.id ? undefined : active;
}

function refused(error: string): UndoResult {
  return { SUCCESS: '', COMMAND: 'UNDO', MESSAGE: error, EVENT: 0, UNDONE_EVENT: 0, TRANSPORT_REQUEST: '', OBJECTS: [], CONFLICT_REPORT: '', CONFLICT_COUNT: 0, ERROR: error };
}
