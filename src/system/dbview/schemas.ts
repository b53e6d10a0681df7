import type { Database } from 'better-sqlite3';
import {
  NON_ELEMENTARY_TYPES,
  parseWhere,
  quoteIdentifier,
  readRowsPage,
  ReadStatements,
  renderWhere,
  selectColumns,
  type ApplicationData,
  type CatalogEntry,
  type DictionaryField,
  type SqlValue,
} from '../data/index.js';
import { messages } from '../../protocol/messages.js';
import type { SchemaField, SchemaInfo, SchemaTable } from '../../protocol/dbview.js';
import { declaredTypeText, dictionaryField, parseDeclaredType, type SqlType } from './sql-types.js';

/**
 * The database's schemas, as HANA has them, in the one SQLite file of the application data (SQLite views
 * cannot read attached databases, so every schema lives in the main database):
 *
 * - `SAP<SID>` (SAPDEV): the ABAP dictionary's tables and CDS views, the application database's catalogue;
 * - `_SYS_BIC`: the activated information views (the SQL views dbview deploy creates, named as their
 *   objects), and tables stored as below;
 * - any other schema: tables (and views) named `<SCHEMA>.<table>` in SQLite. A schema exists while it
 *   holds a table; its name is `[A-Za-z_][A-Za-z0-9_]*` (so the first '.' ends it), a table name may be
 *   any text (`sap.hana.democontent.epm.data::EPM.MD.Addresses`).
 *
 * SQLite compares names without regard to case, so names differing only in case are one table here.
 * Every name reaches SQL through quoteIdentifier or as a bound parameter.
 */

export const REPOSITORY_SCHEMA = '_SYS_BIC';

export function dictionarySchemaOf(sid: string): string {
  return `SAP${sid}`;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,126}$/;
const MAX_TABLE_NAME = 256;

export function isValidSchemaName(name: string): boolean {
  return SCHEMA_NAME.test(name);
}

export function isValidTableName(name: string): boolean {
  // Control characters (NUL above all) never; everything else is quoted.
  return name.length > 0 && name.length <= MAX_TABLE_NAME && !/[\u0000-\u001f\u007f]/.test(name) && name.trim() === name;
}

export interface TableColumn {
  name: string;
  /** The column as the dictionary sees it: types for WHERE literals and output formatting. */
  field: DictionaryField;
  /** Declared SQL type (schema tables) or dictionary type text. */
  sqlType: SqlType;
  nullable: boolean;
}

export interface ResolvedTable {
  schema: string;
  name: string;
  /** The object's name in the application database. */
  sqliteName: string;
  kind: 'TABLE' | 'VIEW';
  origin: 'dictionary' | 'repository' | 'schema';
  columns: TableColumn[];
}

/** The SQL views of deployed information views, known by the view state store. */
export interface DeployedViews {
  /** Deployed views (SQL view exists) keyed by upper-case SQL view name → object name. */
  deployed(): Map<string, string>;
}

export interface SchemaColumnDefinition {
  name: string;
  /** HANA SQL type: NVARCHAR, VARCHAR, INTEGER, BIGINT, DECIMAL, DOUBLE, DATE … */
  type: string;
  length?: number;
  scale?: number;
  key?: boolean;
}

export type SchemaChange = { ok: true } | { ok: false; reason: string };

export interface RowsInput {
  columns?: readonly string[];
  where?: string;
  limit: number;
  offset: number;
  client?: string;
}

export interface RowsRead {
  rows: Array<Record<string, string>>;
  total: number;
  fields: DictionaryField[];
}

export type RowsResult = ({ ok: true } & RowsRead) | { ok: false; reason: string };

export class SchemaCatalog {
  readonly dictionarySchema: string;
  private readonly writer: Database;
  private readonly reader: Database;
  private readonly statements: ReadStatements;

  constructor(
    private readonly data: ApplicationData,
    sid: string,
    private readonly views: DeployedViews,
  ) {
    this.dictionarySchema = dictionarySchemaOf(sid);
    const connections = data.schemaConnections();
    this.writer = connections.writer;
    this.reader = connections.reader;
    this.statements = new ReadStatements(this.reader, { cacheSize: 100, safeIntegers: false, refusedBy: 'dbview' });
  }

  schemas(): SchemaInfo[] {
    const deployed = this.views.deployed();
    const catalog = this.data.objects().filter((entry) => !deployed.has(entry.name));
    const infos: SchemaInfo[] = [
      {
        schema: this.dictionarySchema,
        kind: 'DICTIONARY',
        tables: catalog.filter((entry) => entry.kind === 'TABLE').length,
        views: catalog.filter((entry) => entry.kind === 'VIEW').length,
      },
      { schema: REPOSITORY_SCHEMA, kind: 'REPOSITORY', tables: 0, views: deployed.size },
    ];
    for (const object of this.schemaObjects()) {
      let info = infos.find((known) => known.schema.toUpperCase() === object.schema.toUpperCase());
      if (!info) {
        info = { schema: object.schema, kind: 'SCHEMA', tables: 0, views: 0 };
        infos.push(info);
      }
      if (object.kind === 'TABLE') info.tables++;
      else info.views++;
    }
    const [dictionary, repository, ...rest] = infos;
    return [dictionary!, repository!, ...rest.sort((a, b) => a.schema.localeCompare(b.schema))];
  }

  /** Whether the schema exists (the dictionary and repository schemas always do). */
  exists(schema: string): boolean {
    return this.isDictionary(schema) || this.isRepository(schema) || this.schemaObjects().some((o) => sameName(o.schema, schema));
  }

  /** The tables and views of a schema, by name; undefined when the schema does not exist. */
  tables(schema: string): SchemaTable[] | undefined {
    if (!this.exists(schema)) return undefined;
    const tables: SchemaTable[] = [];
    if (this.isDictionary(schema)) {
      const deployed = this.views.deployed();
      for (const entry of this.data.objects()) if (!deployed.has(entry.name)) tables.push({ name: entry.name, kind: entry.kind });
    }
    if (this.isRepository(schema)) {
      for (const name of this.views.deployed().values()) tables.push({ name, kind: 'VIEW' });
    }
    for (const object of this.schemaObjects()) {
      if (sameName(object.schema, schema)) tables.push({ name: object.table, kind: object.kind });
    }
    return tables.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** A table or view of a (physical) schema, with its columns; undefined when there is none. */
  table(schema: string, name: string): ResolvedTable | undefined {
    if (!isValidTableName(name)) return undefined;
    if (this.isDictionary(schema)) {
      const entry = this.data.describe(name);
      if (!entry || this.views.deployed().has(entry.name)) return undefined;
      return this.catalogTable(this.dictionarySchema, entry, 'dictionary');
    }
    if (this.isRepository(schema)) {
      for (const [sqlView, objectName] of this.views.deployed()) {
        if (!sameName(objectName, name)) continue;
        const entry = this.data.describe(sqlView);
        if (entry) return { ...this.catalogTable(REPOSITORY_SCHEMA, entry, 'repository'), name: objectName };
      }
    }
    const stored = this.reader
      .prepare("SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name = ? COLLATE NOCASE")
      .get(`${schema}.${name}`) as { name: string; type: string } | undefined;
    if (!stored) return undefined;
    const dot = stored.name.indexOf('.');
    return {
      schema: stored.name.slice(0, dot),
      name: stored.name.slice(dot + 1),
      sqliteName: stored.name,
      kind: stored.type === 'view' ? 'VIEW' : 'TABLE',
      origin: 'schema',
      columns: this.schemaColumns(stored.name),
    };
  }

  fields(table: ResolvedTable): SchemaField[] {
    return table.columns.map((column) => ({
      name: column.name,
      type: column.sqlType.name,
      length: column.sqlType.length,
      scale: column.sqlType.scale,
      key: column.field.key,
      nullable: column.nullable,
    }));
  }

  /** Creates a table in a schema (not the dictionary's: its tables come from activated TABL objects). */
  createTable(schema: string, name: string, columns: readonly SchemaColumnDefinition[]): SchemaChange {
    if (!isValidSchemaName(schema)) return { ok: false, reason: `Invalid schema name: ${schema}` };
    if (this.isDictionary(schema)) return { ok: false, reason: `Tables of ${this.dictionarySchema} are dictionary tables: activate a TABL object instead` };
    if (!isValidTableName(name)) return { ok: false, reason: `Invalid table name: ${name}` };
    if (columns.length === 0) return { ok: false, reason: `Table ${name} has no columns` };
    const parts: string[] = [];
    const seen = new Set<string>();
    for (const column of columns) {
      if (!isValidTableName(column.name)) return { ok: false, reason: `Invalid column name: ${column.name}` };
      if (seen.has(column.name.toUpperCase())) return { ok: false, reason: `Column ${column.name} is defined twice` };
      seen.add(column.name.toUpperCase());
      const declared = declaredTypeText({ name: column.type, length: column.length ?? 0, scale: column.scale ?? 0 });
      if (!declared) return { ok: false, reason: `Column ${column.name} has an unsupported type ${column.type}` };
      parts.push(`${quoteIdentifier(column.name)} ${declared}${column.key ? ' NOT NULL' : ''}`);
    }
    const keys = columns.filter((column) => column.key).map((column) => quoteIdentifier(column.name));
    if (keys.length > 0) parts.push(`PRIMARY KEY (${keys.join(', ')})`);
    if (this.table(schema, name)) return { ok: false, reason: `Table ${schema}.${name} already exists` };
    this.writer.prepare(`CREATE TABLE ${quoteIdentifier(`${schema}.${name}`)} (${parts.join(', ')})`).run();
    return { ok: true };
  }

  /** Inserts rows (column name → value) into a schema table, in one transaction. */
  insertRows(schema: string, name: string, rows: ReadonlyArray<Readonly<Record<string, SqlValue | null>>>): SchemaChange {
    const table = this.table(schema, name);
    if (!table || table.origin !== 'schema' || table.kind !== 'TABLE') return { ok: false, reason: messages.tableNotFound(`${schema}.${name}`) };
    const byName = new Map(table.columns.map((column) => [column.name.toUpperCase(), column.name]));
    try {
      this.writer.transaction(() => {
        for (const row of rows) {
          const names = Object.keys(row).map((key) => {
            const column = byName.get(key.toUpperCase());
            if (!column) throw new RowRefused(`Invalid column: ${key}`);
            return column;
          });
          const values = Object.values(row);
          this.writer
            .prepare(
              `INSERT INTO ${quoteIdentifier(table.sqliteName)} (${names.map(quoteIdentifier).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
            )
            .run(...values);
        }
      })();
    } catch (caught) {
      if (caught instanceof RowRefused) return { ok: false, reason: caught.message };
      if (caught instanceof Error && 'code' in caught) return { ok: false, reason: `Rows cannot be written to ${name}: ${caught.message}` };
      throw caught;
    }
    return { ok: true };
  }

  /** Rows of a table or view: the preview of the application data for catalogued objects, else our own. */
  readRows(table: ResolvedTable, input: RowsInput): RowsResult {
    try {
      return this.read(table, input);
    } catch (caught) {
      // A view reading a dropped view or table no longer compiles: an answer, not an internal error.
      if (!(caught instanceof Error && 'code' in caught && String(caught.code).startsWith('SQLITE_'))) throw caught;
      return { ok: false, reason: `${table.schema}.${table.name} cannot be read: ${caught.message}` };
    }
  }

  private read(table: ResolvedTable, input: RowsInput): RowsResult {
    if (table.origin !== 'schema') {
      const entry = this.data.describe(table.sqliteName);
      const read = this.data.previewRows({
        object: table.sqliteName,
        type: entry?.kind === 'TABLE' ? 'TABL' : 'DDLS',
        columns: input.columns,
        where: input.where,
        limit: input.limit,
        offset: input.offset,
        client: input.client,
      });
      if (!read.ok) return { ok: false, reason: read.problems.map((p) => p.message).join('; ') };
      const byName = new Map(table.columns.map((column) => [column.field.field.toUpperCase(), column.field]));
      return { ok: true, rows: read.rows, total: read.total, fields: read.fields.map((field) => byName.get(field.field) ?? fieldOf(field)) };
    }
    const fields = table.columns.map((column) => column.field);
    const selected = selectColumns(fields, input.columns);
    if ('invalid' in selected) return { ok: false, reason: messages.invalidColumn(selected.invalid) };
    let where = '';
    let params: SqlValue[] = [];
    if (input.where !== undefined && input.where.trim() !== '') {
      const parsed = parseWhere(input.where, fields);
      if (!parsed.ok) return parsed;
      const rendered = renderWhere(parsed.tree);
      where = ` WHERE ${rendered.sql}`;
      params = rendered.params;
    }
    const { rows, total } = readRowsPage(this.statements, {
      from: quoteIdentifier(table.sqliteName),
      where,
      params,
      fields,
      selected,
      limit: input.limit,
      offset: input.offset,
      nulls: 'empty',
    });
    return { ok: true, rows, total, fields: selected };
  }

  private isDictionary(schema: string): boolean {
    return sameName(schema, this.dictionarySchema);
  }

  private isRepository(schema: string): boolean {
    return sameName(schema, REPOSITORY_SCHEMA);
  }

  private schemaObjects(): Array<{ schema: string; table: string; kind: 'TABLE' | 'VIEW' }> {
    const rows = this.reader
      .prepare("SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND instr(name, '.') > 1 ORDER BY name")
      .all() as Array<{ name: string; type: string }>;
    const objects: Array<{ schema: string; table: string; kind: 'TABLE' | 'VIEW' }> = [];
    for (const row of rows) {
      const dot = row.name.indexOf('.');
      const schema = row.name.slice(0, dot);
      if (!isValidSchemaName(schema)) continue;
      objects.push({ schema, table: row.name.slice(dot + 1), kind: row.type === 'view' ? 'VIEW' : 'TABLE' });
    }
    return objects;
  }

  private catalogTable(schema: string, entry: CatalogEntry, origin: 'dictionary' | 'repository'): ResolvedTable {
    const fields = (entry.kind === 'TABLE' ? entry.definition.fields : entry.fields).filter((field) => !NON_ELEMENTARY_TYPES.has(field.type));
    return {
      schema,
      name: entry.name,
      sqliteName: entry.name,
      kind: entry.kind,
      origin,
      columns: fields.map((field) => ({
        name: field.field,
        field,
        sqlType: { name: field.type, length: field.length, scale: field.decimals },
        nullable: false,
      })),
    };
  }

  private schemaColumns(sqliteName: string): TableColumn[] {
    const rows = this.reader
      .prepare('SELECT name, type, "notnull" AS not_null, pk FROM pragma_table_info(?) ORDER BY cid')
      .all(sqliteName) as Array<{ name: string; type: string; not_null: number; pk: number }>;
    return rows.map((row) => {
      const sqlType = parseDeclaredType(row.type) ?? { name: row.type.toUpperCase() || 'TEXT', length: 0, scale: 0 };
      const field = dictionaryField(row.name, sqlType, row.pk > 0) ?? dictionaryField(row.name, { name: 'STRING', length: 0, scale: 0 }, row.pk > 0)!;
      return { name: row.name, field, sqlType, nullable: row.not_null === 0 && row.pk === 0 };
    });
  }

}

class RowRefused extends Error {}

function sameName(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}


function fieldOf(field: { field: string; type: string; length: number; decimals: number; key: boolean }): DictionaryField {
  return { ...field, dataElement: '', domain: '', description: '' };
}
