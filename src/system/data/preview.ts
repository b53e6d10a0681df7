import type { Database } from 'better-sqlite3';
import { messages } from '../../protocol/messages.js';
import { columnsOf, type Catalog, type CatalogEntry } from './catalog.js';
import type { DictionaryField } from './dictionary.js';
import { toStored, type SqlValue } from './field-values.js';
import { failure, type DataResult } from './problems.js';
import { quoteIdentifier } from './sql-identifiers.js';
import { readRowsPage, ReadStatements, selectColumns } from './row-pages.js';
import { parseWhere, renderWhere } from './where.js';
import { camelCased } from '../camel-cased.js';

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

export class PreviewQuery {
  private readonly statements: ReadStatements;

  constructor(
    reader: Database,
    private readonly catalog: Catalog,
  ) {
    this.statements = new ReadStatements(reader, { cacheSize: 200, safeIntegers: true, refusedBy: 'preview' });
  }

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

    const { rows, total } = readRowsPage(this.statements, {
      from: quoteIdentifier(entry.name),
      where: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '',
      params,
      fields,
      selected,
      limit: input.limit,
      offset: input.offset,
      nulls: 'initial',
    });
    return { ok: true, name: entry.name, rows, total, fields: selected.map(previewField), allFields: fields.map(previewField) };
  }
}

/** The client column of a client-dependent table: its first key field when that is of type CLNT. */
function clientFieldOf(entry: CatalogEntry, fields: DictionaryField[]): DictionaryField | undefined {
  if (entry.kind !== 'TABLE') return undefined;
  const first = fields[0];
  return first?.key && first.type === 'CLNT' ? first : undefined;
}

function previewField(field: DictionaryField): PreviewField {
  return camelCased(field, ['field', 'type', 'length', 'decimals', 'key', 'dataElement', 'description']);
}
