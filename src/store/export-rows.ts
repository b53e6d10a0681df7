/**
 * The preview grid's rows as a file: CSV (RFC 4180: comma-separated, a value with a comma, quote or line
 * break in quotes, quotes doubled, CRLF between records, a header line of the field names) or JSON (an
 * array of objects, the fields in the grid's order). The format follows the file name: .json is JSON,
 * anything else CSV.
 */

export type ExportFormat = 'csv' | 'json';

export function exportFormatOf(path: string): ExportFormat {
  return /\.json$/i.test(path.trim()) ? 'json' : 'csv';
}

function csvValue(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function rowsAsCsv(fields: readonly string[], rows: ReadonlyArray<Record<string, string>>): string {
  const lines = [fields.map(csvValue).join(','), ...rows.map((row) => fields.map((field) => csvValue(row[field] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function rowsAsJson(fields: readonly string[], rows: ReadonlyArray<Record<string, string>>): string {
  return `${JSON.stringify(
    rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field] ?? '']))),
    null,
    2,
  )}\n`;
}

/** One row for the clipboard: the values tab-separated, as a spreadsheet pastes them. */
export function rowAsText(fields: readonly string[], row: Record<string, string>): string {
  return fields.map((field) => (row[field] ?? '').replace(/[\t\r\n]/g, ' ')).join('\t');
}

/**
 * The rows in the order of a column: numbers as numbers (a column of a numeric type, or values that are all
 * numbers), else text; ties keep their loaded order.
 */
export function sortRows(rows: ReadonlyArray<Record<string, string>>, field: string, descending: boolean, numeric: boolean): Array<Record<string, string>> {
  // ABAP writes a negative number with a trailing minus (12.50-)
  const asNumber = (value: string | undefined) => {
    const text = String(value ?? '').trim();
    if (text === '') return Number.NaN;
    return Number(text.endsWith('-') ? `-${text.slice(0, -1)}` : text);
  };
  const numbers = numeric || rows.every((row) => (row[field] ?? '').trim() === '' || !Number.isNaN(asNumber(row[field])));
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const sign = descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[field] ?? '';
      const y = b.row[field] ?? '';
      let order: number;
      if (numbers) {
        const nx = x.trim() === '' ? Number.NEGATIVE_INFINITY : asNumber(x);
        const ny = y.trim() === '' ? Number.NEGATIVE_INFINITY : asNumber(y);
        order = nx === ny ? 0 : nx < ny ? -1 : 1;
      } else {
        order = collator.compare(x, y);
      }
      return order !== 0 ? sign * order : a.index - b.index;
    })
    .map((entry) => entry.row);
}
