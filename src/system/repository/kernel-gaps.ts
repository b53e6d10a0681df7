/**
 * The kernel gaps of the active objects (checks/kernel-gaps.ts): written when an object is activated, read by
 * list, view and `kernel gaps`. A gap the kernel (or an active object) has come to provide since is no gap:
 * readers pass what exists now, and such rows are left out.
 */
import type { RepositoryDatabase } from './database.js';
import type { KernelGap } from '../checks/kernel-gaps.js';

export interface StoredGap extends KernelGap {
  /** Directory type (STRU for structures) and name of the object using it. */
  type: string;
  object: string;
}

interface GapRow {
  obj_type: string;
  obj_name: string;
  gap: string;
  file: string;
  line: number;
}

const toGap = (row: GapRow): StoredGap => ({ type: row.obj_type, object: row.obj_name, name: row.gap, file: row.file, line: row.line });

export class KernelGapStore {
  constructor(private readonly db: RepositoryDatabase) {}

  /** The gaps of an object's active version, replacing those of the version before. */
  set(type: string, name: string, gaps: readonly KernelGap[]): void {
    this.db.prepare('DELETE FROM object_gaps WHERE obj_type = ? AND obj_name = ?').run(type, name);
    const insert = this.db.prepare('INSERT OR IGNORE INTO object_gaps (obj_type, obj_name, gap, file, line) VALUES (?, ?, ?, ?, ?)');
    for (const gap of gaps) insert.run(type, name, gap.name.toUpperCase(), gap.file, gap.line);
  }

  /** The gaps of one object, by line. */
  of(type: string, name: string, stillMissing: (gap: string) => boolean = () => true): StoredGap[] {
    const rows = this.db.prepare('SELECT * FROM object_gaps WHERE obj_type = ? AND obj_name = ? ORDER BY file, line, gap').all(type, name) as GapRow[];
    return rows.map(toGap).filter((gap) => stillMissing(gap.name));
  }

  /** Gap counts of the objects of some packages (objects without gaps are not in the map), keyed "<TYPE> <NAME>". */
  countsIn(packages: readonly string[], stillMissing: (gap: string) => boolean = () => true): Map<string, number> {
    const counts = new Map<string, number>();
    for (const gap of this.inPackages(packages)) {
      if (!stillMissing(gap.name)) continue;
      const key = `${gap.type} ${gap.object}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  /** Every gap used by the objects of some packages. */
  inPackages(packages: readonly string[]): StoredGap[] {
    if (packages.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT g.* FROM object_gaps g JOIN objects o ON o.obj_type = g.obj_type AND o.obj_name = g.obj_name
         WHERE o.package IN (SELECT value FROM json_each(?)) ORDER BY g.gap, g.obj_type, g.obj_name`,
      )
      .all(JSON.stringify(packages)) as GapRow[];
    return rows.map(toGap);
  }

  /** Every gap of every object. */
  all(): StoredGap[] {
    return (this.db.prepare('SELECT * FROM object_gaps ORDER BY gap, obj_type, obj_name').all() as GapRow[]).map(toGap);
  }
}
