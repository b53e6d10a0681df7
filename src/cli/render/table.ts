/** Aligns rows of cells into columns (the first row is the header); the last column is not padded. */
export function alignedTable(rows: string[][], gap = 2): string {
  if (rows.length === 0) return '';
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]! + gap)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}
