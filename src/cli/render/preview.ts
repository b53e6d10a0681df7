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
  const shown = displayedColumns(object);
  return renderRowsBlock(
    {
      heading: `${object.name} (${object.type_text})`,
      rows: object.rows,
      count: object.row_count,
      columns: allColumns(object),
      shown,
      hidden: hiddenColumns(object, shown),
      offset,
      total: object.total_rows,
      nextOffset: offset + object.row_count < object.total_rows ? offset + object.row_count : undefined,
    },
    options,
  );
}

/** One block of rows as every row-showing command prints it: the caller decides columns and paging. */
export interface RowsBlock {
  heading: string;
  rows: Array<Record<string, string>>;
  /** Rows in this page, as the server counts them. */
  count: number;
  /** Every column, in order (vertical and compact show them all). */
  columns: string[];
  /** Columns of the default grid, and the ones it leaves out. */
  shown: string[];
  hidden: string[];
  offset: number;
  total: number;
  /** Offset of the next page; undefined on the last page. */
  nextOffset: number | undefined;
}

/** A heading with the row range, the grid (or records, or the compact grid), hidden columns and a paging hint. */
export function renderRowsBlock(block: RowsBlock, options: PreviewTextOptions): string {
  const range = block.count > 0 ? `rows ${block.offset + 1}-${block.offset + block.count} of ${block.total}` : `no rows (of ${block.total})`;
  const lines = [`${block.heading}  ${range}`, ''];
  if (block.count > 0) {
    if (options.vertical) lines.push(...verticalRecords(block.columns, block.rows, block.offset));
    else if (options.compact) lines.push(compactGrid(block.columns, block.rows));
    else {
      lines.push(alignedTable([block.shown, ...block.rows.map((row) => block.shown.map((column) => row[column] ?? ''))]));
      if (block.hidden.length > 0) {
        lines.push('', `${block.hidden.length} more column(s) hidden: ${block.hidden.join(', ')} (use --columns, --vertical or --compact)`);
      }
    }
  }
  if (block.nextOffset !== undefined) lines.push('', `More rows: --offset ${block.nextOffset}`);
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

function verticalRecords(columns: string[], rows: Array<Record<string, string>>, offset: number): string[] {
  const width = Math.max(...columns.map((c) => c.length)) + 2;
  return rows.flatMap((row, index) => [
    ...(index > 0 ? [''] : []),
    `Row ${offset + index + 1}`,
    ...columns.map((column) => `  ${column.padEnd(width)}${row[column] ?? ''}`),
  ]);
}

/** Cuts a value to a width, marking the cut with '…'. */
export function fit(value: string, width: number): string {
  return value.length <= width ? value : `${value.slice(0, Math.max(0, width - 1))}…`;
}

function compactGrid(columns: string[], rows: Array<Record<string, string>>): string {
  const widths = columns.map((column) => {
    const longest = Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length));
    return Math.min(COMPACT_WIDTH.max, Math.max(COMPACT_WIDTH.min, longest));
  });
  const line = (cells: string[]) => cells.map((cell, i) => fit(cell, widths[i]!).padEnd(widths[i]!)).join(' | ').trimEnd();
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...rows.map((row) => line(columns.map((column) => row[column] ?? ''))),
  ].join('\n');
}
