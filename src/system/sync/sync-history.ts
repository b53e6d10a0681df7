/**
 * The sync events of each repository link: every pull, import and undo with its user, time, commit,
 * transport, counts and whole result. A pull writes its event before it starts and its result when it
 * ends, whether or not the client that asked is still listening, so a result is never lost.
 */
import type { RepositoryDatabase } from '../repository/database.js';

export type SyncEventKind = 'pull' | 'import' | 'undo';
export type SyncEventStatus = 'running' | 'success' | 'error' | 'aborted';

export interface SyncEvent {
  id: number;
  repoKey: string;
  kind: SyncEventKind;
  user: string;
  startedAt: string;
  finishedAt: string;
  status: SyncEventStatus;
  commit: string;
  transport: string;
  activated: number;
  failed: number;
  deleted: number;
  message: string;
  /** The result as answered (a pull's PullResult, an import's result record). */
  result: unknown;
}

export interface SyncEventOutcome {
  status: Exclude<SyncEventStatus, 'running'>;
  commit?: string;
  transport?: string;
  activated?: number;
  failed?: number;
  deleted?: number;
  message: string;
  result?: unknown;
}

interface SyncEventRow {
  id: number;
  repo_key: string;
  kind: SyncEventKind;
  user: string;
  started_at: string;
  finished_at: string;
  status: SyncEventStatus;
  commit_sha: string;
  transport: string;
  activated: number;
  failed: number;
  deleted: number;
  message: string;
  result: string;
}

export class SyncHistory {
  constructor(private readonly db: RepositoryDatabase) {}

  start(repoKey: string, kind: SyncEventKind, user: string, at = new Date().toISOString()): number {
    const info = this.db
      .prepare("INSERT INTO sync_events (repo_key, kind, user, started_at, status) VALUES (?, ?, ?, ?, 'running')")
      .run(repoKey, kind, user, at);
    return Number(info.lastInsertRowid);
  }

  finish(id: number, outcome: SyncEventOutcome, at = new Date().toISOString()): void {
    this.db
      .prepare(
        `UPDATE sync_events SET finished_at = ?, status = ?, commit_sha = ?, transport = ?, activated = ?, failed = ?, deleted = ?, message = ?, result = ?
          WHERE id = ?`,
      )
      .run(
        at,
        outcome.status,
        outcome.commit ?? '',
        outcome.transport ?? '',
        outcome.activated ?? 0,
        outcome.failed ?? 0,
        outcome.deleted ?? 0,
        outcome.message,
        JSON.stringify(outcome.result ?? {}),
        id,
      );
  }

  get(id: number): SyncEvent | undefined {
    const row = this.db.prepare('SELECT * FROM sync_events WHERE id = ?').get(id) as SyncEventRow | undefined;
    return row ? eventOf(row) : undefined;
  }

  /** The events of a link, newest first. */
  list(repoKey: string, limit = 20): SyncEvent[] {
    const rows = this.db.prepare('SELECT * FROM sync_events WHERE repo_key = ? ORDER BY id DESC LIMIT ?').all(repoKey, limit) as SyncEventRow[];
    return rows.map(eventOf);
  }

  /**
   * The newest finished event of a kind that changed the system (a pull or an undo with success or errors that
   * wrote versions): a pull refused before writing (locked objects, conflicts) does not hide the one before it.
   */
  lastChange(repoKey: string, kinds: readonly SyncEventKind[]): SyncEvent | undefined {
    const rows = this.db
      .prepare(
        "SELECT * FROM sync_events WHERE repo_key = ? AND status IN ('success', 'error') " +
          'AND EXISTS (SELECT 1 FROM object_history WHERE object_history.event_id = sync_events.id) ORDER BY id DESC LIMIT 50',
      )
      .all(repoKey) as SyncEventRow[];
    const row = rows.find((candidate) => kinds.includes(candidate.kind));
    return row ? eventOf(row) : undefined;
  }

  /** Events cut off by a crash or kill: no event can be running when the service starts. */
  failRunning(message: string, at = new Date().toISOString()): number {
    return this.db.prepare("UPDATE sync_events SET status = 'error', finished_at = ?, message = ? WHERE status = 'running'").run(at, message).changes;
  }
}

function eventOf(row: SyncEventRow): SyncEvent {
  let result: unknown = {};
  try {
    result = JSON.parse(row.result);
  } catch {
    result = {};
  }
  return {
    id: row.id,
    repoKey: row.repo_key,
    kind: row.kind,
    user: row.user,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    status: row.status,
    commit: row.commit_sha,
    transport: row.transport,
    activated: row.activated,
    failed: row.failed,
    deleted: row.deleted,
    message: row.message,
    result,
  };
}
