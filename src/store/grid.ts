/**
 * Pure layout of the preview grid: column widths from the loaded rows, the frozen key columns, and which
 * scrolling columns fit beside them. Rendering touches only the visible window, so a 500×40 grid costs per
 * key what a 20×6 one does.
 */

export interface GridColumn {
  field: string;
  type: string;
  length: number;
  key: boolean;
}

/** No column is drawn wider than this; longer values end in '…'. */
export const maxColumnWidth = 30;
const minColumnWidth = 3;
/** Columns are separated by one space and a bar. */
export const columnGap = 3;

/** Widths from the header and the values loaded so far (capped); recomputed per loaded page, not per key. */
export function columnWidths(columns: GridColumn[], rows: ReadonlyArray<Record<string, string>>): number[] {
  return columns.map((column) => {
    let width = Math.max(minColumnWidth, column.field.length);
    for (const row of rows) {
      const value = row[column.field];
      if (value !== undefined && value.length > width) {
        width = value.length;
        if (width >= maxColumnWidth) break;
      }
    }
    return Math.min(maxColumnWidth, width);
  });
}

export interface GridWindow {
  /** Indexes into the column list: the frozen columns, then the scrolling ones that fit. */
  frozen: number[];
  scrolling: number[];
  /** Some scrolling columns are off to the left / right. */
  moreLeft: boolean;
  moreRight: boolean;
}

/**
 * The columns visible at a width: frozen key columns always (as many as fit in half the width), then the
 * scrolling columns from `left` (an index into the non-frozen columns) on.
 */
export function gridWindow(columns: GridColumn[], widths: number[], frozenKeys: boolean[], left: number, width: number): GridWindow {
  const { frozen: shownFrozen, others } = splitColumns(columns, widths, frozenKeys, width);
  let used = shownFrozen.reduce((sum, index) => sum + widths[index]! + columnGap, 0);
  const start = Math.max(0, Math.min(left, others.length - 1));
  const scrolling: number[] = [];
  for (let i = start; i < others.length; i++) {
    const need = widths[others[i]!]! + columnGap;
    if (scrolling.length > 0 && used + need > width) break;
    scrolling.push(others[i]!);
    used += need;
  }
  return { frozen: shownFrozen, scrolling, moreLeft: start > 0, moreRight: start + scrolling.length < others.length };
}

/** The frozen key columns that fit in half the width, and the scrolling ones in order (key columns that do not fit first). */
function splitColumns(columns: GridColumn[], widths: number[], frozenKeys: boolean[], width: number): { frozen: number[]; others: number[] } {
  const frozen: number[] = [];
  const others: number[] = [];
  columns.forEach((_, index) => (frozenKeys[index] ? frozen : others).push(index));
  let used = 0;
  const shownFrozen: number[] = [];
  for (const index of frozen) {
    if (used + widths[index]! + columnGap > width / 2) break;
    shownFrozen.push(index);
    used += widths[index]! + columnGap;
  }
  return { frozen: shownFrozen, others: [...frozen.slice(shownFrozen.length), ...others] };
}

/** The columns in the order the grid draws them: the key columns, then the others (h and l move along it). */
export function columnOrder(columns: GridColumn[], frozenKeys: boolean[]): number[] {
  const keys = columns.flatMap((_, index) => (frozenKeys[index] ? [index] : []));
  return [...keys, ...columns.flatMap((_, index) => (frozenKeys[index] ? [] : [index]))];
}

/**
 * The first scrolling column to show so that the column under the cursor is in view, moving the window as little
 * as possible (a frozen column is always in view: `left` stays).
 */
export function leftInView(columns: GridColumn[], widths: number[], frozenKeys: boolean[], left: number, column: number, width: number): number {
  const { frozen, others } = splitColumns(columns, widths, frozenKeys, width);
  if (frozen.includes(column)) return Math.max(0, Math.min(left, others.length - 1));
  const position = others.indexOf(column);
  if (position < 0) return left;
  let start = Math.max(0, Math.min(left, others.length - 1));
  if (position < start) return position;
  while (start < position && !gridWindow(columns, widths, frozenKeys, start, width).scrolling.includes(column)) start++;
  return start;
}

/** Cuts or pads a value to a column width (values are one line: control characters become spaces). */
export function cell(value: string | undefined, width: number, alignRight = false): string {
  const text = (value ?? '').replace(/[\r\n\t]/g, ' ');
  if (text.length > width) return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`;
  return alignRight ? text.padStart(width) : text.padEnd(width);
}

const numericTypes = new Set(['INT1', 'INT2', 'INT4', 'INT8', 'DEC', 'CURR', 'QUAN', 'FLTP', 'D16N', 'D34N', 'NUMC']);

export function isNumericType(type: string): boolean {
  return numericTypes.has(type.toUpperCase());
}

/** The first row to show so that the cursor stays visible, moving the window as little as possible. */
export function scrollTop(previousTop: number, cursor: number, visible: number, total: number): number {
  if (visible <= 0) return 0;
  let top = previousTop;
  if (cursor < top) top = cursor;
  else if (cursor >= top + visible) top = cursor - visible + 1;
  return Math.max(0, Math.min(top, Math.max(0, total - visible)));
}
