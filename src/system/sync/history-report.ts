/**
 * POST /history (abapdeck extension): the sync events of a repository link (pulls, imports, undos: user,
 * time, commit, transport, counts, log) and the versions of objects (who wrote each, when, from where, on
 * which transport). Upper-case keys, as abapdeck's extension routes answer.
 */
import { describeOrigin } from '../repository/origins.js';
import type { EmbeddedSystem } from '../system.js';
import type { PullLogMessage } from '../../protocol/sync.js';
import { messages } from '../../protocol/messages.js';
import type { HistoryRequest, HistoryResult } from '../../protocol/sync-extensions.js';

export type { HistoryRequest, HistoryResult } from '../../protocol/sync-extensions.js';
import { findLink } from './link-requests.js';
import type { RepositoryLinks } from './repository-links.js';
import type { SyncHistory } from './sync-history.js';

export const historyLimits = { defaultLimit: 20, maxLimit: 200 } as const;

export function historyReport(system: EmbeddedSystem, links: RepositoryLinks, history: SyncHistory, request: HistoryRequest): HistoryResult {
  const limit = Math.min(Math.max(Math.trunc(request.limit ?? historyLimits.defaultLimit), 1), historyLimits.maxLimit);
  const names = (request.objects ?? []).map((name) => name.trim().toUpperCase()).filter(Boolean);
  const result: HistoryResult = { SUCCESS: 'X', COMMAND: 'HISTORY', REPOSITORY: null, EVENTS: [], VERSIONS: [], ERROR: '' };
  if (names.length === 0 || request.url) {
    const link = findLink(links, request.url);
    if (typeof link === 'string') return { ...result, SUCCESS: '', ERROR: link };
    result.REPOSITORY = { URL: link.url, PACKAGE: link.package, BRANCH: link.branch, LAST_PULLED_COMMIT: link.lastPulledCommit };
    result.EVENTS = history.list(link.key, limit).map((event) => ({
      ID: event.id,
      KIND: event.kind,
      USER: event.user,
      STARTED_AT: event.startedAt,
      FINISHED_AT: event.finishedAt,
      STATUS: event.status,
      COMMIT: event.commit,
      TRANSPORT: event.transport,
      ACTIVATED: event.activated,
      FAILED: event.failed,
      DELETED: event.deleted,
      MESSAGE: event.message,
      LOG_MESSAGES: logOf(event.result),
    }));
  }
  const linkName = (key: string) => links.byKey(key)?.name;
  for (const name of names) {
    const entries = system.objects.findByName(name);
    const types = entries.length > 0 ? entries.map((entry) => entry.type) : system.objects.typesInHistory(name);
    if (types.length === 0) return { ...result, SUCCESS: '', ERROR: messages.objectNotFound(name) };
    for (const type of types) {
      for (const entry of system.objects.history(type, name, limit)) {
        result.VERSIONS.push({
          OBJ_TYPE: entry.type,
          OBJ_NAME: entry.name,
          ID: entry.id,
          VERSION: entry.version,
          PACKAGE: entry.package,
          USER: entry.changedBy,
          AT: entry.changedAt,
          ORIGIN: describeOrigin(entry.origin, linkName),
          TRANSPORT: entry.transport,
          EVENT: entry.event ?? 0,
        });
      }
    }
  }
  return result;
}

/** The log of a stored result, whichever key spelling it was stored in. */
function logOf(result: unknown): PullLogMessage[] {
  if (!result || typeof result !== 'object') return [];
  const record = result as Record<string, unknown>;
  const log = record['log_messages'] ?? record['LOG_MESSAGES'];
  return Array.isArray(log) ? (log as PullLogMessage[]) : [];
}
