import BetterSqlite3, { type Database } from 'better-sqlite3';
import { columnsOf, type Catalog, type CatalogTable } from './catalog.js';
import { storageClassOf, familyOf } from './ddic-types.js';
import { NON_ELEMENTARY_TYPES, type DictionaryField, type TableDefinition } from './dictionary.js';
import { initialValue, toExternal, toStored, type SqlValue } from './field-values.js';
import { failure, problem, type DataProblem, type DataResult } from './problems.js';
import { INTERNAL_PREFIX, isDictionaryName, quoteIdentifier } from './sql-identifiers.js';

/**
 * Keeps the SQLite table of an active TABL in step with its definition: created on first activation,
 * extended with ALTER TABLE ADD COLUMN when fields are only added (rows keep their values, new columns
 * get the field's initial value), and rebuilt in one transaction when keys, types or lengths change
 * (rows converted field by field through their ABAP value; CHAR values are cut to a shorter length).
 */

export type TableChange = 'created' | 'altered' | 'rebuilt' | 'unchanged' | 'dropped' | 'none';

export interface TableApplied {
  change: TableChange;
  /** Problems that did not stop the change, for example a view that no longer matches the table. */
  warnings: DataProblem[];
}

type Plan = { kind: 'create' } | { kind: 'unchanged' } | { kind: 'add'; fields: DictionaryField[] } | { kind: 'rebuild' };

export function applyTableDefinition(db: Database, catalog: Catalog, definition: TableDefinition): DataResult<TableApplied> {
  const name = definition.name.toUpperCase();
  const existing = catalog.get(name);
  if (existing?.kind === 'VIEW') return failure('invalid-name', `${name} is a view in the database, not a table`);
  if (definition.tableClass !== 'TRANSP') {
    if (!existing) return { ok: true, change: 'none', warnings: [] };
    return db.transaction(() => {
      db.prepare(`DROP TABLE IF EXISTS ${quoteIdentifier(name)}`).run();
      catalog.remove(name);
      return { ok: true as const, change: 'dropped' as const, warnings: [] };
    })();
  }
  const invalid = validateDefinition(name, definition);
  if (invalid.length > 0) return { ok: false, problems: invalid };
  const next: CatalogTable = { kind: 'TABLE', name, definition: { ...definition, name } };
  const plan = planChange(existing, next);
  try {
    return db.transaction((): DataResult<TableApplied> => {
      switch (plan.kind) {
        case 'create':
          db.prepare(createTableSql(next)).run();
          break;
        case 'add':
          for (const field of plan.fields) {
            db.prepare(`ALTER TABLE ${quoteIdentifier(name)} ADD COLUMN ${columnSql(field)}`).run();
          }
          break;
        case 'rebuild': {
          const failed = rebuild(db, existing!, next);
          if (failed) throw new RebuildFailed(failed);
          break;
        }
        case 'unchanged':
          break;
      }
      catalog.put(next);
      const change: TableChange =
        plan.kind === 'create' ? 'created' : plan.kind === 'add' ? 'altered' : plan.kind === 'rebuild' ? 'rebuilt' : 'unchanged';
      return { ok: true, change, warnings: plan.kind === 'create' ? [] : brokenViews(db, catalog, name) };
    })();
  } catch (caught) {
    if (caught instanceof RebuildFailed) return { ok: false, problems: [caught.problem] };
    // For example a table of that name that the catalogue does not know (made outside this module).
    if (caught instanceof SqliteError) return failure('database', `Table ${name} cannot be ${plan.kind === 'create' ? 'created' : 'changed'}: ${caught.message}`);
    throw caught;
  }
}

const { SqliteError } = BetterSqlite3;

class RebuildFailed extends Error {
  constructor(readonly problem: DataProblem) {
    super(problem.message);
  }
}

export function createTableSql(table: CatalogTable): string {
  const columns = columnsOf(table);
  const keys = columns.filter((field) => field.key).map((field) => quoteIdentifier(field.field));
  const parts = columns.map(columnSql);
  if (keys.length > 0) parts.push(`PRIMARY KEY (${keys.join(', ')})`);
  return `CREATE TABLE ${quoteIdentifier(table.name)} (${parts.join(', ')})`;
}

/** Every column is NOT NULL with the field's initial value as default, as in ABAP where nothing is null. */
function columnSql(field: DictionaryField): string {
  const initial = initialValue(field);
  const literal = typeof initial === 'string' ? `'${initial}'` : String(initial);
  return `${quoteIdentifier(field.field)} ${storageClassOf(field.type)} NOT NULL DEFAULT ${literal}`;
}

function validateDefinition(name: string, definition: TableDefinition): DataProblem[] {
  const problems: DataProblem[] = [];
  if (!isDictionaryName(name) || name.startsWith(INTERNAL_PREFIX)) {
    problems.push(problem('invalid-name', `Invalid table name ${name}`));
  }
  for (const field of definition.fields) {
    if (!isDictionaryName(field.field)) problems.push(problem('invalid-name', `Invalid field name ${field.field} in ${name}`));
    if (NON_ELEMENTARY_TYPES.has(field.type)) {
      problems.push(problem('unsupported-field', `Field ${field.field} of ${name} has type ${field.type}; table fields must be elementary`));
    }
  }
  if (columnsOf({ kind: 'TABLE', name, definition }).length === 0) {
    problems.push(problem('unsupported-field', `Table ${name} has no fields`));
  }
  return problems;
}

function storageSignature(field: DictionaryField): string {
  return `${field.key}|${field.type}|${field.length}|${field.decimals}`;
}

function planChange(existing: CatalogTable | undefined, next: CatalogTable): Plan {
  if (!existing) return { kind: 'create' };
  const before = new Map(columnsOf(existing).map((field) => [field.field, field]));
  const after = columnsOf(next);
  const added: DictionaryField[] = [];
  for (const field of after) {
    const old = before.get(field.field);
    if (!old) {
      if (field.key) return { kind: 'rebuild' };
      added.push(field);
    } else if (storageSignature(old) !== storageSignature(field)) {
      return { kind: 'rebuild' };
    }
  }
  if (after.length - added.length !== before.size) return { kind: 'rebuild' };
  return added.length > 0 ? { kind: 'add', fields: added } : { kind: 'unchanged' };
}

/**
 * Reads every row into memory (the connection cannot write while it iterates), recreates the table under
 * its own name (so views on it stay valid without any rename) and writes the converted rows back.
 */
function rebuild(db: Database, existing: CatalogTable, next: CatalogTable): DataProblem | undefined {
  const oldColumns = columnsOf(existing);
  const newColumns = columnsOf(next);
  const oldByName = new Map(oldColumns.map((field) => [field.field, field]));
  const rows = db
    .prepare(`SELECT ${oldColumns.map((field) => quoteIdentifier(field.field)).join(', ')} FROM ${quoteIdentifier(existing.name)}`)
    .raw(true)
    .safeIntegers(true)
    .all() as unknown[][];
  db.prepare(`DROP TABLE ${quoteIdentifier(existing.name)}`).run();
  db.prepare(createTableSql(next)).run();
  const insert = db.prepare(
    `INSERT INTO ${quoteIdentifier(next.name)} (${newColumns.map((field) => quoteIdentifier(field.field)).join(', ')}) ` +
      `VALUES (${newColumns.map(() => '?').join(', ')})`,
  );
  const oldIndex = new Map(oldColumns.map((field, index) => [field.field, index]));
  for (const row of rows) {
    const values: SqlValue[] = [];
    for (const field of newColumns) {
      const old = oldByName.get(field.field);
      if (!old) {
        values.push(initialValue(field));
        continue;
      }
      const converted = convertForRebuild(old, field, row[oldIndex.get(field.field)!]);
      if (typeof converted === 'object' && converted !== null && 'reason' in converted) {
        return problem('conversion-failed', `Cannot convert ${next.name}-${field.field}: ${converted.reason}; the table was left unchanged`);
      }
      values.push(converted);
    }
    try {
      insert.run(values);
    } catch (caught) {
      if (isConstraintError(caught)) {
        return problem('conversion-failed', `Converting ${next.name} gives duplicate keys; the table was left unchanged`);
      }
      throw caught;
    }
  }
  return undefined;
}

function convertForRebuild(old: DictionaryField, field: DictionaryField, stored: unknown): SqlValue | { reason: string } {
  let text = toExternal(old, stored);
  if (familyOf(field.type) === 'char' && field.length > 0) text = text.replace(/ +$/, '').slice(0, field.length);
  const converted = toStored(field, text);
  return converted.ok ? converted.value : { reason: converted.reason };
}

function isConstraintError(caught: unknown): boolean {
  return caught instanceof Error && 'code' in caught && String((caught as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT');
}

/** Views reading the table that SQLite can no longer compile after the change. */
export function brokenViews(db: Database, catalog: Catalog, table: string): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const entry of catalog.list()) {
    if (entry.kind !== 'VIEW' || !entry.sources.includes(table)) continue;
    try {
      db.prepare(`SELECT * FROM ${quoteIdentifier(entry.name)} LIMIT 0`);
    } catch (caught) {
      const reason = caught instanceof Error ? caught.message : String(caught);
      problems.push(problem('database', `View ${entry.name} no longer matches ${table}: ${reason}`));
    }
  }
  return problems;
}
