import type { Database } from 'better-sqlite3';
import { messages } from '../../protocol/messages.js';
import { columnsOf, type Catalog, type CatalogTable } from './catalog.js';
import type { DictionaryField } from './dictionary.js';
import { toStored, type SqlValue } from './field-values.js';
import { failure, problem, type DataProblem, type DataResult } from './problems.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { StatementCache } from '../statement-cache.js';

/**
 * Writing rows of application tables from typed input: seeding (loadRows) and the customize operation.
 * Field names are matched against the table's definition and values converted by the field's type
 * before anything reaches SQL, where both travel as quoted catalogue names and bound parameters.
 */

export interface FieldValue {
  field: string;
  value: string;
}

export interface CustomizingInput {
  table: string;
  fieldValues: readonly FieldValue[];
  /** The client field of a client-dependent table: written as this client, whatever the entry names. */
  client?: string;
  /** Asked with the entry's key (fields in key order with their lengths) before anything is written; a text refuses. */
  refuse?: (key: ReadonlyArray<{ field: string; length: number; value: string }>) => string | undefined;
}

export interface CustomizingWritten {
  table: string;
  action: 'INSERTED' | 'MODIFIED';
  deliveryClass: string;
  /** Key of the written entry, field → value as given after conversion. */
  key: Record<string, string>;
}

function tableEntry(catalog: Catalog, table: string): CatalogTable | undefined {
  const entry = catalog.get(table);
  return entry?.kind === 'TABLE' ? entry : undefined;
}

/** Matches names and converts values; a field named twice takes the later value. */
function convertEntry(
  fields: DictionaryField[],
  values: ReadonlyArray<readonly [string, string]>,
): { values: Map<DictionaryField, SqlValue> } | { problem: DataProblem } {
  return convertFields(new Map(fields.map((field) => [field.field, field])), values);
}

/** convertEntry with the table's fields already by name (a caller converting many rows of one table). */
export function convertFields(
  byName: ReadonlyMap<string, DictionaryField>,
  values: ReadonlyArray<readonly [string, string]>,
): { values: Map<DictionaryField, SqlValue> } | { problem: DataProblem } {
  const converted = new Map<DictionaryField, SqlValue>();
  for (const [name, text] of values) {
    const field = byName.get(name.trim().toUpperCase());
    if (!field) return { problem: problem('invalid-field', messages.invalidField(name)) };
    const result = toStored(field, text);
    if (!result.ok) return { problem: problem('invalid-value', messages.invalidFieldValue(field.field, result.reason)) };
    converted.set(field, result.value);
  }
  return { values: converted };
}

export function loadTableRows(
  db: Database,
  catalog: Catalog,
  table: string,
  rows: ReadonlyArray<Readonly<Record<string, string>>>,
): DataResult<{ loaded: number }> {
  const entry = tableEntry(catalog, table);
  if (!entry) return failure('table-not-found', messages.tableNotFound(table.toUpperCase()));
  const fields = columnsOf(entry);
  const statements = new StatementCache(db);
  const load = db.transaction((): DataResult<{ loaded: number }> => {
    for (const [index, row] of rows.entries()) {
      const converted = convertEntry(fields, Object.entries(row));
      if ('problem' in converted) {
        // Thrown so that the transaction rolls back the rows written before this one.
        throw new LoadFailed({ ...converted.problem, message: `Row ${index + 1} of ${entry.name}: ${converted.problem.message}` });
      }
      const columns = [...converted.values.keys()];
      const sql =
        `INSERT OR REPLACE INTO ${quoteIdentifier(entry.name)} (${columns.map((field) => quoteIdentifier(field.field)).join(', ')}) ` +
        `VALUES (${columns.map(() => '?').join(', ')})`;
      statements.get(sql).run([...converted.values.values()]);
    }
    return { ok: true, loaded: rows.length };
  });
  try {
    return load();
  } catch (caught) {
    if (caught instanceof LoadFailed) return { ok: false, problems: [caught.problem] };
    throw caught;
  }
}

/**
 * Replaces the rows of a table that match a selection (field → value, all equal; {} selects every row) by
 * the given rows, in one transaction: tables that mirror other state (the repository's directory tables)
 * are kept in step this way. Values are converted as loadTableRows converts them.
 */
export function replaceTableRows(
  db: Database,
  catalog: Catalog,
  table: string,
  selection: Readonly<Record<string, string>>,
  rows: ReadonlyArray<Readonly<Record<string, string>>>,
): DataResult<{ deleted: number; loaded: number }> {
  const entry = tableEntry(catalog, table);
  if (!entry) return failure('table-not-found', messages.tableNotFound(table.toUpperCase()));
  const converted = convertEntry(columnsOf(entry), Object.entries(selection));
  if ('problem' in converted) return { ok: false, problems: [converted.problem] };
  const conditions = [...converted.values.keys()].map((field) => `${quoteIdentifier(field.field)} = ?`);
  const sql = `DELETE FROM ${quoteIdentifier(entry.name)}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const replace = db.transaction((): DataResult<{ deleted: number; loaded: number }> => {
    const deleted = db.prepare(sql).run([...converted.values.values()]).changes;
    const loaded = loadTableRows(db, catalog, table, rows);
    // Thrown so that a failed load rolls back the deletion with it.
    if (!loaded.ok) throw new LoadFailed(loaded.problems[0]!);
    return { ok: true, deleted, loaded: loaded.loaded };
  });
  try {
    return replace();
  } catch (caught) {
    if (caught instanceof LoadFailed) return { ok: false, problems: [caught.problem] };
    throw caught;
  }
}

class LoadFailed extends Error {
  constructor(readonly problem: DataProblem) {
    super(problem.message);
  }
}

/**
 * Writes one customizing entry: INSERTED when its key is new, MODIFIED otherwise. Only the fields named
 * in the request change on MODIFIED; an INSERTED entry takes initial values for the others. The delivery
 * class check and transport recording belong to the caller (see isCustomizingDeliveryClass).
 */
export function writeCustomizingEntry(
  db: Database,
  catalog: Catalog,
  input: CustomizingInput,
): DataResult<CustomizingWritten> {
  const name = input.table.toUpperCase();
  const entry = tableEntry(catalog, name);
  if (!entry) return failure('table-not-found', messages.tableNotFound(name));
  const fields = columnsOf(entry);
  const clientField = fields[0]?.key && fields[0].type === 'CLNT' ? fields[0] : undefined;
  const ownClient = clientField && input.client !== undefined ? { field: clientField.field, client: input.client } : undefined;
  // the client field is the caller's client, never what the entry names (issue 33)
  const pairs: Array<[string, string]> = input.fieldValues
    .filter((pair) => !ownClient || pair.field.trim().toUpperCase() !== ownClient.field)
    .map((pair) => [pair.field, pair.value]);
  if (ownClient) pairs.unshift([ownClient.field, ownClient.client]);
  const converted = convertEntry(fields, pairs);
  if ('problem' in converted) return { ok: false, problems: [converted.problem] };
  const keys = fields.filter((field) => field.key);
  const missing = keys.find((field) => !converted.values.has(field));
  if (missing) return failure('missing-key', messages.missingKeyField(missing.field));

  const refusal = input.refuse?.(keys.map((field) => ({ field: field.field, length: field.length, value: String(converted.values.get(field)) })));
  if (refusal) return failure('locked', refusal);

  const table = quoteIdentifier(entry.name);
  const keyCondition = keys.map((field) => `${quoteIdentifier(field.field)} = ?`).join(' AND ');
  const keyValues = keys.map((field) => converted.values.get(field)!);
  const changes = [...converted.values.entries()].filter(([field]) => !field.key);

  const action = db.transaction((): 'INSERTED' | 'MODIFIED' => {
    const exists = keys.length > 0 && db.prepare(`SELECT 1 FROM ${table} WHERE ${keyCondition}`).get(keyValues) !== undefined;
    if (exists) {
      if (changes.length > 0) {
        db.prepare(
          `UPDATE ${table} SET ${changes.map(([field]) => `${quoteIdentifier(field.field)} = ?`).join(', ')} WHERE ${keyCondition}`,
        ).run([...changes.map(([, value]) => value), ...keyValues]);
      }
      return 'MODIFIED';
    }
    const columns = [...converted.values.keys()];
    db.prepare(
      `INSERT INTO ${table} (${columns.map((field) => quoteIdentifier(field.field)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run([...converted.values.values()]);
    return 'INSERTED';
    // IMMEDIATE: the write lock first, waiting up to the busy timeout. A deferred transaction would read
    // first and then fail at once (SQLITE_BUSY, no wait) when a run holds the lock at its write.
  }).immediate();

  const key: Record<string, string> = {};
  for (const field of keys) key[field.field] = String(converted.values.get(field));
  return { ok: true, table: entry.name, action, deliveryClass: entry.definition.deliveryClass, key };
}
