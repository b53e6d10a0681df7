import type { Database, Statement } from 'better-sqlite3';
import { messages } from '../../protocol/messages.js';
import { columnsOf, type Catalog, type CatalogEntry } from './catalog.js';
import type { DictionaryField } from './dictionary.js';
import { toExternal, toStored, type SqlValue } from './field-values.js';
import { failure, type DataResult } from './problems.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { parseWhere, renderWhere } from './where.js';

/**
 * Rows of a table or view for the preview operation. Runs on the read-only connection; its SQL is built
 * only from catalogue names, the WHERE tree and '?' placeholders, and a statement that could write is
 * refused before it runs.
 */

export const PREVIEW_LIMITS = { defaultLimit: 100, maxLimit: 500 } as const;

export interface PreviewInput {
  /** Table or CDS view name, any case. */
  object: string;
  /** TABL or DDLS: decides which kind of object is looked for and the not-found text. */
  type: 'TABL' | 'DDLS';
  /** Columns to return, in this order; all fields when absent or empty. */
  columns?: readonly string[];
  where?: string;
  limit: number;
  offset: number;
  /** For client-dependent tables: only rows of this client. */
  client?: string;
}

export interface PreviewField {
  field: string;
  type: string;
  length: number;
  decimals: number;
  key: boolean;
  dataElement: string;
  description: string;
}

export interface PreviewData {
  /** Upper-case object name. */
  name: string;
  rows: Array<Record<string, string>>;
  /** Rows matching the condition, over all pages. */
  total: number;
  /** The returned columns. */
  fields: PreviewField[];
  /** Every column of the object, for the client's hidden-column list. */
  allFields: PreviewField[];
}

const STATEMENT_CACHE_SIZE = 200;

export class PreviewQuery {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly reader: Database,
    private readonly catalog: Catalog,
  ) {}

  run(input: PreviewInput): DataResult<PreviewData> {
    const name = input.object.toUpperCase();
    const entry = this.catalog.get(name);
    const wanted = input.type === 'TABL' ? 'TABLE' : 'VIEW';
    if (!entry || entry.kind !== wanted) {
      return input.type === 'TABL'
        ? failure('table-not-found', messages.tableNotFound(name))
        : failure('view-not-found', messages.cdsViewNotFound(name));
    }
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > PREVIEW_LIMITS.maxLimit) {
      return failure('invalid-value', `limit must be an integer from 1 to ${PREVIEW_LIMITS.maxLimit}`);
    }
    if (!Number.isInteger(input.offset) || input.offset < 0) return failure('invalid-value', 'offset must be an integer >= 0');

    const fields = columnsOf(entry);
    const selected = selectColumns(fields, input.columns);
    if (!Array.isArray(selected)) return failure('invalid-column', messages.invalidColumn(selected.invalid));

    const conditions: string[] = [];
    const params: SqlValue[] = [];
    const clientField = clientFieldOf(entry, fields);
    if (clientField && input.client !== undefined) {
      const client = toStored(clientField, input.client, { lenient: true });
      if (client.ok) {
        conditions.push(`(${quoteIdentifier(clientField.field)} = ?)`);
        params.push(client.value);
      }
    }
    if (input.where !== undefined && input.where.trim() !== '') {
      const parsed = parseWhere(input.where, fields);
      if (!parsed.ok) return failure('invalid-where', parsed.reason);
      const rendered = renderWhere(parsed.tree);
      conditions.push(rendered.sql);
      params.push(...rendered.params);
    }

    const from = quoteIdentifier(entry.name);
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
    const keys = fields.filter((field) => field.key);
    const order = (keys.length > 0 ? keys : fields).map((field) => quoteIdentifier(field.field)).join(', ');
    const columnList = selected.map((field) => quoteIdentifier(field.field)).join(', ');
    const pageSql = `SELECT ${columnList} FROM ${from}${where} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const countSql = `SELECT count(*) FROM ${from}${where}`;

    const page = this.readStatement(pageSql);
    const count = this.readStatement(countSql);
    // One read transaction, so the page and the total come from the same snapshot.
    const [rawRows, total] = this.reader.transaction(() => [
      page.all(...params, input.limit, input.offset) as unknown[][],
      Number((count.get(...params) as unknown[])[0]),
    ])() as [unknown[][], number];

    const rows = rawRows.map((raw) => {
      const row: Record<string, string> = {};
      selected.forEach((field, index) => {
        row[field.field] = toExternal(field, raw[index]);
      });
      return row;
    });
    return { ok: true, name: entry.name, rows, total, fields: selected.map(previewField), allFields: fields.map(previewField) };
  }

  /** Prepares (or reuses) a statement and refuses it unless SQLite itself says it only reads. */
  private readStatement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.reader.prepare(sql);
      if (!statement.reader || !statement.readonly) throw new Error('preview refused a statement that is not read-only');
      statement.raw(true).safeIntegers(true);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

function selectColumns(
  fields: DictionaryField[],
  columns: readonly string[] | undefined,
): DictionaryField[] | { invalid: string } {
  if (!columns || columns.length === 0) return fields;
  const byName = new Map(fields.map((field) => [field.field, field]));
  const selected: DictionaryField[] = [];
  for (const column of columns) {
    const field = byName.get(column.trim().toUpperCase());
    if (!field) return { invalid: column };
    if (!selected.includes(field)) selected.push(field);
  }
  return selected;
}

/** The client column of a client-dependent table: its first key field when that is of type CLNT. */
function clientFieldOf(entry: CatalogEntry, fields: DictionaryField[]): DictionaryField | undefined {
  if (entry.kind !== 'TABLE') return undefined;
  const first = fields[0];
  return first?.key && first.type === 'CLNT' ? first : undefined;
}

function previewField(field: DictionaryField): PreviewField {
  return {
    field: field.field,
    type: field.type,
    length: field.length,
    decimals: field.decimals,
    key: field.key,
    dataElement: field.dataElement,
    description: field.description,
  };
}
