import { PREVIEW_DISPLAYED_COLUMNS, type PreviewObject, type PreviewResult } from '../../protocol/reading.js';
import { alignedTable } from './table.js';

export interface PreviewTextOptions {
  /** One field per line. */
  vertical: boolean;
  /** Every column, values cut to the column width (3 to 20 characters). */
  compact: boolean;
}

export const COMPACT_WIDTH = { min: 3, max: 20 } as const;

/** The text of a preview result: per object a heading, the grid (or records), hidden columns and paging. */
export function renderPreview(result: PreviewResult, options: PreviewTextOptions): string {
  const blocks = result.objects.filter((object) => !object.error).map((object) => renderObject(object, result, options));
  return blocks.join('\n');
}

function renderObject(object: PreviewObject, result: PreviewResult, options: PreviewTextOptions): string {
  const { offset } = result.pagination;
  const range = object.row_count > 0 ? `rows ${offset + 1}-${offset + object.row_count} of ${object.total_rows}` : `no rows (of ${object.total_rows})`;
  const lines = [`${object.name} (${object.type_text})  ${range}`, ''];
  if (object.row_count > 0) {
    if (options.vertical) lines.push(...verticalRecords(object, offset));
    else if (options.compact) lines.push(compactGrid(object));
    else {
      const shown = displayedColumns(object);
      lines.push(alignedTable([shown, ...object.rows.map((row) => shown.map((column) => row[column] ?? ''))]));
      const hidden = hiddenColumns(object, shown);
      if (hidden.length > 0) {
        lines.push('', `${hidden.length} more column(s) hidden: ${hidden.join(', ')} (use --columns, --vertical or --compact)`);
      }
    }
  }
  if (offset + object.row_count < object.total_rows) lines.push('', `More rows: --offset ${offset + object.row_count}`);
  return lines.join('\n') + '\n';
}

function allColumns(object: PreviewObject): string[] {
  return object.fields.length > 0 ? object.fields.map((f) => f.field) : Object.keys(object.rows[0] ?? {});
}

/** The server's count of columns to show (a server may not send it: at most six then). */
function displayedColumns(object: PreviewObject): string[] {
  const columns = allColumns(object);
  const count = object.columns_displayed > 0 ? object.columns_displayed : Math.min(PREVIEW_DISPLAYED_COLUMNS, columns.length);
  return columns.slice(0, count);
}

function hiddenColumns(object: PreviewObject, shown: string[]): string[] {
  const rest = allColumns(object).filter((column) => !shown.includes(column));
  return object.columns_hidden.length > 0 ? object.columns_hidden : rest;
}

function verticalRecords(object: PreviewObject, offset: number): string[] {
  const columns = allColumns(object);
  const width = Math.max(...columns.map((c) => c.length)) + 2;
  return object.rows.flatMap((row, index) => [
    ...(index > 0 ? [''] : []),
    `Row ${offset + index + 1}`,
    ...columns.map((column) => `  ${column.padEnd(width)}${row[column] ?? ''}`),
  ]);
}

/** Cuts a value to a width, marking the cut with '…'. */
export function fit(value: string, width: number): string {
  return value.length <= width ? value : `${value.slice(0, Math.max(0, width - 1))}…`;
}

function compactGrid(object: PreviewObject): string {
  const columns = allColumns(object);
  const widths = columns.map((column) => {
    const longest = Math.max(column.length, ...object.rows.map((row) => (row[column] ?? '').length));
    return Math.min(COMPACT_WIDTH.max, Math.max(COMPACT_WIDTH.min, longest));
  });
  const line = (cells: string[]) => cells.map((cell, i) => fit(cell, widths[i]!).padEnd(widths[i]!)).join(' | ').trimEnd();
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...object.rows.map((row) => line(columns.map((column) => row[column] ?? ''))),
  ].join('\n');
}
