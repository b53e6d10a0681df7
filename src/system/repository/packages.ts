import type { RepositoryDatabase } from './database.js';
import type { PackageInfo } from '../objects.js';
import { camelCased } from '../camel-cased.js';

interface PackageRow {
  name: string;
  parent: string;
  description: string;
  software_component: string;
  metadata: string;
}

function toPackage(row: PackageRow): PackageInfo {
  return { ...camelCased(row, ['name', 'parent', 'description', 'software_component', 'metadata']), metadata: JSON.parse(row.metadata) };
}

export interface PackageNode extends PackageInfo {
  depth: number;
}

export class PackageStore {
  constructor(private readonly db: RepositoryDatabase) {}

  get(name: string): PackageInfo | undefined {
    const row = this.db.prepare('SELECT * FROM packages WHERE name = ?').get(name) as PackageRow | undefined;
    return row && toPackage(row);
  }

  exists(name: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM packages WHERE name = ?').get(name);
  }

  save(pkg: PackageInfo, user: string): void {
    this.db
      .prepare(
        `INSERT INTO packages (name, parent, description, software_component, metadata, created_by, created_at)
         VALUES (@name, @parent, @description, @softwareComponent, @metadata, @user, @now)
         ON CONFLICT(name) DO UPDATE SET parent = excluded.parent, description = excluded.description,
           software_component = excluded.software_component, metadata = excluded.metadata`,
      )
      .run({ ...pkg, metadata: JSON.stringify(pkg.metadata), user, now: new Date().toISOString() });
  }

  /** The package and its subpackages down to maxDepth levels below it (0 = the package alone), parents before children. */
  subtree(root: string, maxDepth: number): PackageNode[] {
    const rows = this.db
      .prepare(
        `WITH RECURSIVE tree(name, depth, path) AS (
           SELECT name, 0, name FROM packages WHERE name = ?
           UNION ALL
           SELECT p.name, tree.depth + 1, tree.path || char(0) || p.name
             FROM packages p JOIN tree ON p.parent = tree.name
            WHERE tree.depth < ?
         )
         SELECT p.*, tree.depth FROM tree JOIN packages p ON p.name = tree.name ORDER BY tree.path`,
      )
      .all(root, maxDepth) as Array<PackageRow & { depth: number }>;
    return rows.map((row) => ({ ...toPackage(row), depth: row.depth }));
  }

  all(): PackageInfo[] {
    return (this.db.prepare('SELECT * FROM packages ORDER BY name').all() as PackageRow[]).map(toPackage);
  }
}
