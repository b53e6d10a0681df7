import type { ObjectRef } from './backend.js';
import { ensureSuccess, ResultError } from './connection.js';
import { access, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createClipboard } from './clipboard.js';
import { exportFormatOf, rowAsText, rowsAsCsv, rowsAsJson, sortRows } from './export-rows.js';
import { columnOrder, columnWidths, isNumericType, leftInView, type GridColumn } from './grid.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import type { PreviewObject } from './wire.js';

/** Rows fetched per preview call; the next page loads when the cursor reaches the end (service maximum 500). */
export const previewPageSize = 100;

export type PreviewMode = 'grid' | 'record' | 'columns';

/** Whose rows the grid shows: a table or CDS view of the dictionary, a deployed database view, a schema table. */
export type PreviewOrigin =
  | { kind: 'object' }
  | { kind: 'view'; view: string }
  | { kind: 'table'; schema: string; table: string }
  /** Rows the deck already holds (an internal table of the debugger): no call, one page. */
  | { kind: 'static'; fields: GridColumn[]; rows: Array<Record<string, string>> };

interface PreviewData {
  /** What is previewed, as the pane names it (a database view: type VIEW; a schema table: SCHEMA.TABLE). */
  object: ObjectRef | null;
  origin: PreviewOrigin;
  /** Columns of the answer, in order. */
  columns: GridColumn[];
  /** Every field of the object (for the column picker). */
  allFields: GridColumn[];
  /** Columns requested ([] = all). */
  chosen: string[];
  where: string;
  /** The rows as shown (sorted when a sort is on). */
  rows: Array<Record<string, string>>;
  /** The rows in the order they were loaded. */
  loadedRows: Array<Record<string, string>>;
  /** s: the loaded rows in the order of a column. */
  sort: { field: string; descending: boolean } | null;
  widths: number[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The object's columns are known (first answer arrived). */
  loaded: boolean;
  row: number;
  /** Column under the cursor, an index into columns. */
  column: number;
  /** First scrolling (non-frozen) column shown. */
  left: number;
  mode: PreviewMode;
  /** Column picker: cursor and the fields ticked. */
  pickerCursor: number;
  picked: Record<string, boolean>;
  generation: number;
}

export interface PreviewSlice {
  preview: PreviewData & {
    show(object: ObjectRef, where?: string): Promise<void>;
    /** The rows of a database view or of a schema table (the dbview pane's p). */
    showRows(origin: Exclude<PreviewOrigin, { kind: 'object' } | { kind: 'static' }>): Promise<void>;
    /** Rows the deck holds (the debugger's internal table), under a title, in the grid. */
    showStatic(title: string, grid: { fields: GridColumn[]; rows: Array<Record<string, string>> }): Promise<void>;
    applyWhere(where: string): Promise<void>;
    move(delta: number): void;
    moveTo(position: 'first' | 'last' | number): void;
    page(direction: 1 | -1, fraction?: number): void;
    moveColumn(delta: number): void;
    columnTo(position: 'first' | 'last'): void;
    openRecord(): void;
    openPicker(): void;
    pickerMove(delta: number): void;
    pickerToggle(all?: boolean): void;
    pickerApply(): Promise<void>;
    /** s: sort the loaded rows by the column under the cursor — ascending, descending, loaded order. */
    sortByColumn(): void;
    /** y: the cell under the cursor to the clipboard. */
    copyCell(): Promise<void>;
    /** Y: the row under the cursor (values tab-separated). */
    copyRow(): Promise<void>;
    /** Writes every row (the rest loaded first) as CSV, or JSON for a .json path. */
    exportRows(path: string, options?: { overwrite?: boolean }): Promise<void>;
    back(): boolean;
    refresh(): Promise<void>;
  };
}

/** Rows an export loads at most (the grid's pages, fetched until the end). */
export const exportRowLimit = 100_000;

/** Preview type from the name when the object directory was not asked: the spec's rule (ZC_ is a CDS view). */
export function previewTypeOf(object: ObjectRef): string {
  if (object.type === 'TABL' || object.type === 'DDLS') return object.type;
  return /^[ZY]C_|^[ZY]I_/.test(object.name) ? 'DDLS' : 'TABL';
}

/** The client column holds the same value on every row: it goes to the end. */
export function clientLast(columns: GridColumn[]): GridColumn[] {
  return [...columns.filter((c) => c.type !== 'CLNT'), ...columns.filter((c) => c.type === 'CLNT')];
}

/** Frozen columns: key fields (the client field scrolls: it is the same on every row). */
export function frozenColumns(columns: GridColumn[]): boolean[] {
  const anyKey = columns.some((c) => c.key);
  return columns.map((c, index) => (anyKey ? c.key && c.type !== 'CLNT' : index === 0));
}

/** One page of rows, whoever answered it. */
interface PageAnswer {
  fields: GridColumn[];
  rows: Array<Record<string, string>>;
  total: number;
  hasMore: boolean | undefined;
}

const copiedBy = (way: 'clipboard' | 'osc52') => (way === 'clipboard' ? ' to the clipboard' : " through the terminal (OSC 52: the clipboard of the terminal's machine)");

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

export function createPreviewSlice({ get, patch, deps }: SliceContext): PreviewSlice {
  const pageSize = deps.previewPageSize ?? previewPageSize;
  const copy = deps.clipboard ?? createClipboard();
  const viewRows = () => Math.max(1, currentLayout(get().ui, get().drawer.open).mainRows - 2);

  /** Puts the cursor on a column and scrolls the grid so that it is in view. */
  const showColumn = (column: number) => {
    const p = get().preview;
    const width = currentLayout(get().ui, get().drawer.open).mainWidth - 1;
    patch('preview', { column, left: leftInView(p.columns, p.widths, frozenColumns(p.columns), p.left, column, width) });
  };

  /** Loads rows from an offset; the first page also brings the columns (and key fields). */
  const load = async (offset: number): Promise<boolean> => {
    const p = get().preview;
    if (!p.object || (p.loading && offset > 0)) return false;
    const generation = p.generation;
    const object = p.object;
    patch('preview', { loading: true });
    const origin = p.origin;
    const rowsRequest = {
      limit: pageSize,
      offset,
      ...(p.where.trim() ? { where: p.where.trim() } : {}),
      ...(p.chosen.length > 0 ? { columns: p.chosen } : {}),
    };
    if (origin.kind === 'static' && offset > 0) {
      patch('preview', { loading: false });
      return false;
    }
    const answer = origin.kind === 'static' ? { fields: origin.fields, rows: origin.rows, total: origin.rows.length, hasMore: false } : await get().connection.call(`preview ${object.name}`, async (backend): Promise<PageAnswer> => {
      if (origin.kind === 'view' || origin.kind === 'table') {
        const result = ensureSuccess(
          origin.kind === 'view' ? await backend.dbviewPreview({ view: origin.view, ...rowsRequest }) : await backend.dbviewTablePreview({ schema: origin.schema, table: origin.table, ...rowsRequest }),
        );
        return {
          fields: result.fields.map((f) => ({ field: f.field, type: f.type, length: f.length, key: f.key })),
          rows: result.rows,
          total: result.pagination.total,
          hasMore: result.pagination.has_more,
        };
      }
      const result = ensureSuccess(await backend.preview({ objects: [object.name], type: object.type, ...rowsRequest }));
      const found: PreviewObject | undefined = result.objects[0];
      if (!found) throw new ResultError(result.error || 'no object in the answer');
      if (found.not_found || found.access_denied || found.error) throw new ResultError(found.error || `${object.name}: not found`);
      let keys: Set<string> | undefined;
      if (offset === 0 && object.type === 'TABL') {
        // The preview answer does not mark key fields: the table's definition does.
        const view = await backend.view({ objects: [object.name], type: 'TABL' });
        keys = new Set((view.objects[0]?.components ?? []).filter((c) => c.key).map((c) => String(c.field)));
      }
      return {
        fields: found.fields.map((f) => ({ field: f.field, type: f.type, length: f.length, key: keys?.has(f.field) ?? false })),
        rows: found.rows,
        total: result.pagination?.total ?? found.total_rows,
        hasMore: result.pagination?.has_more,
      };
    }, {
      // the page again (its rows land in the grid), while the grid still shows that object
      retry: async () => {
        if (get().preview.generation === generation) await load(offset);
      },
      read: true,
    });
    if (get().preview.generation !== generation) return false;
    if (!answer) {
      patch('preview', { loading: false });
      return false;
    }
    patch('preview', (cur) => {
      const columns: GridColumn[] = offset === 0 ? clientLast(answer.fields) : cur.columns;
      const loadedRows = offset === 0 ? answer.rows : [...cur.loadedRows, ...answer.rows];
      const sorted = cur.sort && columns.some((c) => c.field === cur.sort!.field) ? cur.sort : null;
      const rows = sorted ? sortRows(loadedRows, sorted.field, sorted.descending, isNumericType(columns.find((c) => c.field === sorted.field)!.type)) : loadedRows;
      return {
        loading: false,
        loaded: true,
        columns,
        allFields: offset === 0 && cur.chosen.length === 0 ? columns : cur.allFields,
        rows,
        loadedRows,
        sort: sorted,
        widths: columnWidths(columns, rows),
        total: answer.total,
        hasMore: answer.hasMore ?? rows.length < answer.total,
      };
    });
    return true;
  };

  const restart = (changes: Partial<PreviewData>) => {
    patch('preview', (cur) => ({
      ...changes,
      rows: [],
      loadedRows: [],
      widths: [],
      total: 0,
      hasMore: false,
      loading: false,
      row: 0,
      column: 0,
      left: 0,
      mode: 'grid' as const,
      generation: cur.generation + 1,
    }));
    return load(0);
  };

  const setRow = (row: number) => {
    const p = get().preview;
    const next = Math.max(0, Math.min(Math.max(0, p.rows.length - 1), row));
    patch('preview', { row: next });
    // Paging at the end: the next rows load as the cursor comes near the last loaded one.
    if (p.hasMore && !p.loading && next >= p.rows.length - Math.max(5, viewRows())) void load(p.rows.length);
  };

  return {
    preview: {
      object: null,
      origin: { kind: 'object' },
      columns: [],
      allFields: [],
      chosen: [],
      where: '',
      rows: [],
      loadedRows: [],
      sort: null,
      widths: [],
      total: 0,
      hasMore: false,
      loading: false,
      loaded: false,
      row: 0,
      column: 0,
      left: 0,
      mode: 'grid',
      pickerCursor: 0,
      picked: {},
      generation: 0,

      async show(object, where = '') {
        const ref = { name: object.name.toUpperCase(), type: previewTypeOf(object) };
        await restart({ object: ref, origin: { kind: 'object' }, where, chosen: [], columns: [], allFields: [], loaded: false, sort: null });
      },

      async showRows(origin) {
        const ref = origin.kind === 'view' ? { name: origin.view.toUpperCase(), type: 'VIEW' } : { name: `${origin.schema}.${origin.table}`, type: 'TABLE' };
        await restart({ object: ref, origin, where: '', chosen: [], columns: [], allFields: [], loaded: false, sort: null });
      },

      async showStatic(title, grid) {
        await restart({ object: { name: title.toUpperCase(), type: 'ITAB' }, origin: { kind: 'static', ...grid }, where: '', chosen: [], columns: [], allFields: [], loaded: false, sort: null });
      },

      async applyWhere(where) {
        const p = get().preview;
        if (!p.object) return;
        // The server checks the condition; when it refuses, the last good rows stay, the reason is in the
        // status line and the refused text comes back in the input for editing.
        const before = { where: p.where, rows: p.rows, total: p.total, widths: p.widths, hasMore: p.hasMore, row: p.row };
        const ok = await restart({ where });
        if (!ok && get().preview.object === p.object) {
          patch('preview', before);
          get().ui.openPrompt('where', where);
        }
      },

      move(delta) {
        setRow(get().preview.row + delta);
      },

      moveTo(position) {
        const p = get().preview;
        setRow(position === 'first' ? 0 : position === 'last' ? p.rows.length - 1 : position);
      },

      page(direction, fraction = 1) {
        setRow(get().preview.row + direction * Math.max(1, Math.floor(viewRows() * fraction)));
      },

      moveColumn(delta) {
        const p = get().preview;
        // In the record view the column is the first field shown: the fields scroll.
        if (p.mode === 'record') return patch('preview', { column: Math.max(0, Math.min(p.columns.length - 1, p.column + delta)) });
        // the grid's order (key columns first), so that l goes to the column drawn right of the cursor
        const order = columnOrder(p.columns, frozenColumns(p.columns));
        const at = Math.max(0, order.indexOf(p.column));
        showColumn(order[Math.max(0, Math.min(order.length - 1, at + delta))] ?? 0);
      },

      columnTo(position) {
        const p = get().preview;
        const order = columnOrder(p.columns, frozenColumns(p.columns));
        showColumn((position === 'first' ? order[0] : order.at(-1)) ?? 0);
      },

      openRecord() {
        const p = get().preview;
        if (p.rows.length === 0) return;
        patch('preview', { mode: 'record' });
      },

      openPicker() {
        const p = get().preview;
        if (!p.loaded) return;
        const chosen = new Set(p.chosen.length > 0 ? p.chosen : p.allFields.map((f) => f.field));
        patch('preview', { mode: 'columns', pickerCursor: 0, picked: Object.fromEntries(p.allFields.map((f) => [f.field, chosen.has(f.field)])) });
      },

      pickerMove(delta) {
        patch('preview', (p) => ({ pickerCursor: Math.max(0, Math.min(p.allFields.length - 1, p.pickerCursor + delta)) }));
      },

      pickerToggle(all = false) {
        patch('preview', (p) => {
          if (all) {
            const every = p.allFields.every((f) => p.picked[f.field]);
            return { picked: Object.fromEntries(p.allFields.map((f) => [f.field, !every])) };
          }
          const field = p.allFields[p.pickerCursor]?.field;
          return field ? { picked: { ...p.picked, [field]: !p.picked[field] } } : {};
        });
      },

      async pickerApply() {
        const p = get().preview;
        const chosen = p.allFields.filter((f) => p.picked[f.field]).map((f) => f.field);
        if (chosen.length === 0) {
          get().connection.notify('choose at least one column', 'error');
          return;
        }
        await restart({ chosen: chosen.length === p.allFields.length ? [] : chosen });
      },

      sortByColumn() {
        const p = get().preview;
        const column = p.columns[p.column];
        if (!column) return;
        const sort = p.sort?.field !== column.field ? { field: column.field, descending: false } : !p.sort.descending ? { field: column.field, descending: true } : null;
        const rows = sort ? sortRows(p.loadedRows, sort.field, sort.descending, isNumericType(column.type)) : p.loadedRows;
        patch('preview', { sort, rows, row: 0 });
        const loaded = p.hasMore ? ` (the ${p.loadedRows.length} rows loaded of ${p.total})` : '';
        get().connection.notify(sort ? `sorted by ${sort.field} ${sort.descending ? 'descending' : 'ascending'}${loaded}` : 'rows in the order loaded');
      },

      async copyCell() {
        const p = get().preview;
        const row = p.rows[p.row];
        const column = p.mode === 'record' ? undefined : p.columns[p.column];
        if (!row || !column) return;
        const way = await copy(row[column.field] ?? '');
        get().connection.notify(`copied ${column.field} of row ${p.row + 1}${copiedBy(way)}`);
      },

      async copyRow() {
        const p = get().preview;
        const row = p.rows[p.row];
        if (!row) return;
        const way = await copy(rowAsText(p.columns.map((c) => c.field), row));
        get().connection.notify(`copied row ${p.row + 1} (${p.columns.length} values, tab-separated)${copiedBy(way)}`);
      },

      async exportRows(path, options = {}) {
        const target = resolve(path.trim());
        if (!path.trim()) return get().connection.notify('no file named: nothing was written', 'error');
        if (!options.overwrite && (await exists(target))) {
          get().ui.ask(`Overwrite ${target}?`, 'The file exists; its content is replaced by the rows.', () => void get().preview.exportRows(path, { overwrite: true }));
          return;
        }
        // the rest of the rows first, page by page
        while (get().preview.hasMore && get().preview.loadedRows.length < exportRowLimit) {
          if (!(await load(get().preview.loadedRows.length))) return;
        }
        const p = get().preview;
        const fields = p.columns.map((c) => c.field);
        const format = exportFormatOf(target);
        try {
          await writeFile(target, format === 'json' ? rowsAsJson(fields, p.rows) : rowsAsCsv(fields, p.rows), { encoding: 'utf8', flag: options.overwrite ? 'w' : 'wx' });
        } catch (error) {
          return get().connection.notify(`${target}: ${(error as Error).message}`, 'error');
        }
        get().connection.notify(`wrote ${p.rows.length} row(s) of ${p.object?.name ?? ''} as ${format.toUpperCase()} to ${target}${p.hasMore ? ` (the first ${exportRowLimit})` : ''}`);
      },

      back() {
        const p = get().preview;
        if (p.mode !== 'grid') {
          patch('preview', { mode: 'grid' });
          return true;
        }
        return false;
      },

      async refresh() {
        if (get().preview.object) await restart({});
      },
    },
  };
}
