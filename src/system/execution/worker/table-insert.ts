/**
 * INSERT dbtab FROM TABLE itab in one synchronous pass over the rows (better-sqlite3 writes at once), so that a
 * row with a duplicate key raises CX_SY_OPEN_SQL_DB while the INSERT's frame is on the stack (raises.ts): an
 * exception breakpoint stops at the INSERT with its variables. The runtime's own statement awaits each row and
 * raises after the last, when the INSERT is no longer on the stack. The rows, sy-subrc, sy-dbcnt and the
 * exception's text are the runtime's (statements/insert_database.js); ACCEPTING DUPLICATE KEYS, a single row
 * and a named connection go to the runtime's statement.
 */
import './abap-global.js';
import prefix from '@abaplint/runtime/build/src/prefix.js';
import { toValue } from '@abaplint/runtime/build/src/statements/insert_database.js';
import type { DB } from '@abaplint/runtime';
import { raiseAbapException } from './raises.js';

type InsertDatabase = typeof abap.statements.insertDatabase;
type Table = Parameters<InsertDatabase>[0];
type Options = Parameters<InsertDatabase>[1];

/** A database that writes one row synchronously (the work process's driver). */
export interface RowWriter {
  insertRow(options: DB.InsertDatabaseOptions): { subrc: number; dbcnt: number };
  /** The raise for a table the dictionary lacks, else undefined. */
  outsideDictionary(table: string): Promise<never> | undefined;
}

/** Replaces the runtime's INSERT statement with one that writes a table's rows in one pass on this database. */
export function installTableInsert(database: RowWriter & DB.DatabaseClient): void {
  const statements = abap.statements;
  const original: InsertDatabase = statements.insertDatabase.bind(statements);
  statements.insertDatabase = (table: Table, options: Options) => {
    if (options.table === undefined || options.acceptingDuplicateKeys === true || options.connection || abap.context.defaultDB() !== database) return original(table, options);
    try {
      return insertRows(database, table, options) ?? Promise.resolve(undefined);
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

/** Writes the rows; answers the raise of CX_SY_OPEN_SQL_DB when a row could not be inserted. */
function insertRows(database: RowWriter, table: Table, options: Options): Promise<never> | undefined {
  const sy = abap.builtin.sy.get();
  const subrcBefore = sy.subrc.get();
  const dbcntBefore = sy.dbcnt.get();
  const name = typeof table === 'string' ? table : table.get().trimEnd();
  const refused = database.outsideDictionary(prefix.buildDbTableName(name.toLowerCase()));
  if (refused) return refused;
  let subrc = 0;
  let dbcnt = 0;
  for (const row of options.table!.array()) {
    const columns: string[] = [];
    const values: unknown[] = [];
    for (const [column, field] of Object.entries((row as { get(): Record<string, { get(): unknown }> }).get())) {
      if (field instanceof abap.types.Structure) continue; // a group, as the runtime
      columns.push(column);
      values.push(toValue(field.get() as never));
    }
    const written = database.insertRow({ table: prefix.buildDbTableName(name.toLowerCase()), columns, values } as DB.InsertDatabaseOptions);
    subrc = Math.max(subrc, written.subrc);
    dbcnt += written.dbcnt;
  }
  if (subrc !== 0) {
    // the other rows stay inserted; sy-subrc and sy-dbcnt keep what they had before the statement
    sy.subrc.set(subrcBefore);
    sy.dbcnt.set(dbcntBefore);
    return raiseAbapException('CX_SY_OPEN_SQL_DB', { sqlmsg: new abap.types.String().set(`INSERT ${name} FROM TABLE: a row could not be inserted (duplicate key?)`) });
  }
  sy.subrc.set(subrc);
  sy.dbcnt.set(dbcnt);
  return undefined;
}
