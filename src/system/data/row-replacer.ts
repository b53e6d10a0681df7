import type { Database, Statement } from 'better-sqlite3';
import { messages } from '../../protocol/messages.js';
import { columnsOf, type Catalog } from './catalog.js';
import type { DictionaryField } from './dictionary.js';
import { failure, type DataResult } from './problems.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { StatementCache } from '../statement-cache.js';
import { convertFields } from './table-rows.js';

/**
 * replaceRows for a caller that replaces many slices of a few tables in one go (the repository tables
 * follower: about ten slices an object, thousands in a large pull): each table's definition is read from the
 * catalogue once and each DELETE and INSERT is prepared once, where replaceRows reads and prepares them for
 * every slice. The same conversion and the same result: a slice whose selection or rows do not convert
 * returns its problem and writes nothing. It opens no transaction of its own: the caller runs it inside one
 * (ApplicationData.inTransaction). Keep a replacer no longer than that work: a table changed later by an
 * activation is not seen.
 */
export class RowReplacer {
  private readonly tables = new Map<string, ReplacedTable | undefined>();
  private readonly statements: StatementCache;

  constructor(
    db: Database,
    private readonly catalog: Catalog,
  ) {
    this.statements = new StatementCache(db);
  }

  replace(
    table: string,
    selection: Readonly<Record<string, string>>,
    rows: ReadonlyArray<Readonly<Record<string, string>>>,
  ): DataResult<{ deleted: number; loaded: number }> {
    const target = this.table(table);
    if (!target) return failure('table-not-found', messages.tableNotFound(table.toUpperCase()));
    const where = convertFields(target.fields, Object.entries(selection));
    if ('problem' in where) return { ok: false, problems: [where.problem] };
    const converted = [];
    for (const [index, row] of rows.entries()) {
      const values = convertFields(target.fields, Object.entries(row));
      if ('problem' in values) {
        return { ok: false, problems: [{ ...values.problem, message: `Row ${index + 1} of ${target.name}: ${values.problem.message}` }] };
      }
      converted.push(values.values);
    }
    const conditions = [...where.values.keys()].map((field) => `${quoteIdentifier(field.field)} = ?`);
    const deleted = this.statement(`DELETE FROM ${target.quoted}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`)
      .run([...where.values.values()]).changes;
    for (const values of converted) {
      const columns = [...values.keys()];
      const insert = this.statement(
        `INSERT OR REPLACE INTO ${target.quoted} (${columns.map((field) => quoteIdentifier(field.field)).join(', ')}) ` +
          `VALUES (${columns.map(() => '?').join(', ')})`,
      );
      insert.run([...values.values()]);
    }
    return { ok: true, deleted, loaded: rows.length };
  }

  private table(name: string): ReplacedTable | undefined {
    const upper = name.toUpperCase();
    if (!this.tables.has(upper)) {
      const entry = this.catalog.get(upper);
      this.tables.set(
        upper,
        entry?.kind === 'TABLE'
          ? { name: entry.name, quoted: quoteIdentifier(entry.name), fields: new Map(columnsOf(entry).map((field) => [field.field, field])) }
          : undefined,
      );
    }
    return this.tables.get(upper);
  }

  private statement(sql: string): Statement {
    return this.statements.get(sql);
  }
}

interface ReplacedTable {
  name: string;
  quoted: string;
  fields: Map<string, DictionaryField>;
}
