import type { ObjectRef } from './backend.js';
import { listableTypes } from '../protocol/results.js';
import { ensureSuccess } from './connection.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import { listFilter } from './list-filter.js';

export interface ObjectRow {
  TYPE: string;
  NAME: string;
  /** Activated with that many kernel gaps (standard names the embedded kernel lacks). */
  KERNEL_GAPS?: number;
}

/** Whether a loaded row is of an object activated with kernel gaps. */
export function hasGaps(pages: Record<number, readonly ObjectRow[]>): boolean {
  return Object.values(pages).some((rows) => rows.some((row) => (row.KERNEL_GAPS ?? 0) > 0));
}

/** What the objects pane shows after the name of an object activated with kernel gaps. */
export function gapSuffix(row: ObjectRow): string {
  return row.KERNEL_GAPS ? ` (${row.KERNEL_GAPS} kernel gap${row.KERNEL_GAPS === 1 ? '' : 's'})` : '';
}

/** Objects fetched per list call; more pages load as the cursor comes near them. */
export const objectPageSize = 100;
/** Load the next page when the cursor is this close to rows not yet loaded. */
const pageAhead = 30;

export interface ObjectFilter {
  types: string[];
  /** Name pattern for the list call ('*' any characters, '+' one), '' for all. */
  name: string;
  /**
   * A regular expression (`re:…`) or an inverse filter (`!…`) of the list panes' `/` (list-filter.ts): the
   * service has no such name filter, so the whole list of the types is loaded and filtered here.
   */
  local?: string;
  /** Types left out (`!dtel`): filtered here, as `local` is. */
  excludedTypes?: string[];
}

/** The most objects a local filter loads (a package beyond it is filtered in its first part only). */
export const localFilterLimit = 20_000;
const listCallLimit = 1000;

/**
 * The `/` filter text: words naming list types (clas, intf …) filter by type, the rest is a name
 * pattern; a pattern without '*' or '+' matches anywhere in the name. A rest beginning `re:` or `!` is the
 * list panes' filter (a regular expression, an inverse), applied to the loaded names.
 */
export function parseObjectFilter(text: string): ObjectFilter {
  const types: string[] = [];
  const excludedTypes: string[] = [];
  const words: string[] = [];
  const asTyped: string[] = [];
  const typeOf = (word: string) => {
    const upperWord = word.toUpperCase().replace(/^TYPE[:=]/, '');
    return (listableTypes as readonly string[]).includes(upperWord) ? upperWord : undefined;
  };
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const type = typeOf(word);
    // `!dtel` leaves a type out as `dtel` keeps only it; `!fare` is the list panes' inverse name filter
    const excluded = word.startsWith('!') ? typeOf(word.slice(1)) : undefined;
    if (type) types.push(type);
    else if (excluded) excludedTypes.push(excluded);
    else {
      words.push(word.toUpperCase());
      asTyped.push(word);
    }
  }
  // leaving types out is done here, over the whole list, with the name filter (if any) as the list panes' `/`
  if (excludedTypes.length > 0) return { types, excludedTypes, name: '', local: asTyped.join(' ') };
  if (words.length === 0) return { types, name: '' };
  if (/^(?:re:|!)/i.test(asTyped[0]!)) return { types, name: '', local: asTyped.join(' ') };
  // One word with its own wildcards is a pattern as typed; otherwise names holding the words in that order.
  if (words.length === 1 && /[*+]/.test(words[0]!)) return { types, name: words[0]! };
  return { types, name: `*${words.join('*')}*` };
}

interface ObjectsData {
  package: string;
  filterText: string;
  /** The filter text when `/` was pressed, restored by Esc in the input. */
  filterBefore: string;
  /** Type filter cycled with t ('' = all types). */
  typeCycle: string;
  total: number;
  byType: Array<{ TYPE: string; COUNT: number }>;
  /** Loaded pages by page number. */
  pages: Record<number, ObjectRow[]>;
  loadingPages: Record<number, boolean>;
  /** The first page of the current package and filter has arrived. */
  loaded: boolean;
  cursor: number;
  /** Bumped on every new package or filter: answers to older requests are dropped. */
  generation: number;
}

export interface ObjectsSlice {
  objects: ObjectsData & {
    show(pkg: string): Promise<void>;
    beginFilter(): void;
    setFilterText(text: string, options?: { now?: boolean }): void;
    cancelFilter(): void;
    /** t / T: all types, then each type the package has. */
    cycleType(step: 1 | -1): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last' | number): void;
    page(direction: 1 | -1, fraction?: number): void;
    selectedObject(): ObjectRow | undefined;
    /** The selected object as type and name (for run, unit, inspect). */
    selectedRef(): ObjectRef | undefined;
    openSelected(): void;
    previewSelected(): void;
    /** Esc: clears a filter first. */
    back(): boolean;
    refresh(): Promise<void>;
  };
}

export function objectAt(data: Pick<ObjectsData, 'pages'>, index: number): ObjectRow | undefined {
  return data.pages[Math.floor(index / objectPageSize)]?.[index % objectPageSize];
}

/** Objects that can be previewed as rows (tables and CDS views). */
export function isPreviewable(type: string): boolean {
  return type === 'TABL' || type === 'DDLS';
}

export function createObjectsSlice({ get, patch, deps }: SliceContext): ObjectsSlice {
  let filterTimer: NodeJS.Timeout | undefined;
  let statusRequested = false;

  const effectiveFilter = (): ObjectFilter => {
    const { filterText, typeCycle } = get().objects;
    const parsed = parseObjectFilter(filterText);
    return { ...parsed, types: typeCycle ? [typeCycle] : parsed.types };
  };

  /** A local filter: every object of the types, filtered here, laid out in pages as the service's would be. */
  const loadFiltered = async (generation: number, pkg: string, filter: ObjectFilter) => {
    const all: ObjectRow[] = [];
    let byType: ObjectsData['byType'] | undefined;
    for (let offset = 0; offset < localFilterLimit; offset += listCallLimit) {
      const result = await get().connection.call(`list ${pkg}`, async (backend) =>
        ensureSuccess(
          await backend.list({ package: pkg, type: filter.types.length > 0 ? filter.types.join(',') : undefined, limit: listCallLimit, offset }),
        ),
      );
      if (!result || get().objects.generation !== generation) return undefined;
      if (filter.types.length === 0) byType ??= result.BY_TYPE;
      all.push(...result.OBJECTS);
      if (all.length >= result.TOTAL || result.OBJECTS.length === 0) break;
    }
    const kept = listFilter(filter.local!);
    const excluded = new Set(filter.excludedTypes ?? []);
    const rows = all.filter((row) => !excluded.has(row.TYPE) && kept.matches(row.NAME));
    const pages: Record<number, ObjectRow[]> = {};
    for (let page = 0; page * objectPageSize < rows.length; page++) pages[page] = rows.slice(page * objectPageSize, (page + 1) * objectPageSize);
    return { rows, pages, byType, error: kept.error };
  };

  const loadPage = async (pageNumber: number) => {
    const o = get().objects;
    if (!o.package || o.pages[pageNumber] || o.loadingPages[pageNumber]) return;
    const generation = o.generation;
    const pkg = o.package;
    const filter = effectiveFilter();
    patch('objects', (cur) => ({ loadingPages: { ...cur.loadingPages, [pageNumber]: true } }));
    if (filter.local !== undefined) {
      const found = await loadFiltered(generation, pkg, filter);
      if (get().objects.generation !== generation) return;
      if (found?.error) get().connection.notify(found.error, 'error');
      patch('objects', (cur) =>
        found
          ? { loadingPages: {}, loaded: true, total: found.rows.length, byType: found.byType ?? cur.byType, pages: found.pages, cursor: Math.min(cur.cursor, Math.max(0, found.rows.length - 1)) }
          : { loadingPages: {} },
      );
      return;
    }
    const result = await get().connection.call(`list ${pkg}`, async (backend) =>
      ensureSuccess(
        await backend.list({
          package: pkg,
          type: filter.types.length > 0 ? filter.types.join(',') : undefined,
          name: filter.name || undefined,
          limit: objectPageSize,
          offset: pageNumber * objectPageSize,
        }),
      ),
      // the page again, so that its rows land in the list
      { retry: () => loadPage(pageNumber), read: true },
    );
    if (get().objects.generation !== generation) return;
    patch('objects', (cur) => {
      const loadingPages = { ...cur.loadingPages };
      delete loadingPages[pageNumber];
      if (!result) return { loadingPages };
      return {
        loadingPages,
        loaded: true,
        total: result.TOTAL,
        // The per-type counts of the whole package come with an unfiltered answer.
        byType: filter.types.length === 0 && !filter.name ? result.BY_TYPE : cur.byType,
        pages: { ...cur.pages, [pageNumber]: result.OBJECTS },
        cursor: Math.min(cur.cursor, Math.max(0, result.TOTAL - 1)),
      };
    });
  };

  /** Loads the pages the cursor's screen needs (and the next one when it comes near). */
  const ensureLoaded = () => {
    const { cursor, total, loaded } = get().objects;
    if (!loaded) return void loadPage(0);
    const rows = currentLayout(get().ui, get().drawer.open).objectRows;
    const first = Math.max(0, cursor - rows);
    const last = Math.min(Math.max(0, total - 1), cursor + rows + pageAhead);
    for (let page = Math.floor(first / objectPageSize); page <= Math.floor(last / objectPageSize); page++) void loadPage(page);
  };

  const restart = (changes: Partial<ObjectsData>) => {
    patch('objects', (cur) => ({
      ...changes,
      pages: {},
      loadingPages: {},
      loaded: false,
      cursor: 0,
      total: 0,
      generation: cur.generation + 1,
    }));
    return loadPage(0);
  };

  const setCursor = (index: number) => {
    const { total } = get().objects;
    patch('objects', { cursor: Math.max(0, Math.min(Math.max(0, total - 1), index)) });
    ensureLoaded();
  };

  return {
    objects: {
      package: '',
      filterText: '',
      filterBefore: '',
      typeCycle: '',
      total: 0,
      byType: [],
      pages: {},
      loadingPages: {},
      loaded: false,
      cursor: 0,
      generation: 0,

      async show(pkg) {
        // the first package opened asks git once how the objects stand (marks in the list); pulls refresh it
        if (!statusRequested) {
          statusRequested = true;
          void get().sync.loadStatus();
          void get().transports.loadInactive();
        }
        await restart({ package: pkg.toUpperCase(), filterText: '', typeCycle: '', byType: [] });
      },

      beginFilter() {
        patch('objects', (cur) => ({ filterBefore: cur.filterText }));
      },

      setFilterText(text, options = {}) {
        clearTimeout(filterTimer);
        if (text === get().objects.filterText && !options.now) return;
        patch('objects', { filterText: text });
        const delay = options.now ? 0 : (deps.followDelayMillis ?? 150);
        const apply = () => void restart({ filterText: text });
        if (delay <= 0) apply();
        else filterTimer = setTimeout(apply, delay);
      },

      cancelFilter() {
        get().objects.setFilterText(get().objects.filterBefore, { now: true });
      },

      cycleType(step) {
        const { byType, typeCycle } = get().objects;
        // Only the types the list operation filters by (a package may hold others, such as DOMA).
        const choices = ['', ...byType.map((t) => t.TYPE).filter((t) => (listableTypes as readonly string[]).includes(t))];
        const next = choices[(choices.indexOf(typeCycle) + step + choices.length) % choices.length] ?? '';
        void restart({ typeCycle: next });
      },

      move(delta) {
        setCursor(get().objects.cursor + delta);
      },

      moveTo(position) {
        setCursor(position === 'first' ? 0 : position === 'last' ? get().objects.total - 1 : position);
      },

      page(direction, fraction = 1) {
        const rows = currentLayout(get().ui, get().drawer.open).objectRows;
        setCursor(get().objects.cursor + direction * Math.max(1, Math.floor(rows * fraction)));
      },

      selectedObject() {
        const o = get().objects;
        return objectAt(o, o.cursor);
      },

      selectedRef() {
        const row = get().objects.selectedObject();
        return row ? { type: row.TYPE, name: row.NAME } : undefined;
      },

      openSelected() {
        const row = get().objects.selectedObject();
        if (!row) return;
        void get().source.show({ name: row.NAME, type: row.TYPE });
        get().ui.open('source');
      },

      previewSelected() {
        const row = get().objects.selectedObject();
        if (!row) return;
        if (!isPreviewable(row.TYPE)) {
          get().connection.notify(`${row.TYPE} ${row.NAME} has no rows to preview: only tables (TABL) and CDS views (DDLS) do`, 'error');
          return;
        }
        void get().preview.show({ name: row.NAME, type: row.TYPE });
        get().ui.open('preview');
      },

      back() {
        const { filterText, typeCycle } = get().objects;
        if (!filterText && !typeCycle) return false;
        void restart({ filterText: '', typeCycle: '' });
        return true;
      },

      async refresh() {
        const pkg = get().objects.package;
        if (pkg) await restart({});
      },
    },
  };
}
