import type { Database, Statement } from 'better-sqlite3';
import { NON_ELEMENTARY_TYPES, type DictionaryField, type TableDefinition } from './dictionary.js';
import { INTERNAL_PREFIX, quoteIdentifier } from './sql-identifiers.js';

/**
 * The application database's own record of what each of its tables and views is in dictionary terms:
 * the active definition it was created from. Alter decisions, preview and customize read it, so they
 * never depend on guessing types back from SQLite.
 */

export interface CatalogTable {
  kind: 'TABLE';
  name: string;
  definition: TableDefinition;
}

export interface CatalogView {
  kind: 'VIEW';
  name: string;
  /** Elements in order; key marks the CDS key elements. */
  fields: DictionaryField[];
  select: string;
  /** Tables and views the view reads. */
  sources: string[];
}

export type CatalogEntry = CatalogTable | CatalogView;

export const CATALOG_TABLE = `${INTERNAL_PREFIX}CATALOG`;

export function createCatalogSql(): string {
  return `CREATE TABLE IF NOT EXISTS ${quoteIdentifier(CATALOG_TABLE)} (
    name TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('TABLE', 'VIEW')),
    entry TEXT NOT NULL
  )`;
}

/** Columns an entry has in the database: elementary fields only. */
export function columnsOf(entry: CatalogEntry): DictionaryField[] {
  const fields = entry.kind === 'TABLE' ? entry.definition.fields : entry.fields;
  return fields.filter((field) => !NON_ELEMENTARY_TYPES.has(field.type));
}

export class Catalog {
  private readonly select: Statement<[string], { entry: string }>;
  private readonly selectAll: Statement<[], { entry: string }>;

  constructor(private readonly db: Database) {
    this.select = db.prepare(`SELECT entry FROM ${quoteIdentifier(CATALOG_TABLE)} WHERE name = ?`);
    this.selectAll = db.prepare(`SELECT entry FROM ${quoteIdentifier(CATALOG_TABLE)} ORDER BY name`);
  }

  get(name: string): CatalogEntry | undefined {
    const row = this.select.get(name.toUpperCase());
    return row ? (JSON.parse(row.entry) as CatalogEntry) : undefined;
  }

  list(): CatalogEntry[] {
    return this.selectAll.all().map((row) => JSON.parse(row.entry) as CatalogEntry);
  }

  put(entry: CatalogEntry): void {
    this.db
      .prepare(`INSERT OR REPLACE INTO ${quoteIdentifier(CATALOG_TABLE)} (name, kind, entry) VALUES (?, ?, ?)`)
      .run(entry.name, entry.kind, JSON.stringify(entry));
  }

  remove(name: string): void {
    this.db.prepare(`DELETE FROM ${quoteIdentifier(CATALOG_TABLE)} WHERE name = ?`).run(name.toUpperCase());
  }
}
