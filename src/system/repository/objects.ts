import type { RepositoryDatabase } from './database.js';
import { directoryType, formatType, type AbapObject } from '../objects.js';

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
  constructor(private readonly db: RepositoryDatabase) {}

  /** Writes one version of an object, creating its directory entry when new. Call inside a transaction for several. */
  save(obj: AbapObject, pkg: string, version: Version, user: string, at = new Date().toISOString()): void {
    const key = { type: directoryType(obj), name: obj.name };
    this.db
      .prepare(
        `INSERT INTO objects (obj_type, obj_name, package, description, created_by, created_at)
         VALUES (@type, @name, @pkg, @description, @user, @at)
         ON CONFLICT(obj_type, obj_name) DO UPDATE SET package = excluded.package, description = excluded.description`,
      )
      .run({ ...key, pkg, description: obj.description, user, at });
    this.db
      .prepare(
        `INSERT OR REPLACE INTO object_versions (obj_type, obj_name, version, metadata, description, changed_by, changed_at)
         VALUES (@type, @name, @version, @metadata, @description, @user, @at)`,
      )
      .run({ ...key, version, metadata: JSON.stringify(obj.metadata), description: obj.description, user, at });
    this.db.prepare('DELETE FROM object_sources WHERE obj_type = ? AND obj_name = ? AND version = ?').run(key.type, obj.name, version);
    const insertSource = this.db.prepare(
      'INSERT INTO object_sources (obj_type, obj_name, version, part, source) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [part, source] of Object.entries(obj.sources)) insertSource.run(key.type, obj.name, version, part, source);
  }

  /** Makes the inactive version the active one. */
  activate(type: string, name: string): boolean {
    const inactive = this.get(type, name, 'I');
    if (!inactive) return false;
    this.db.transaction(() => {
      this.save(inactive, inactive.package, 'A', inactive.changedBy, inactive.changedAt);
      this.db.prepare("DELETE FROM object_versions WHERE obj_type = ? AND obj_name = ? AND version = 'I'").run(type, name);
    })();
    return true;
  }

  get(type: string, name: string, version: Version = 'A'): StoredObject | undefined {
    const row = this.db
      .prepare(
        `SELECT o.package, v.metadata, v.description, v.changed_by, v.changed_at
           FROM object_versions v JOIN objects o USING (obj_type, obj_name)
          WHERE v.obj_type = ? AND v.obj_name = ? AND v.version = ?`,
      )
      .get(type, name, version) as
      | { package: string; metadata: string; description: string; changed_by: string; changed_at: string }
      | undefined;
    if (!row) return undefined;
    const sources: Record<string, string> = {};
    const parts = this.db
      .prepare('SELECT part, source FROM object_sources WHERE obj_type = ? AND obj_name = ? AND version = ? ORDER BY part')
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
    };
  }

  /** Directory entry by name alone (the type is not known): every type holding that name. */
  findByName(name: string): ObjectEntry[] {
    return this.db
      .prepare('SELECT obj_type AS type, obj_name AS name, package, description FROM objects WHERE obj_name = ? ORDER BY obj_type')
      .all(name) as ObjectEntry[];
  }

  entry(type: string, name: string): ObjectEntry | undefined {
    return this.db
      .prepare('SELECT obj_type AS type, obj_name AS name, package, description FROM objects WHERE obj_type = ? AND obj_name = ?')
      .get(type, name) as ObjectEntry | undefined;
  }

  remove(type: string, name: string): boolean {
    return this.db.prepare('DELETE FROM objects WHERE obj_type = ? AND obj_name = ?').run(type, name).changes > 0;
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
