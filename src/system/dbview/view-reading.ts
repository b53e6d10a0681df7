import type { ApplicationData, DictionaryField } from '../data/index.js';
import type { Refusal } from '../../protocol/outcome.js';
import { messages } from '../../protocol/messages.js';
import {
  dbviewLimits,
  dbviewMessages,
  schemaSubactions,
  type DbviewRequest,
  type PreviewResult,
  type RowsField,
  type RowsPagination,
  type SchemaResult,
  type SchemaSubaction,
  type TablePreviewResult,
} from '../../protocol/dbview.js';
import type { SchemaMappingStore } from './schema-mappings.js';
import { isValidSchemaName, isValidTableName, type ResolvedTable, type SchemaCatalog } from './schemas.js';
import type { ViewState, ViewStateStore } from './states.js';

/**
 * The reading actions of dbview: rows of a deployed view (preview), the schemas with their tables and
 * columns (schema list / tables / fields), and rows of a schema table (tablePreview). Schema names resolve
 * through the logical schema mapping; names are validated, then looked up (never put into SQL as given);
 * WHERE text goes through the preview grammar into bound parameters.
 */

type ViewFinder = (name: string) => { type: string; name: string; package: string } | undefined;

type Paging = { ok: true; limit: number; offset: number } | Refusal;

export class ViewReading {
  constructor(
    private readonly schemas: SchemaCatalog,
    private readonly mappings: SchemaMappingStore,
    private readonly states: ViewStateStore,
    private readonly data: ApplicationData,
    private readonly findView: ViewFinder,
  ) {}

  /** The name a preview or schema request reads, for the authorisation check's denial text. */
  static targetOf(request: DbviewRequest): string {
    return (request.action === 'preview' ? request.view : request.table ?? request.schema) ?? '';
  }

  preview(request: DbviewRequest): PreviewResult {
    const name = (request.view ?? '').trim();
    const result: PreviewResult = { ...base('preview'), view: name, rows: [], fields: [], pagination: emptyPage() };
    if (name === '') return { ...result, error: dbviewMessages.viewRequired };
    const paging = pagingOf(request);
    if (!paging.ok) return { ...result, error: paging.reason };
    const view = this.findView(name);
    if (!view) return { ...result, error: dbviewMessages.viewNotFound(name) };
    result.view = view.name;
    const state = this.states.get(view.type, view.name);
    if (!state || (state.hotStatus !== 'A' && state.hotStatus !== 'E') || !state.sqlView || !this.data.describe(state.sqlView)) {
      return { ...result, error: dbviewMessages.viewNotDeployed(view.name, state?.hotStatus ?? 'I') };
    }
    let read: ReturnType<ApplicationData['previewRows']>;
    try {
      read = this.data.previewRows({
        object: state.sqlView, type: 'DDLS', columns: request.columns, where: request.where, limit: paging.limit, offset: paging.offset,
      });
    } catch (caught) {
      // A view whose source was dropped or changed (hot_status E) no longer compiles.
      if (!(caught instanceof Error && 'code' in caught && String(caught.code).startsWith('SQLITE_'))) throw caught;
      return { ...result, error: `Database view ${view.name} cannot be read (hot_status ${state.hotStatus}): ${caught.message}` };
    }
    if (!read.ok) return { ...result, error: read.problems.map((p) => p.message).join('; ') };
    const names = columnNames(state);
    return {
      ...result,
      success: true,
      message: dbviewMessages.retrievedRows(read.rows.length, read.total),
      rows: read.rows.map((row) => renameKeys(row, names)),
      fields: read.fields.map((field) => ({ ...rowsField(field), field: names.get(field.field) ?? field.field })),
      pagination: page(paging, read.rows.length, read.total),
    };
  }

  schema(request: DbviewRequest): SchemaResult {
    const subaction = (request.subaction ?? 'list').trim();
    const schema = (request.schema ?? '').trim();
    const table = (request.table ?? '').trim();
    const result: SchemaResult = {
      ...base('schema'), subaction, schema, physical_schema: '', table, schemas: [], mappings: [], tables: [], fields: [],
    };
    if (!(schemaSubactions as readonly string[]).includes(subaction)) return { ...result, error: dbviewMessages.unknownSubaction(subaction) };
    switch (subaction as SchemaSubaction) {
      case 'list': {
        const schemas = this.schemas.schemas();
        return { ...result, success: true, message: dbviewMessages.schemasListed(schemas.length), schemas, mappings: this.mappings.list() };
      }
      case 'tables': {
        const physical = this.physical(schema);
        if (!physical.ok) return { ...result, error: physical.reason };
        const tables = this.schemas.tables(physical.schema);
        if (!tables) return { ...result, physical_schema: physical.schema, error: dbviewMessages.schemaNotFound(schema) };
        return {
          ...result, success: true, physical_schema: physical.schema, tables,
          message: dbviewMessages.tablesListed(tables.length, physical.schema),
        };
      }
      case 'fields': {
        const found = this.table(schema, table);
        if (!found.ok) return { ...result, physical_schema: found.physical, error: found.reason };
        const fields = this.schemas.fields(found.table);
        return {
          ...result, success: true, physical_schema: found.physical, table: found.table.name, fields,
          message: dbviewMessages.fieldsListed(fields.length, found.table.name),
        };
      }
    }
  }

  tablePreview(request: DbviewRequest, client: string): TablePreviewResult {
    const schema = (request.schema ?? '').trim();
    const table = (request.table ?? '').trim();
    const result: TablePreviewResult = {
      ...base('tablePreview'), schema, physical_schema: '', table, rows: [], fields: [], pagination: emptyPage(),
    };
    const paging = pagingOf(request);
    if (!paging.ok) return { ...result, error: paging.reason };
    const found = this.table(schema, table);
    if (!found.ok) return { ...result, physical_schema: found.physical, error: found.reason };
    const read = this.schemas.readRows(found.table, {
      columns: request.columns, where: request.where, limit: paging.limit, offset: paging.offset, client,
    });
    if (!read.ok) return { ...result, physical_schema: found.physical, error: read.reason };
    // Deployed views keep the case of their column names.
    const owner = found.table.origin === 'repository' ? this.states.bySqlView(found.table.sqliteName) : undefined;
    const names = owner ? columnNames(owner) : new Map<string, string>();
    return {
      ...result,
      success: true,
      physical_schema: found.physical,
      table: found.table.name,
      message: dbviewMessages.retrievedRows(read.rows.length, read.total),
      rows: read.rows.map((row) => renameKeys(row, names)),
      fields: read.fields.map((field) => ({ ...rowsField(field), field: names.get(field.field.toUpperCase()) ?? field.field })),
      pagination: page(paging, read.rows.length, read.total),
    };
  }

  private physical(schema: string): { ok: true; schema: string } | Refusal {
    if (schema === '') return { ok: false, reason: dbviewMessages.schemaRequired };
    if (!isValidSchemaName(schema)) return { ok: false, reason: dbviewMessages.invalidSchemaName(schema) };
    const physical = this.mappings.resolve(schema);
    if (!isValidSchemaName(physical)) return { ok: false, reason: dbviewMessages.invalidSchemaName(physical) };
    return { ok: true, schema: physical };
  }

  private table(schema: string, table: string): { ok: true; physical: string; table: ResolvedTable } | (Refusal & { physical: string }) {
    const physical = this.physical(schema);
    if (!physical.ok) return { ok: false, physical: '', reason: physical.reason };
    if (table === '') return { ok: false, physical: physical.schema, reason: dbviewMessages.tableRequired };
    if (!isValidTableName(table)) return { ok: false, physical: physical.schema, reason: dbviewMessages.invalidTableName(table) };
    if (!this.schemas.exists(physical.schema)) return { ok: false, physical: physical.schema, reason: dbviewMessages.schemaNotFound(schema) };
    const found = this.schemas.table(physical.schema, table);
    if (!found) return { ok: false, physical: physical.schema, reason: messages.tableNotFound(table) };
    return { ok: true, physical: physical.schema, table: found };
  }
}

function base<A extends string>(action: A) {
  return { success: false, command: 'DBVIEW' as const, action, message: '', error: '' };
}

function emptyPage(): RowsPagination {
  return { limit: 0, offset: 0, total: 0, has_more: false, next_offset: 0 };
}

function pagingOf(request: DbviewRequest): Paging {
  const limit = request.limit ?? dbviewLimits.defaultLimit;
  const offset = request.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > dbviewLimits.maxLimit) return { ok: false, reason: dbviewMessages.invalidLimit(dbviewLimits.maxLimit) };
  if (!Number.isInteger(offset) || offset < 0) return { ok: false, reason: dbviewMessages.invalidOffset };
  return { ok: true, limit, offset };
}

function page(paging: { limit: number; offset: number }, count: number, total: number): RowsPagination {
  const next = paging.offset + count;
  return { limit: paging.limit, offset: paging.offset, total, has_more: next < total, next_offset: next };
}

/** Upper-case catalogue name → the name the view gives the column. */
function columnNames(state: ViewState): Map<string, string> {
  return new Map(state.columns.map((column) => [column.name.toUpperCase(), column.name]));
}

function renameKeys(row: Record<string, string>, names: ReadonlyMap<string, string>): Record<string, string> {
  if (names.size === 0) return row;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) out[names.get(key) ?? key] = value;
  return out;
}

function rowsField(field: Pick<DictionaryField, 'field' | 'type' | 'length' | 'decimals' | 'key'>): RowsField {
  return { field: field.field, type: field.type, length: field.length, decimals: field.decimals, key: field.key };
}
