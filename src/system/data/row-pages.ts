/**
 * Reading one page of a table's rows for a preview grid: the data preview of tables and CDS views and the
 * dbview preview of a physical schema's tables read their pages this way. Every statement is one SQLite
 * itself vouches only reads (the table, the columns and the condition come from the user); the page and the
 * total come from one snapshot; rows are ordered by the key fields (else all fields) so pages do not overlap.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { DictionaryField } from './dictionary.js';
import { toExternal, type SqlValue } from './field-values.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { StatementCache } from '../statement-cache.js';

export interface ReadStatementOptions {
  /** Statements kept; the oldest goes first. */
  cacheSize: number;
  /** Integers as BigInt (exact beyond 2^53), for tables whose fields say how to show them. */
  safeIntegers: boolean;
  /** Who refuses a statement that is not read-only, for the error. */
  refusedBy: string;
}

/** Prepared read-only statements of one connection, kept by their SQL text. */
export class ReadStatements {
  private readonly cache: StatementCache;

  constructor(
    readonly reader: Database,
    options: ReadStatementOptions,
  ) {
    this.cache = new StatementCache(reader, {
      limit: options.cacheSize,
      prepared(statement) {
        // SQLite itself must say the statement only reads.
        if (!statement.reader || !statement.readonly) throw new Error(`${options.refusedBy} refused a statement that is not read-only`);
        statement.raw(true);
        if (options.safeIntegers) statement.safeIntegers(true);
      },
    });
  }

  get(sql: string): Statement {
    return this.cache.get(sql);
  }
}

/** The columns a request names (any case, each once, in the order named), or every column; else the first unknown name. */
export function selectColumns(fields: DictionaryField[], columns: readonly string[] | undefined): DictionaryField[] | { invalid: string } {
  if (!columns || columns.length === 0) return fields;
  const byName = new Map(fields.map((field) => [field.field.toUpperCase(), field]));
  const selected: DictionaryField[] = [];
  for (const column of columns) {
    const field = byName.get(column.trim().toUpperCase());
    if (!field) return { invalid: column };
    if (!selected.includes(field)) selected.push(field);
  }
  return selected;
}

export interface RowsPageQuery {
  /** The quoted table or view name. */
  from: string;
  /** ' WHERE …' or ''. */
  where: string;
  params: SqlValue[];
  /** Every field of the table (the order's key fields come from them). */
  fields: DictionaryField[];
  /** The fields returned, in order. */
  selected: DictionaryField[];
  limit: number;
  offset: number;
  /** What a NULL shows as: the field's initial value (dictionary tables) or nothing (a schema's tables). */
  nulls: 'initial' | 'empty';
}

/** One page of rows as text by field name, and the rows matching over all pages. */
export function readRowsPage(statements: ReadStatements, query: RowsPageQuery): { rows: Array<Record<string, string>>; total: number } {
  const keys = query.fields.filter((field) => field.key);
  const order = (keys.length > 0 ? keys : query.fields).map((field) => quoteIdentifier(field.field)).join(', ');
  const columnList = query.selected.map((field) => quoteIdentifier(field.field)).join(', ');
  const page = statements.get(`SELECT ${columnList} FROM ${query.from}${query.where} ORDER BY ${order} LIMIT ? OFFSET ?`);
  const count = statements.get(`SELECT count(*) FROM ${query.from}${query.where}`);
  const [raw, total] = statements.reader.transaction(() => [
    page.all(...query.params, query.limit, query.offset) as unknown[][],
    Number((count.get(...query.params) as unknown[])[0]),
  ])() as [unknown[][], number];
  const rows = raw.map((values) => {
    const row: Record<string, string> = {};
    query.selected.forEach((field, index) => {
      const value = values[index];
      row[field.field] = query.nulls === 'empty' && (value === null || value === undefined) ? '' : toExternal(field, value);
    });
    return row;
  });
  return { rows, total };
}
