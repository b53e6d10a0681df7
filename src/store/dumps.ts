import { ensureSuccess } from './connection.js';
import { defaultDumpFilter, dumpMatches, parseDumpFilter } from './dump-filters.js';
import type { Tone } from './drawer.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import type { DumpEntry, DumpStackFrame } from './wire.js';

export interface DetailRow {
  text: string;
  tone: Tone | 'title' | 'errorLine';
}

interface DumpsData {
  filterText: string;
  filterLabel: string;
  items: DumpEntry[];
  total: number;
  loaded: boolean;
  loading: boolean;
  cursor: number;
  detail: DumpEntry | null;
  detailRows: DetailRow[];
  detailTop: number;
  generation: number;
}

export interface DumpsSlice {
  dumps: DumpsData & {
    ensureLoaded(): void;
    applyFilter(text: string): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last' | number): void;
    page(direction: 1 | -1, fraction?: number): void;
    openSelected(): Promise<void>;
    scrollDetail(delta: number): void;
    /** From a dump's detail: the failing object's source in the source pane. */
    openSource(): void;
    back(): boolean;
    refresh(): Promise<void>;
    /** The live tick counted a new dump: a list on screen reads it again (keeping the detail and the cursor). */
    followNewDumps(): void;
  };
}

function frameName(frame: DumpStackFrame): string {
  return frame.CLASS ? `${frame.CLASS}->${frame.METHOD}` : frame.METHOD || frame.PROGRAM;
}

/** A class include without its padded class name (ZCL_X=====…CM001 → CM001). */
function shortInclude(frame: DumpStackFrame): string {
  const padded = /^(.+?)=+([A-Z0-9]+)$/.exec(frame.INCLUDE);
  return padded && padded[1] === frame.CLASS ? padded[2]! : frame.INCLUDE;
}

/** One line per dump in the list. */
export function dumpListLine(dump: DumpEntry): string {
  return `${dump.DATE} ${dump.TIME}  ${dump.ERROR.padEnd(26)} ${dump.PROGRAM.padEnd(32)} ${dump.USER}`;
}

/** The detail of a dump as rows: header, texts, the annotated source block ('>>>>>' marks the failing line), the call stack. */
export function dumpDetailRows(dump: DumpEntry): DetailRow[] {
  const rows: DetailRow[] = [];
  const text = (value: string | undefined, tone: DetailRow['tone'] = 'normal') => {
    for (const line of String(value ?? '').replace(/\n$/, '').split('\n')) rows.push({ text: line, tone });
  };
  rows.push({ text: `${dump.ERROR}  ${dump.EXCEPTION}`, tone: 'error' });
  rows.push({ text: `${dump.DATE} ${dump.TIME} · user ${dump.USER} · host ${dump.HOST} · id ${dump.ID}`, tone: 'dim' });
  rows.push({ text: `program ${dump.PROGRAM} · object ${dump.OBJECT} · package ${dump.PACKAGE}`, tone: 'dim' });
  if (dump.SOURCE_INCLUDE) {
    const file = dump.SOURCE_FILE ? ` (${dump.SOURCE_FILE} line ${dump.SOURCE_FILE_LINE ?? '?'})` : '';
    rows.push({ text: `failed at line ${dump.SOURCE_LINE ?? '?'} of include ${dump.SOURCE_INCLUDE}${file}`, tone: 'dim' });
  }
  if (dump.WHAT_HAPPENED) {
    rows.push({ text: 'What happened', tone: 'title' });
    text(dump.WHAT_HAPPENED);
  }
  if (dump.ERROR_ANALYSIS) {
    rows.push({ text: 'Error analysis', tone: 'title' });
    text(dump.ERROR_ANALYSIS);
  }
  const stack = dump.CALL_STACK ?? [];
  const source = stack.filter((frame) => frame.LEVEL === 0);
  for (const block of source) {
    rows.push({ text: `Source ${block.INCLUDE || block.PROGRAM}`, tone: 'title' });
    for (const line of String(block.METHOD ?? '').replace(/\n$/, '').split('\n')) {
      rows.push({ text: line, tone: line.includes('>>>>>') ? 'errorLine' : 'normal' });
    }
  }
  // The innermost call (highest level) first: the top of the stack, where it failed.
  const frames = stack.filter((frame) => frame.LEVEL > 0).sort((a, b) => b.LEVEL - a.LEVEL);
  if (frames.length > 0) {
    rows.push({ text: 'Call stack', tone: 'title' });
    const width = Math.max(...frames.map((frame) => frameName(frame).length));
    for (const frame of frames) {
      rows.push({ text: `${String(frame.LEVEL).padStart(3)}  ${frameName(frame).padEnd(width)}  ${shortInclude(frame)} line ${frame.LINE}`, tone: 'normal' });
    }
  }
  return rows;
}

/** A line cut into pieces of at most the width, at spaces where it can (a word longer than the width is cut). */
export function wrapLine(text: string, width: number): string[] {
  const clean = text.replace(/\t/g, '  ').replace(/\s+$/, '');
  if (width <= 0 || clean.length <= width) return [clean];
  const pieces: string[] = [];
  let rest = clean;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    pieces.push(rest.slice(0, cut).replace(/\s+$/, ''));
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

/** The detail rows as drawn: each wrapped to the pane's width, the pieces keeping their row's tone. */
export function wrapDetailRows(rows: readonly DetailRow[], width: number): DetailRow[] {
  return rows.flatMap((row) => wrapLine(row.text, width).map((text) => ({ text, tone: row.tone })));
}

export function createDumpsSlice({ get, patch, deps }: SliceContext): DumpsSlice {
  const visible = () => Math.max(1, currentLayout(get().ui, get().drawer.open).mainRows - 1);
  /** How many lines the open detail takes at the pane's width (long texts wrap). */
  const detailLines = () => wrapDetailRows(get().dumps.detailRows, currentLayout(get().ui, get().drawer.open).mainWidth).length;

  /**
   * Loads the list for the filter. `keep`: the list is read again under the user (a new dump arrived): the open
   * detail stays, and so does the cursor on its dump.
   */
  /** The live tick counted a new dump while the list was loading. */
  let followAfterLoad = false;
  const load = async (options: { keep?: boolean } = {}): Promise<void> => {
    const d = get().dumps;
    const parsed = parseDumpFilter(d.filterText, deps.now?.() ?? new Date());
    if (!parsed.ok) {
      get().connection.notify(parsed.reason, 'error');
      return;
    }
    const generation = d.generation + 1;
    patch('dumps', { loading: true, filterLabel: parsed.label, generation, ...(options.keep ? {} : { detail: null, detailRows: [] }) });
    const result = await get().connection.call(`dumps ${parsed.label}`, async (backend) => ensureSuccess(await backend.dumps(parsed.request)), {
      retry: () => load(options),
      read: true,
      quiet: options.keep === true,
    });
    if (get().dumps.generation !== generation) return;
    if (!result) return patch('dumps', { loading: false });
    const items = parsed.patterns.length > 0 ? result.DUMPS.filter((dump) => dumpMatches(dump, parsed.patterns)) : result.DUMPS;
    const total = parsed.patterns.length > 0 ? items.length : result.TOTAL;
    patch('dumps', (cur) => {
      const current = cur.items[cur.cursor]?.ID;
      const cursor = options.keep && current ? Math.max(0, items.findIndex((dump) => dump.ID === current)) : 0;
      return { loading: false, loaded: true, items, total, cursor };
    });
    if (followAfterLoad) {
      followAfterLoad = false;
      await load({ keep: true });
    }
  };

  const setCursor = (index: number) =>
    patch('dumps', (d) => ({ cursor: Math.max(0, Math.min(Math.max(0, d.items.length - 1), index)) }));

  return {
    dumps: {
      filterText: defaultDumpFilter,
      filterLabel: 'last 7 days',
      items: [],
      total: 0,
      loaded: false,
      loading: false,
      cursor: 0,
      detail: null,
      detailRows: [],
      detailTop: 0,
      generation: 0,

      ensureLoaded() {
        const d = get().dumps;
        if (!d.loaded && !d.loading) void load();
      },

      applyFilter(text) {
        const parsed = parseDumpFilter(text, deps.now?.() ?? new Date());
        if (!parsed.ok) {
          // the text stays in the input for a fix; the list stays as it was
          get().ui.openPrompt('dumpFilter', text);
          get().connection.notify(parsed.reason, 'error');
          return;
        }
        patch('dumps', { filterText: text.trim() || defaultDumpFilter });
        void load();
      },

      followNewDumps() {
        const d = get().dumps;
        if (!d.loaded) return;
        // a dump counted while the list loads may be newer than what that load reads: read again after it
        if (d.loading) followAfterLoad = true;
        else void load({ keep: true });
      },

      move(delta) {
        if (get().dumps.detail) return get().dumps.scrollDetail(delta);
        setCursor(get().dumps.cursor + delta);
      },

      moveTo(position) {
        const d = get().dumps;
        if (d.detail) {
          patch('dumps', { detailTop: position === 'first' ? 0 : Math.max(0, detailLines() - visible()) });
          return;
        }
        setCursor(position === 'first' ? 0 : position === 'last' ? d.items.length - 1 : position);
      },

      page(direction, fraction = 1) {
        const step = direction * Math.max(1, Math.floor(visible() * fraction));
        get().dumps.move(step);
      },

      async openSelected() {
        const d = get().dumps;
        const entry = d.items[d.cursor];
        if (!entry || d.detail) return;
        const result = await get().connection.call(`dump ${entry.ID}`, async (backend) => ensureSuccess(await backend.dumpDetail(entry.ID)));
        const detail = result?.DUMPS[0];
        if (!detail) return;
        // Opens at the top: the error, when and where, then what happened (the source block is a scroll away).
        patch('dumps', { detail, detailRows: dumpDetailRows(detail), detailTop: 0 });
      },

      scrollDetail(delta) {
        const lines = detailLines();
        patch('dumps', (d) => ({ detailTop: Math.max(0, Math.min(Math.max(0, lines - visible()), d.detailTop + delta)) }));
      },

      openSource() {
        const detail = get().dumps.detail ?? get().dumps.items[get().dumps.cursor];
        if (!detail?.OBJECT) return;
        const name = detail.OBJECT;
        // The failing frame: the innermost call, its method and include-relative line.
        const frame = [...(detail.CALL_STACK ?? [])].filter((f) => f.LEVEL > 0).sort((a, b) => b.LEVEL - a.LEVEL)[0];
        void get().source.show({ name, type: '' }, frame?.METHOD, frame?.LINE);
        get().ui.open('source');
      },

      back() {
        if (get().dumps.detail) {
          patch('dumps', { detail: null, detailRows: [] });
          return true;
        }
        return false;
      },

      async refresh() {
        await load();
      },
    },
  };
}
