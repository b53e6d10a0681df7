/**
 * Prepared SQLite statements kept by their SQL text, so a statement built from table and column names is
 * prepared once. The repository's objects, the application data's row writers and the read-only page reader
 * of the previews keep theirs this way.
 */
import type { Database, Statement } from 'better-sqlite3';

export interface StatementCacheOptions {
  /** Statements kept at most; the oldest goes first. Unbounded when absent (the texts are few). */
  limit?: number;
  /** Called once for each newly prepared statement, before it is kept (checks and modes). */
  prepared?(statement: Statement): void;
}

export class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(
    readonly db: Database,
    private readonly options: StatementCacheOptions = {},
  ) {}

  get(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.options.prepared?.(statement);
      if (this.options.limit !== undefined && this.statements.size >= this.options.limit) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
