/**
 * The database driver of a work process: @abaplint/runtime's DatabaseClient over better-sqlite3 on the
 * system's application database file, the same tables preview and customize read.
 *
 * - Client: every statement acts on the run's client only (sql-text.ts); INSERT and MODIFY fill the client.
 * - Values are stored as the application data stores them (field-values.ts): the runtime's literals are
 *   converted field by field through the table's dictionary definition and bound as parameters.
 * - Transactions: reads run on their own; the first write opens an IMMEDIATE transaction, which COMMIT WORK
 *   or ROLLBACK WORK ends. The end of a run commits; a run that ends in a dump rolls back. A paused debuggee
 *   inside a transaction holds only the data file's write lock; other connections wait (busy timeout).
 * - Test doubles of tables (CL_OSQL_TEST_ENVIRONMENT): a doubled table is a temporary table of this
 *   connection with the table's name and definition. SQLite resolves unqualified names in the temporary
 *   schema first, so every statement of the code under test reads and writes the double. The test data
 *   survives the rollback that ends each test method (it is kept and written back, as on a system, where
 *   the doubles are not part of the test's unit of work); the doubles end with destroy or the next run.
 */
import './abap-global.js';
import Database from 'better-sqlite3';
import type { DB } from '@abaplint/runtime';
import { Catalog, columnsOf, type CatalogEntry } from '../../data/catalog.js';
import { toStored, type SqlValue } from '../../data/field-values.js';
import type { DictionaryField } from '../../data/dictionary.js';
import { BUSY_TIMEOUT_MS } from '../../data/application-data.js';
import { raiseAbapException } from './raises.js';
import { installTableInsert } from './table-insert.js';
import { assignmentOf, clientCondition, literalValue, quoteSqlIdentifier, rewriteSelect, tableNameOf, tablesNamedIn, tokenizeSql, type ClientTables } from './sql-text.js';
import { messages } from '../../../protocol/messages.js';

type Row = Record<string, DB.DatabaseValue>;

/** A statement sent to SQLite, as an SQL trace sees it (measure/sql-trace-recorder.ts). */
export interface SqlSent {
  operation: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** The table (or the tables of a SELECT) as the runtime named it. */
  table: string;
  sql: string;
  parameters: SqlValue[];
  rows: number;
  millis: number;
}

/**
 * The service that started this work process. A run whose service has gone (killed) must not commit: nobody
 * asked for its result any more, and the next service may already be changing the same rows. The watchdog
 * thread ends an orphaned work process at once; this check closes the gap between its death and that.
 */
const servicePid = process.ppid;

/** Thrown instead of committing when the service is gone; the run's changes are rolled back. */
export class ServiceGoneError extends Error {
  constructor() {
    super('the service that started this run has ended: its changes are rolled back, not committed');
  }
}

/** What CL_OSQL_TEST_ENVIRONMENT reaches through `globalThis.abapdeckOsqlDoubles`. */
export interface OsqlDoubles {
  /** Doubles the tables; answers the names that are neither tables nor views. */
  create(tables: readonly string[]): string[];
  keep(table: string): void;
  isDoubled(table: string): boolean;
  clear(): void;
  destroy(): void;
}

export class SqliteDatabaseDriver implements DB.DatabaseClient {
  readonly name = 'sqlite';
  private db: Database.Database | undefined;
  private catalog: Catalog | undefined;
  private readonly entries = new Map<string, CatalogEntry | null>();
  private client = '000';
  /** Set by the first write of a logical unit of work. */
  private inTransaction = false;
  /** Statements written since the last commit, for the run's statistics. */
  writes = 0;
  /** Doubled tables (upper case) with the test data inserted through the test environment. */
  private readonly doubles = new Map<string, Row[]>();
  /** Told of every statement sent to SQLite while set (an SQL trace). */
  observer: ((sent: SqlSent) => void) | undefined;

  constructor(private readonly file: string) {}

  async connect(): Promise<void> {
    this.db = new Database(this.file, { fileMustExist: true });
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.pragma('synchronous = NORMAL');
    this.catalog = new Catalog(this.db);
    abap.builtin.sy.get().dbsys?.set('SQLITE');
    installTableInsert(this);
    (globalThis as { abapdeckOsqlDoubles?: OsqlDoubles }).abapdeckOsqlDoubles = {
      create: (tables) => this.createDoubles(tables),
      keep: (table) => this.keepTestData(table),
      isDoubled: (table) => this.doubles.has(table.toUpperCase()),
      clear: () => this.clearDoubles(),
      destroy: () => this.destroyDoubles(),
    };
  }

  async disconnect(): Promise<void> {
    this.rollbackSync();
    this.db?.close();
    this.db = undefined;
  }

  /** Starts a run: the client its statements act on; table definitions are read again (activation may have changed them). */
  beginRun(client: string): void {
    this.destroyDoubles();
    this.client = client;
    this.entries.clear();
    this.writes = 0;
  }

  /** Ends a run: commit when it ended normally, roll back when it was aborted. */
  endRun(outcome: 'commit' | 'rollback'): void {
    if (outcome === 'commit') this.commitSync();
    else this.rollbackSync();
  }

  async execute(sql: string | string[]): Promise<void> {
    for (const statement of Array.isArray(sql) ? sql : [sql]) {
      if (statement.trim() === '') continue;
      this.beginWrite();
      this.connection().exec(statement);
    }
  }

  async beginTransaction(): Promise<void> {
    this.beginWrite();
  }

  async commit(): Promise<void> {
    this.commitSync();
  }

  async rollback(): Promise<void> {
    this.rollbackSync();
  }

  async select(options: DB.SelectDatabaseOptions): Promise<DB.SelectDatabaseResult> {
    const outside = tablesNamedIn(options.select).find((table) => !this.entry(table));
    if (outside) return raiseSqlError('CX_SY_DYNAMIC_OSQL_SEMANTICS', new Error(messages.notDictionaryTable(outside)));
    const sql = rewriteSelect(options.select, this.client, this.tables(), options.primaryKey);
    let rows: Row[];
    try {
      rows = this.traced('SELECT', tablesNamedIn(options.select).join(','), sql, [], () => this.connection().prepare(sql).all() as Row[], (found) => found.length);
    } catch (error) {
      return raiseSqlError('CX_SY_DYNAMIC_OSQL_SEMANTICS', error);
    }
    return { rows: rows.map(lowerCaseKeys) };
  }

  async openCursor(options: DB.SelectDatabaseOptions): Promise<DB.DatabaseCursorCallbacks> {
    const { rows } = await this.select(options);
    let at = 0;
    return {
      fetchNextCursor: async (packageSize: number) => {
        const page = rows.slice(at, at + packageSize);
        at += page.length;
        return { rows: page };
      },
      closeCursor: async () => {},
    };
  }

  async insert(options: DB.InsertDatabaseOptions): Promise<{ subrc: number; dbcnt: number }> {
    await this.outsideDictionary(options.table);
    return this.insertRow(options);
  }

  /** One row of an INSERT, written at once (better-sqlite3 is synchronous): sy-subrc 4 for a duplicate key. */
  insertRow(options: DB.InsertDatabaseOptions): { subrc: number; dbcnt: number } {
    const { table, fields, clientColumn } = this.written(options.table);
    const columns: string[] = [];
    const values: SqlValue[] = [];
    options.columns.forEach((column, index) => {
      const name = column.replace(/"/g, '').toUpperCase();
      const raw = options.values[index] as unknown;
      const literal = typeof raw === 'number' ? raw : literalValue(String(raw));
      columns.push(name);
      values.push(name === clientColumn ? this.client : stored(fields.get(name), literal));
    });
    if (clientColumn && !columns.includes(clientColumn)) {
      columns.unshift(clientColumn);
      values.unshift(this.client);
    }
    this.beginWrite();
    try {
      const sql = `INSERT INTO ${quoteSqlIdentifier(table)} (${columns.map(quoteSqlIdentifier).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      const result = this.traced('INSERT', table, sql, values, () => this.connection().prepare(sql).run(...values), (run) => run.changes);
      this.writes++;
      return { subrc: 0, dbcnt: result.changes };
    } catch (error) {
      if (isConstraintError(error)) return { subrc: 4, dbcnt: 0 };
      throw error;
    }
  }

  async update(options: DB.UpdateDatabaseOptions): Promise<{ subrc: number; dbcnt: number }> {
    await this.outsideDictionary(options.table);
    const { table, fields, clientColumn } = this.written(options.table);
    const assignments: string[] = [];
    const parameters: SqlValue[] = [];
    for (const item of options.set) {
      const assignment = assignmentOf(item);
      if (!assignment) {
        assignments.push(item);
        continue;
      }
      if (assignment.column === clientColumn) continue;
      assignments.push(`${quoteSqlIdentifier(assignment.column)} = ?`);
      parameters.push(stored(fields.get(assignment.column), assignment.value));
    }
    if (assignments.length === 0) return { subrc: 4, dbcnt: 0 };
    const where = clientCondition(options.where, this.client, clientColumn);
    this.beginWrite();
    const sql = `UPDATE ${quoteSqlIdentifier(table)} SET ${assignments.join(', ')}${where ? ` WHERE ${where}` : ''}`;
    const result = this.traced('UPDATE', table, sql, parameters, () => this.connection().prepare(sql).run(...parameters), (run) => run.changes);
    this.writes++;
    return { subrc: result.changes > 0 ? 0 : 4, dbcnt: result.changes };
  }

  async delete(options: DB.DeleteDatabaseOptions): Promise<{ subrc: number; dbcnt: number }> {
    await this.outsideDictionary(options.table);
    const { table, clientColumn } = this.written(options.table);
    const where = clientCondition(options.where, this.client, clientColumn);
    this.beginWrite();
    const sql = `DELETE FROM ${quoteSqlIdentifier(table)}${where ? ` WHERE ${where}` : ''}`;
    const result = this.traced('DELETE', table, sql, [], () => this.connection().prepare(sql).run(), (run) => run.changes);
    this.writes++;
    return { subrc: result.changes > 0 ? 0 : 4, dbcnt: result.changes };
  }

  /**
   * A message's text (T100, language E) as the runtime's MESSAGE reads it, synchronously: the debugger reads an
   * exception's T100 text while the program is paused (exception-text.ts). Undefined when there is none.
   */
  messageText(messageClass: string, number: string): string | undefined {
    if (!this.db) return undefined;
    try {
      const row = this.db.prepare("SELECT TEXT FROM T100 WHERE SPRSL = 'E' AND ARBGB = ? AND MSGNR = ? LIMIT 1").get(messageClass, number) as { TEXT?: unknown } | undefined;
      return row?.TEXT === undefined || row.TEXT === null ? undefined : String(row.TEXT);
    } catch {
      return undefined;
    }
  }

  /** Runs a statement, telling the observer (when there is one) what was sent, how many rows and how long. */
  private traced<T>(operation: SqlSent['operation'], table: string, sql: string, parameters: SqlValue[], run: () => T, rowsOf: (result: T) => number): T {
    if (!this.observer) return run();
    const started = performance.now();
    const result = run();
    this.observer({ operation, table, sql, parameters, rows: rowsOf(result), millis: performance.now() - started });
    return result;
  }

  /** SQLite's query plan of a SELECT sent (EXPLAIN QUERY PLAN: the detail texts); none when it cannot be planned. */
  queryPlan(sql: string): string[] {
    try {
      return (this.connection().prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail?: unknown }>).map((row) => String(row.detail ?? ''));
    } catch {
      return [];
    }
  }

  /** A table's key columns without its client column, and its number of columns (undefined: not a table of the dictionary). */
  tableShape(table: string): { keyColumns: string[]; columnCount: number } | undefined {
    const entry = this.entry(table.replace(/"/g, ''));
    if (!entry) return undefined;
    const columns = columnsOf(entry);
    return { keyColumns: columns.filter((field) => field.key && field.type !== 'CLNT').map((field) => field.field.toUpperCase()), columnCount: columns.length };
  }

  private connection(): Database.Database {
    if (!this.db) throw new Error('work process database is not connected');
    return this.db;
  }

  private beginWrite(): void {
    if (this.inTransaction) return;
    this.connection().exec('BEGIN IMMEDIATE');
    this.inTransaction = true;
  }

  private commitSync(): void {
    if (!this.inTransaction) return;
    if (process.ppid !== servicePid) {
      this.rollbackSync();
      throw new ServiceGoneError();
    }
    this.connection().exec('COMMIT');
    this.inTransaction = false;
  }

  private rollbackSync(): void {
    if (!this.inTransaction || !this.db) return;
    this.db.exec('ROLLBACK');
    this.inTransaction = false;
    this.restoreDoubles();
  }

  /** Doubles the tables: a temporary table of the same name and definition, empty. Unknown names are answered. */
  private createDoubles(tables: readonly string[]): string[] {
    const unknown: string[] = [];
    for (const raw of tables) {
      const table = raw.trim().toUpperCase();
      if (table === '' || this.doubles.has(table)) continue;
      const definition = this.connection()
        .prepare("SELECT type, sql FROM main.sqlite_master WHERE (type = 'table' OR type = 'view') AND name = ? COLLATE NOCASE")
        .get(table) as { type: string; sql: string } | undefined;
      if (!definition) {
        unknown.push(table);
        continue;
      }
      this.doubles.set(table, []);
      this.createDouble(table, definition);
    }
    return unknown;
  }

  private createDouble(table: string, definition: { type: string; sql: string }): void {
    const quoted = quoteSqlIdentifier(table);
    const created = /^\s*CREATE\s+TABLE\s+/i.test(definition.sql) && definition.type === 'table'
      ? definition.sql.replace(/^\s*CREATE\s+TABLE\s+/i, 'CREATE TEMP TABLE ')
      : `CREATE TEMP TABLE ${quoted} AS SELECT * FROM main.${quoted} WHERE 0`;
    this.connection().exec(created);
  }

  /** Keeps the double's current rows as its test data (after INSERT of insert_test_data). */
  private keepTestData(table: string): void {
    const name = table.toUpperCase();
    if (!this.doubles.has(name)) return;
    this.doubles.set(name, this.connection().prepare(`SELECT * FROM temp.${quoteSqlIdentifier(name)}`).all() as Row[]);
  }

  private clearDoubles(): void {
    for (const table of this.doubles.keys()) {
      this.doubles.set(table, []);
      this.connection().exec(`DELETE FROM temp.${quoteSqlIdentifier(table)}`);
    }
  }

  private destroyDoubles(): void {
    if (this.doubles.size === 0 || !this.db) return;
    for (const table of this.doubles.keys()) this.db.exec(`DROP TABLE IF EXISTS temp.${quoteSqlIdentifier(table)}`);
    this.doubles.clear();
  }

  /** After a rollback: the doubles hold their test data again (a rollback may even have undone their creation). */
  private restoreDoubles(): void {
    if (this.doubles.size === 0 || !this.db) return;
    for (const [table, rows] of this.doubles) {
      const quoted = quoteSqlIdentifier(table);
      const exists = this.db.prepare("SELECT 1 FROM temp.sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(table);
      if (!exists) {
        const definition = this.db
          .prepare("SELECT type, sql FROM main.sqlite_master WHERE (type = 'table' OR type = 'view') AND name = ? COLLATE NOCASE")
          .get(table) as { type: string; sql: string } | undefined;
        if (!definition) continue;
        this.createDouble(table, definition);
      } else {
        this.db.exec(`DELETE FROM temp.${quoted}`);
      }
      for (const row of rows) {
        const columns = Object.keys(row);
        this.db.prepare(`INSERT INTO temp.${quoted} (${columns.map(quoteSqlIdentifier).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((column) => row[column] as SqlValue));
      }
    }
  }

  /**
   * Statements of a run reach the dictionary's tables and views only (issue 33.12): a table name given at run time
   * (`FROM (lv_table)`) could otherwise name SQLite's own tables or the system's bookkeeping. Another name raises
   * CX_SY_DYNAMIC_OSQL_SEMANTICS, as a name the dictionary lacks does on a system.
   */
  outsideDictionary(tableText: string): Promise<never> | undefined {
    const table = tableNameOf(tokenizeSql(tableText)[0]) ?? tableText.toUpperCase();
    return this.entry(table) ? undefined : raiseSqlError('CX_SY_DYNAMIC_OSQL_SEMANTICS', new Error(messages.notDictionaryTable(table)));
  }

  private entry(table: string): CatalogEntry | undefined {
    const name = table.toUpperCase();
    if (!this.entries.has(name)) this.entries.set(name, this.catalog?.get(name) ?? null);
    return this.entries.get(name) ?? undefined;
  }

  /** The table an INSERT, UPDATE or DELETE of the runtime writes (as the runtime names it), its fields and client column. */
  private written(tableText: string): { table: string; fields: Map<string, DictionaryField>; clientColumn: string | undefined } {
    const table = tableNameOf(tokenizeSql(tableText)[0]) ?? tableText.toUpperCase();
    return { table, fields: this.fieldsOf(table), clientColumn: this.tables().clientColumn(table) };
  }

  private fieldsOf(table: string): Map<string, DictionaryField> {
    const entry = this.entry(table);
    return new Map(entry ? columnsOf(entry).map((field) => [field.field, field]) : []);
  }

  private tables(): ClientTables {
    return {
      clientColumn: (table) => {
        const entry = this.entry(table);
        if (entry?.kind !== 'TABLE' || !entry.definition.clientDependent) return undefined;
        return entry.definition.fields.find((field) => field.key && field.type === 'CLNT')?.field;
      },
      keyColumns: (table) => {
        const entry = this.entry(table);
        return entry ? columnsOf(entry).filter((field) => field.key).map((field) => field.field) : [];
      },
    };
  }
}

/** A runtime literal as the application database stores it (see field-values.ts); unknown fields keep it as given. */
function stored(field: DictionaryField | undefined, literal: string | number | undefined): SqlValue {
  if (literal === undefined) return '';
  if (!field) return literal;
  const converted = toStored(field, String(literal), { lenient: true });
  return converted.ok ? converted.value : typeof literal === 'number' ? literal : String(literal);
}

function lowerCaseKeys(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key.toLowerCase()] = typeof value === 'bigint' ? Number(value) : value;
  return out;
}

function isConstraintError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT');
}

/** The SQL exception of a failed statement, raised where the statement stands (raises.ts); the error itself when the class is missing. */
function raiseSqlError(exceptionClass: string, error: unknown): Promise<never> {
  if (!abap.Classes[exceptionClass]) throw error;
  const message = error instanceof Error ? error.message : String(error);
  return raiseAbapException(exceptionClass, { sqlmsg: new abap.types.String().set(message) });
}
