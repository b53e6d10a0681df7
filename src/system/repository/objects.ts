import type { Statement } from 'better-sqlite3';
import type { RepositoryDatabase } from './database.js';
import { StatementCache } from '../statement-cache.js';
import { directoryType, formatType, type AbapObject } from '../objects.js';
import { UNKNOWN_ORIGIN, decodeOrigin, encodeOrigin, type Origin } from './origins.js';
import { camelCased } from '../camel-cased.js';

export type Version = 'A' | 'I';

export interface ObjectEntry {
  type: string;
  name: string;
  package: string;
  description: string;
}

/**
 * An object as stored: `type` is its type in abapGit files (TABL for structures too), so every consumer of
 * the format can use it as it is; `directoryType` is how the object directory lists it (STRU).
 */
export interface StoredObject extends AbapObject {
  directoryType: string;
  package: string;
  version: Version;
  changedBy: string;
  changedAt: string;
  origin: Origin;
}

/** How a version is written: by whom, when, from where, on which transport, as part of which sync event. */
export interface VersionStamp {
  user: string;
  at?: string;
  origin?: Origin;
  transport?: string;
  event?: number;
}

/** One entry of an object's history: a version written, or the object deleted (version D). */
export interface HistoryEntry {
  id: number;
  type: string;
  name: string;
  version: Version | 'D';
  package: string;
  changedBy: string;
  changedAt: string;
  origin: Origin;
  transport: string;
  event: number | undefined;
}

export interface ObjectQuery {
  packages: string[];
  types?: string[];
  /** ABAP-style pattern: '*' any characters, '+' one character. */
  namePattern?: string;
  limit: number;
  offset: number;
}

/** Turns an ABAP name pattern into a LIKE pattern with '\' as escape character. */
export function likePattern(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%').replace(/\+/g, '_');
}

/** The object directory and the versions of each object (structured metadata plus source parts). */
export class ObjectStore {
  /** Statements of the frequent calls (get, entry, save), prepared once: a pull of 1,000 objects makes thousands. */
  private readonly statements: StatementCache;

  constructor(private readonly db: RepositoryDatabase) {
    this.statements = new StatementCache(db);
  }

  private prepared(sql: string): Statement {
    return this.statements.get(sql);
  }

  /**
   * Writes one version of an object, creating its directory entry when new, and appends it to the
   * object's history. `stamp` is the user (a string) or the whole stamp. Call inside a transaction for several.
   */
  save(obj: AbapObject, pkg: string, version: Version, stamp: string | VersionStamp, at?: string): void {
    const { user, origin = UNKNOWN_ORIGIN, transport = '', event } = typeof stamp === 'string' ? { user: stamp } : stamp;
    const when = (typeof stamp === 'string' ? at : stamp.at) ?? new Date().toISOString();
    const key = { type: directoryType(obj), name: obj.name };
    this.prepared(
      `INSERT INTO objects (obj_type, obj_name, package, description, created_by, created_at)
       VALUES (@type, @name, @pkg, @description, @user, @at)
       ON CONFLICT(obj_type, obj_name) DO UPDATE SET package = excluded.package, description = excluded.description`,
    ).run({ ...key, pkg, description: obj.description, user, at: when });
    const metadata = JSON.stringify(obj.metadata);
    this.prepared(
      `INSERT OR REPLACE INTO object_versions (obj_type, obj_name, version, metadata, description, changed_by, changed_at, origin)
       VALUES (@type, @name, @version, @metadata, @description, @user, @at, @origin)`,
    ).run({ ...key, version, metadata, description: obj.description, user, at: when, origin: encodeOrigin(origin) });
    this.prepared('DELETE FROM object_sources WHERE obj_type = ? AND obj_name = ? AND version = ?').run(key.type, obj.name, version);
    const insertSource = this.prepared(
      'INSERT INTO object_sources (obj_type, obj_name, version, part, source) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [part, source] of Object.entries(obj.sources)) insertSource.run(key.type, obj.name, version, part, source);
    this.prepared(
      `INSERT INTO object_history (obj_type, obj_name, version, package, description, metadata, sources, changed_by, changed_at, origin, transport, event_id)
       VALUES (@type, @name, @version, @pkg, @description, @metadata, @sources, @user, @at, @origin, @transport, @event)`,
    ).run({
        ...key,
        version,
        pkg,
        description: obj.description,
        metadata,
        sources: JSON.stringify(obj.sources),
        user,
        at: when,
        origin: encodeOrigin(origin),
        transport,
        event: event ?? null,
      });
  }

  /** Makes the inactive version the active one (keeping who wrote it, when and from where). */
  activate(type: string, name: string, stamp?: Pick<VersionStamp, 'transport' | 'event'>): boolean {
    const inactive = this.get(type, name, 'I');
    if (!inactive) return false;
    this.db.transaction(() => {
      this.save(inactive, inactive.package, 'A', { user: inactive.changedBy, at: inactive.changedAt, origin: inactive.origin, ...stamp });
      this.db.prepare("DELETE FROM object_versions WHERE obj_type = ? AND obj_name = ? AND version = 'I'").run(type, name);
    })();
    return true;
  }

  /** Drops the inactive version of an object (its history keeps it). */
  discardInactive(type: string, name: string): void {
    this.prepared("DELETE FROM object_versions WHERE obj_type = ? AND obj_name = ? AND version = 'I'").run(type, name);
  }

  get(type: string, name: string, version: Version = 'A'): StoredObject | undefined {
    const row = this.prepared(
      `SELECT o.package, v.metadata, v.description, v.changed_by, v.changed_at, v.origin
         FROM object_versions v JOIN objects o USING (obj_type, obj_name)
        WHERE v.obj_type = ? AND v.obj_name = ? AND v.version = ?`,
    ).get(type, name, version) as
      | { package: string; metadata: string; description: string; changed_by: string; changed_at: string; origin: string }
      | undefined;
    if (!row) return undefined;
    const sources: Record<string, string> = {};
    const parts = this.prepared('SELECT part, source FROM object_sources WHERE obj_type = ? AND obj_name = ? AND version = ? ORDER BY part')
      .all(type, name, version) as Array<{ part: string; source: string }>;
    for (const { part, source } of parts) sources[part] = source;
    return {
      type: formatType(type),
      directoryType: type,
      name,
      package: row.package,
      description: row.description,
      metadata: JSON.parse(row.metadata),
      sources,
      version,
      changedBy: row.changed_by,
      changedAt: row.changed_at,
      origin: decodeOrigin(row.origin),
    };
  }

  /** Directory entry by name alone (the type is not known): every type holding that name. */
  findByName(name: string): ObjectEntry[] {
    return this.db
      .prepare('SELECT obj_type AS type, obj_name AS name, package, description FROM objects WHERE obj_name = ? ORDER BY obj_type')
      .all(name) as ObjectEntry[];
  }

  entry(type: string, name: string): ObjectEntry | undefined {
    return this.prepared('SELECT obj_type AS type, obj_name AS name, package, description FROM objects WHERE obj_type = ? AND obj_name = ?')
      .get(type, name) as ObjectEntry | undefined;
  }

  /** Deletes an object with all its versions; its history keeps a deletion entry when a stamp is given. */
  remove(type: string, name: string, stamp?: VersionStamp): boolean {
    const entry = this.entry(type, name);
    const removed = this.db.prepare('DELETE FROM objects WHERE obj_type = ? AND obj_name = ?').run(type, name).changes > 0;
    if (removed && stamp) {
      this.db
        .prepare(
          `INSERT INTO object_history (obj_type, obj_name, version, package, changed_by, changed_at, origin, transport, event_id)
           VALUES (?, ?, 'D', ?, ?, ?, ?, ?, ?)`,
        )
        .run(type, name, entry?.package ?? '', stamp.user, stamp.at ?? new Date().toISOString(), encodeOrigin(stamp.origin ?? UNKNOWN_ORIGIN), stamp.transport ?? '', stamp.event ?? null);
    }
    return removed;
  }

  /** The types an object name had in its history (a deleted object keeps its history). */
  typesInHistory(name: string): string[] {
    return (this.db.prepare('SELECT DISTINCT obj_type FROM object_history WHERE obj_name = ? ORDER BY obj_type').all(name) as Array<{ obj_type: string }>).map((row) => row.obj_type);
  }

  /** The history of an object, newest first. */
  history(type: string, name: string, limit = 50): HistoryEntry[] {
    const rows = this.db
      .prepare(
        `SELECT id, obj_type, obj_name, version, package, changed_by, changed_at, origin, transport, event_id
           FROM object_history WHERE obj_type = ? AND obj_name = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(type, name, limit) as HistoryRow[];
    return rows.map(historyEntry);
  }

  /** The version a history entry recorded, as an object (undefined for deletions and unknown ids). */
  historicVersion(id: number): (AbapObject & { package: string }) | undefined {
    const row = this.db.prepare("SELECT obj_type, obj_name, package, description, metadata, sources FROM object_history WHERE id = ? AND version <> 'D'").get(id) as
      | { obj_type: string; obj_name: string; package: string; description: string; metadata: string; sources: string }
      | undefined;
    if (!row) return undefined;
    return {
      type: formatType(row.obj_type),
      name: row.obj_name,
      package: row.package,
      description: row.description,
      metadata: JSON.parse(row.metadata),
      sources: JSON.parse(row.sources),
    };
  }

  /** The last history entry of an object written before the given entry id (its version at that point). */
  historyBefore(type: string, name: string, id: number, version: Version | 'D' | undefined = undefined): HistoryEntry | undefined {
    const row = this.db
      .prepare(
        `SELECT id, obj_type, obj_name, version, package, changed_by, changed_at, origin, transport, event_id
           FROM object_history WHERE obj_type = ? AND obj_name = ? AND id < ? AND (? IS NULL OR version = ?) ORDER BY id DESC LIMIT 1`,
      )
      .get(type, name, id, version ?? null, version ?? null) as HistoryRow | undefined;
    return row ? historyEntry(row) : undefined;
  }

  /** History entries written by one sync event, oldest first. */
  historyOfEvent(event: number): HistoryEntry[] {
    const rows = this.db
      .prepare(
        `SELECT id, obj_type, obj_name, version, package, changed_by, changed_at, origin, transport, event_id
           FROM object_history WHERE event_id = ? ORDER BY id`,
      )
      .all(event) as HistoryRow[];
    return rows.map(historyEntry);
  }

  /** Objects with an inactive version: that version, oldest change first. */
  allInactive(): StoredObject[] {
    const keys = this.db
      .prepare("SELECT obj_type, obj_name FROM object_versions WHERE version = 'I' ORDER BY changed_at, obj_type, obj_name")
      .all() as Array<{ obj_type: string; obj_name: string }>;
    return keys.map((k) => this.get(k.obj_type, k.obj_name, 'I')!);
  }

  /** Active objects of every type, for loading the checks registry and the runtime. */
  allActive(): StoredObject[] {
    const keys = this.db
      .prepare("SELECT obj_type, obj_name FROM object_versions WHERE version = 'A' ORDER BY obj_type, obj_name")
      .all() as Array<{ obj_type: string; obj_name: string }>;
    return keys.map((k) => this.get(k.obj_type, k.obj_name, 'A')!);
  }

  /** A page of directory entries in the given packages, ordered by type then name, with the total count. */
  query(q: ObjectQuery): { total: number; entries: ObjectEntry[]; byType: Array<{ type: string; count: number }> } {
    const { where, params } = this.filter(q);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM objects WHERE ${where}`).get(...params) as { n: number }).n;
    const entries = this.db
      .prepare(
        `SELECT obj_type AS type, obj_name AS name, package, description FROM objects WHERE ${where}
         ORDER BY obj_type, obj_name LIMIT ? OFFSET ?`,
      )
      .all(...params, q.limit, q.offset) as ObjectEntry[];
    const byType = this.db
      .prepare(`SELECT obj_type AS type, count(*) AS count FROM objects WHERE ${where} GROUP BY obj_type ORDER BY obj_type`)
      .all(...params) as Array<{ type: string; count: number }>;
    return { total, entries, byType };
  }

  /** Object counts per package, for the given packages (package objects themselves excluded). */
  countsByPackage(packages: string[]): Map<string, number> {
    const counts = new Map<string, number>();
    if (packages.length === 0) return counts;
    const rows = this.db
      .prepare(
        `SELECT package, count(*) AS n FROM objects
          WHERE obj_type <> 'DEVC' AND package IN (SELECT value FROM json_each(?)) GROUP BY package`,
      )
      .all(JSON.stringify(packages)) as Array<{ package: string; n: number }>;
    for (const row of rows) counts.set(row.package, row.n);
    return counts;
  }

  countsByType(packages: string[]): Array<{ type: string; count: number }> {
    return this.db
      .prepare(
        `SELECT obj_type AS type, count(*) AS count FROM objects
          WHERE obj_type <> 'DEVC' AND package IN (SELECT value FROM json_each(?)) GROUP BY obj_type ORDER BY obj_type`,
      )
      .all(JSON.stringify(packages)) as Array<{ type: string; count: number }>;
  }

  private filter(q: ObjectQuery): { where: string; params: unknown[] } {
    // Fixed SQL text; every value from the request is a bound parameter.
    const clauses = ["obj_type <> 'DEVC'", 'package IN (SELECT value FROM json_each(?))'];
    const params: unknown[] = [JSON.stringify(q.packages)];
    if (q.types && q.types.length > 0) {
      clauses.push('obj_type IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(q.types));
    }
    if (q.namePattern) {
      clauses.push("obj_name LIKE ? ESCAPE '\\'");
      params.push(likePattern(q.namePattern));
    }
    return { where: clauses.join(' AND '), params };
  }
}

interface HistoryRow {
  id: number;
  obj_type: string;
  obj_name: string;
  version: Version | 'D';
  package: string;
  changed_by: string;
  changed_at: string;
  origin: string;
  transport: string;
  event_id: number | null;
}

function historyEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    type: row.obj_type,
    name: row.obj_name,
    ...camelCased(row, ['version', 'package', 'changed_by', 'changed_at', 'origin', 'transport']),
    origin: decodeOrigin(row.origin),
    event: row.event_id ?? undefined,
  };
}
