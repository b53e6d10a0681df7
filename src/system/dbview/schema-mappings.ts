import type { RepositoryDatabase } from '../repository/database.js';
import type { SchemaMapping } from '../../protocol/dbview.js';

/**
 * Logical → physical schema mapping (HANA's schema mapping): view files name the schema they were
 * authored against ({{SCHEMA_NAME}} in the SHINE content); the system maps it to the schema that holds the
 * tables here. A name without a mapping is taken as physical. Kept in dbview_schema_mappings, names
 * compared without regard to case, like the schemas themselves.
 */
export class SchemaMappingStore {
  constructor(private readonly db: RepositoryDatabase) {}

  /** The physical schema of a (logical or physical) schema name. */
  resolve(schema: string): string {
    const row = this.db.prepare('SELECT physical FROM dbview_schema_mappings WHERE logical = ?').get(schema) as { physical: string } | undefined;
    return row?.physical ?? schema;
  }

  list(): SchemaMapping[] {
    return this.db.prepare('SELECT logical, physical FROM dbview_schema_mappings ORDER BY logical').all() as SchemaMapping[];
  }

  set(logical: string, physical: string, user: string): void {
    this.db
      .prepare(
        `INSERT INTO dbview_schema_mappings (logical, physical, changed_by, changed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(logical) DO UPDATE SET physical = excluded.physical, changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
      )
      .run(logical, physical, user, new Date().toISOString());
  }

  remove(logical: string): boolean {
    return this.db.prepare('DELETE FROM dbview_schema_mappings WHERE logical = ?').run(logical).changes > 0;
  }
}
