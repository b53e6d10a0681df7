import { alignedTable } from '../../render/table.js';
import { renderRowsBlock, type PreviewTextOptions } from '../../render/preview.js';
import { PREVIEW_DISPLAYED_COLUMNS } from '../../../protocol/reading.js';
import type {
  CheckResult,
  DeployResult,
  DropResult,
  ImportResult,
  ListResult,
  PreviewResult,
  RowsField,
  RowsPagination,
  SchemaResult,
  TablePreviewResult,
} from '../../../protocol/dbview.js';

/** Pure text renderings of dbview results; the grids look like those of `abapdeck preview`. */

export function renderCheck(result: CheckResult): string {
  const lines = [`Phase 1 (check): ${result.message || result.error}`];
  if (result.objects.length > 0) {
    lines.push('', alignedTable([['FILE', 'NAME', 'TYPE', 'STATUS', 'MESSAGE'], ...result.objects.map((o) => [o.file, o.name, o.type, o.status, o.message])]));
  }
  return lines.join('\n') + '\n';
}

export function renderDeploy(result: DeployResult): string {
  const lines = [`Phase 2 (deploy): ${result.message || result.error}`];
  if (result.objects.length > 0) {
    lines.push(
      '',
      alignedTable([
        ['NAME', 'TYPE', 'DEPLOY_STATE', 'HOT_STATUS', 'SQL_VIEW', 'MESSAGE'],
        ...result.objects.map((o) => [o.name, o.type, o.deploy_state, o.hot_status, o.sql_view, o.message]),
      ]),
    );
  }
  lines.push('', result.transportable ? `Transport: ${result.transport}` : 'Transport: none (local package)');
  return lines.join('\n') + '\n';
}

export function renderImport(result: ImportResult & { written?: string[] }): string {
  if (!result.success) return '';
  const written = result.written ?? result.files.map((file) => file.file);
  return [result.message, ...written.map((path) => `  ${path}`)].join('\n') + '\n';
}

export function renderList(result: ListResult): string {
  if (!result.success) return '';
  if (result.objects.length === 0) return `No views in ${result.package}.\n`;
  return (
    alignedTable([
      ['NAME', 'TYPE', 'DEPLOY_STATE', 'HOT_STATUS', 'SQL_VIEW', 'TRANSPORT', 'MESSAGE'],
      ...result.objects.map((o) => [o.name, o.type, o.deploy_state, o.hot_status, o.sql_view, o.transport, o.message]),
    ]) + `\n\n${result.message}\n`
  );
}

export function renderDrop(result: DropResult): string {
  if (!result.success) return '';
  const lines = [
    alignedTable([['NAME', 'TYPE', 'HOT_STATUS', 'DROPPED', 'MESSAGE'], ...result.objects.map((o) => [o.name, o.type, o.hot_status, o.dropped ? 'yes' : 'no', o.message])]),
    '',
    result.message + (result.transport ? ` (transport ${result.transport})` : ''),
  ];
  for (const warning of result.warnings) lines.push(`Warning: ${warning}`);
  return lines.join('\n') + '\n';
}

export function renderSchema(result: SchemaResult): string {
  if (!result.success) return '';
  switch (result.subaction) {
    case 'list': {
      const lines = [alignedTable([['SCHEMA', 'KIND', 'TABLES', 'VIEWS'], ...result.schemas.map((s) => [s.schema, s.kind, String(s.tables), String(s.views)])])];
      if (result.mappings.length > 0) {
        lines.push('', 'Logical schema mapping:', alignedTable([['LOGICAL', 'PHYSICAL'], ...result.mappings.map((m) => [m.logical, m.physical])]));
      }
      return lines.join('\n') + '\n';
    }
    case 'map':
    case 'unmap': {
      const lines = [result.message];
      if (result.mappings.length > 0) lines.push('', alignedTable([['LOGICAL', 'PHYSICAL'], ...result.mappings.map((m) => [m.logical, m.physical])]));
      return lines.join('\n') + '\n';
    }
    case 'tables': {
      const heading = schemaHeading(result.schema, result.physical_schema);
      if (result.tables.length === 0) return `${heading}: no tables\n`;
      return `${heading}\n\n${alignedTable([['NAME', 'KIND'], ...result.tables.map((t) => [t.name, t.kind])])}\n`;
    }
    default: {
      const heading = `${schemaHeading(result.schema, result.physical_schema)}  table ${result.table}`;
      return (
        `${heading}\n\n` +
        alignedTable([
          ['COLUMN', 'TYPE', 'LENGTH', 'SCALE', 'KEY', 'NULLABLE'],
          ...result.fields.map((f) => [f.name, f.type, String(f.length), String(f.scale), f.key ? 'X' : '', f.nullable ? 'X' : '']),
        ]) +
        '\n'
      );
    }
  }
}

function schemaHeading(schema: string, physical: string): string {
  return physical && physical.toUpperCase() !== schema.toUpperCase() ? `Schema ${schema} (physical ${physical})` : `Schema ${physical || schema}`;
}

export function renderViewRows(result: PreviewResult, options: PreviewTextOptions): string {
  if (!result.success) return '';
  return renderRows(`${result.view} (database view)`, result.rows, result.fields, result.pagination, options);
}

export function renderTableRows(result: TablePreviewResult, options: PreviewTextOptions): string {
  if (!result.success) return '';
  const schema = result.physical_schema && result.physical_schema.toUpperCase() !== result.schema.toUpperCase()
    ? `${result.schema} → ${result.physical_schema}`
    : result.physical_schema || result.schema;
  return renderRows(`${schema}.${result.table} (table)`, result.rows, result.fields, result.pagination, options);
}

function renderRows(title: string, rows: Array<Record<string, string>>, fields: RowsField[], page: RowsPagination, options: PreviewTextOptions): string {
  const columns = fields.length > 0 ? fields.map((f) => f.field) : Object.keys(rows[0] ?? {});
  const shown = columns.slice(0, PREVIEW_DISPLAYED_COLUMNS);
  return renderRowsBlock(
    {
      heading: title,
      rows,
      count: rows.length,
      columns,
      shown,
      hidden: columns.slice(shown.length),
      offset: page.offset,
      total: page.total,
      nextOffset: page.has_more ? page.next_offset : undefined,
    },
    options,
  );
}
