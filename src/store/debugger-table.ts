/**
 * An internal table of the debugger as the preview grid's columns and rows: one row per table line, a
 * column per component of a structured line (a line of another kind is one column, VALUE), the row number first.
 */
import type { Variable } from '../debug/session.js';
import type { GridColumn } from './grid.js';

/** The component's own name: `LT_X[2]-NAME` → NAME. */
function componentName(variable: Variable): string {
  return /-([^-[\]>]+)$/.exec(variable.id)?.[1] ?? variable.name;
}

export function tableGrid(lines: ReadonlyArray<{ variable: Variable; children: Variable[] }>): { fields: GridColumn[]; rows: Array<Record<string, string>> } {
  const fields: GridColumn[] = [{ field: 'ROW', type: 'INT4', length: 10, key: true }];
  const known = new Set<string>(['ROW']);
  const rows = lines.map(({ variable, children }, index) => {
    const row: Record<string, string> = { ROW: /\[(\d+)\]$/.exec(variable.id)?.[1] ?? String(index + 1) };
    const parts = children.length > 0 ? children.map((child) => [componentName(child), child] as const) : ([['VALUE', variable]] as const);
    for (const [name, part] of parts) {
      if (!known.has(name)) {
        known.add(name);
        fields.push({ field: name, type: part.type, length: 0, key: false });
      }
      row[name] = part.metaType === 'table' ? `${part.tableLines ?? 0} lines` : part.value;
    }
    return row;
  });
  return { fields, rows };
}
