import type { ObjectRef } from './backend.js';
import { globalStartsFromServer, globalStartsFromSource } from '../client/source-lines.js';
import type { Backend } from './backend.js';
import { ensureSuccess, ResultError } from './connection.js';
import { messages } from '../protocol/messages.js';
import { searchRows, sourceView, type SourceView } from './source-lines.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import type { ViewObject, ViewSection } from './wire.js';
import type { ClassCoverage } from '../protocol/unit-coverage.js';
import type { FindingPlace } from './drawer.js';

interface SourceData {
  object: ObjectRef | null;
  /** The answer for the object (its type filled in from the answer). */
  result: ViewObject | null;
  view: SourceView | null;
  loading: boolean;
  cursor: number;
  /** The column of the cursor in its line (0-based; kept across lines as vim does, cut to a shorter line's end). */
  column: number;
  /** A row the pane brings to the top once (s: the method jumped to shows from its title on). */
  pin: { row: number; seq: number } | null;
  query: string;
  matches: number[];
  /** Objects opened lately, for completion. */
  recent: string[];
  /** The last statement coverage of each class (a unit run with coverage), by upper-case name. */
  coverage: Record<string, ClassCoverage>;
}

export interface SourceSlice {
  source: SourceData & {
    /** Opens an object (view --full); `section` jumps to a section or method once loaded. */
    show(object: ObjectRef, section?: string, line?: number): Promise<void>;
    move(delta: number): void;
    moveTo(position: 'first' | 'last' | number): void;
    /** The column cursor: h/l a character, W/B to the next or previous word's start. */
    moveColumn(delta: number): void;
    moveWord(step: 1 | -1): void;
    setColumn(column: number): void;
    page(direction: 1 | -1, fraction?: number): void;
    nextSection(step: 1 | -1): void;
    sectionNames(): string[];
    /** Jumps to a section or method; `line` (1-based, within it) puts the cursor on that line. */
    jumpToSection(name: string, line?: number): boolean;
    /** The cursor to a finding's line (the object opened first when another is shown). */
    reveal(place: FindingPlace): Promise<void>;
    search(query: string, options?: { jump?: boolean }): void;
    nextMatch(step: 1 | -1): void;
    back(): boolean;
    refresh(): Promise<void>;
    /** Keeps the coverage of a unit run: the pane marks the statements it reached and missed. */
    keepCoverage(coverage: readonly ClassCoverage[]): void;
  };
}

/**
 * Where each main-source section starts in the assembled class source (for G): sent by the server as
 * global_start, else found in the class source of the developer API; none for other types.
 */
async function globalStartsOf(backend: Backend, object: ViewObject): Promise<Map<ViewSection, number>> {
  const sections = object.sections ?? [];
  if (sections.length === 0) return new Map();
  const fromServer = globalStartsFromServer(sections);
  if (fromServer) return fromServer;
  if (object.type !== 'CLAS') return new Map();
  const source = await backend.classMainSource(object.name);
  return source ? globalStartsFromSource(sections, source) : new Map();
}

export function createSourceSlice({ get, patch }: SliceContext): SourceSlice {
  const setCursor = (row: number) => {
    const rows = get().source.view?.rows.length ?? 0;
    patch('source', { cursor: Math.max(0, Math.min(rows - 1, row)) });
  };
  const visibleRows = () => currentLayout(get().ui, get().drawer.open).sourceRows;
  // the column cursor on the match of the search in the cursor's row (where fd and the others then act)
  const columnToMatch = () => {
    const { query } = get().source;
    const at = cursorText(get().source).toLowerCase().indexOf(query.trim().toLowerCase());
    if (query.trim() && at >= 0) patch('source', { column: at });
  };

  return {
    source: {
      object: null,
      result: null,
      view: null,
      loading: false,
      cursor: 0,
      column: 0,
      pin: null,
      query: '',
      matches: [],
      recent: [],
      coverage: {},

      keepCoverage(coverage) {
        patch('source', (s) => ({ coverage: { ...s.coverage, ...Object.fromEntries(coverage.map((entry) => [entry.name.toUpperCase(), entry])) } }));
      },

      async show(object, section, line) {
        const name = object.name.toUpperCase();
        patch('source', (s) => ({
          object: { name, type: object.type },
          loading: true,
          result: null,
          view: null,
          cursor: 0,
          column: 0,
          query: '',
          matches: [],
          recent: [name, ...s.recent.filter((r) => r !== name)].slice(0, 50),
        }));
        const result = await get().connection.call(`view ${name}`, async (backend) => {
          const answer = ensureSuccess(await backend.view({ objects: [name], type: object.type || undefined, full: true }));
          const found = answer.objects.find((o) => o.name.toUpperCase() === name) ?? answer.objects[0];
          if (!found || found.not_found) throw new ResultError(answer.error || messages.objectNotFound(name));
          return { object: found, globalStarts: await globalStartsOf(backend, found) };
        }, {
          // opened again (its rows land in the pane), unless the pane has moved on to another object
          retry: async () => {
            if (get().source.object?.name === name && !get().source.result) await get().source.show(object, section, line);
          },
          read: true,
        });
        if (get().source.object?.name !== name) return;
        if (!result) {
          patch('source', { loading: false });
          return;
        }
        patch('source', {
          loading: false,
          result: result.object,
          view: sourceView(result.object, result.globalStarts),
          object: { name, type: result.object.type || object.type },
        });
        if (section) get().source.jumpToSection(section, line);
      },

      async reveal(place) {
        const shown = get().source;
        if (shown.object?.name !== place.name.toUpperCase() || !shown.view) await get().source.show({ type: place.type, name: place.name });
        const { view, result } = get().source;
        if (!view || !result || get().source.object?.name !== place.name.toUpperCase()) return;
        if (place.method && get().source.jumpToSection(place.method, place.line)) return;
        // a class's main part counts in the assembled main source (G); its other parts in their own files
        const part = place.part && place.part !== 'main' && place.part !== 'class_pool' ? place.part : undefined;
        const index = view.rows.findIndex(
          (row) => row.kind === 'code' && (part ? result.sections?.[row.section]?.file === part && row.local === place.line : (row.global ?? row.local) === place.line),
        );
        if (index < 0) return get().connection.notify(`line ${place.line}${part ? ` of ${part}` : ''} is not in the source shown`, 'error');
        setCursor(index);
      },

      move(delta) {
        setCursor(get().source.cursor + delta);
      },

      moveTo(position) {
        setCursor(position === 'first' ? 0 : position === 'last' ? Number.MAX_SAFE_INTEGER : position);
      },

      moveColumn(delta) {
        const text = cursorText(get().source);
        const column = Math.min(get().source.column, Math.max(0, text.length - 1));
        patch('source', { column: Math.max(0, Math.min(Math.max(0, text.length - 1), column + delta)) });
      },

      moveWord(step) {
        const text = cursorText(get().source);
        patch('source', { column: wordStart(text, Math.min(get().source.column, text.length), step) });
      },

      setColumn(column) {
        patch('source', { column: Math.max(0, column) });
      },

      page(direction, fraction = 1) {
        setCursor(get().source.cursor + direction * Math.max(1, Math.floor(visibleRows() * fraction)));
      },

      nextSection(step) {
        const { view, cursor } = get().source;
        if (!view || view.sections.length === 0) return;
        const starts = view.sections.map((s) => s.row);
        const target = step > 0 ? starts.find((row) => row > cursor) : [...starts].reverse().find((row) => row < cursor);
        if (target !== undefined) setCursor(target);
      },

      sectionNames() {
        const view = get().source.view;
        return view ? view.sections.map((s) => s.methodName || s.suffix) : [];
      },

      jumpToSection(name, line) {
        const view = get().source.view;
        const wanted = name.trim().toUpperCase();
        if (!view || !wanted) return false;
        const entry =
          view.sections.find((s) => s.methodName.toUpperCase() === wanted || s.suffix.toUpperCase() === wanted) ??
          view.sections.find((s) => s.methodName.toUpperCase().includes(wanted) || s.label.toUpperCase().includes(wanted));
        if (!entry) {
          get().connection.notify(`no section or method '${name.trim()}' in ${get().source.object?.name ?? 'the source'}`, 'error');
          return false;
        }
        if (line !== undefined) {
          const target = view.rows.findIndex((row, index) => index > entry.row && row.kind === 'code' && row.local === line);
          if (target >= 0) return setCursor(target), true;
        }
        // The title row on top, the first line of code under the cursor.
        patch('source', (s) => ({ pin: { row: entry.row, seq: (s.pin?.seq ?? 0) + 1 } }));
        setCursor(entry.row + 1 < view.rows.length && view.rows[entry.row + 1]?.section === view.rows[entry.row]?.section ? entry.row + 1 : entry.row);
        return true;
      },

      search(query, options = {}) {
        const { view, cursor } = get().source;
        const matches = view ? searchRows(view.rows, query) : [];
        patch('source', { query, matches });
        if (matches.length === 0) {
          if (options.jump && query.trim()) get().connection.notify(`'${query.trim()}' not found`, 'error');
          return;
        }
        // As you type: the first match at or after the cursor.
        const next = matches.find((row) => row >= cursor) ?? matches[0]!;
        setCursor(next);
        columnToMatch();
      },

      nextMatch(step) {
        const { matches, cursor, query } = get().source;
        if (matches.length === 0) {
          get().connection.notify(query ? `'${query}' not found` : 'no search: press / to search', 'error');
          return;
        }
        const next =
          step > 0 ? (matches.find((row) => row > cursor) ?? matches[0]!) : ([...matches].reverse().find((row) => row < cursor) ?? matches[matches.length - 1]!);
        setCursor(next);
        columnToMatch();
      },

      back() {
        if (get().source.query) {
          patch('source', { query: '', matches: [] });
          return true;
        }
        // after gd (or another jump): back to where the jump was made
        if (get().language.at > 0) {
          void get().language.jumpBack();
          return true;
        }
        return false;
      },

      async refresh() {
        const { object, cursor } = get().source;
        if (!object) return;
        await get().source.show(object);
        setCursor(cursor);
      },
    },
  };
}

/** The text of the cursor's row ('' on a title or an empty pane). */
export function cursorText(source: Pick<SourceData, 'view' | 'cursor'>): string {
  const row = source.view?.rows[source.cursor];
  return row?.kind === 'code' ? row.text : '';
}

/** The characters of an ABAP name: letters, digits, _, and / of a namespace. */
const nameCharacter = /[\w/]/;

/** The start of the next (step 1) or previous (step -1) word of a line from a column; the line's ends stop it. */
export function wordStart(text: string, column: number, step: 1 | -1): number {
  const isName = (index: number) => nameCharacter.test(text[index] ?? '');
  const startsWord = (index: number) => isName(index) && !isName(index - 1);
  if (step > 0) {
    for (let index = column + 1; index < text.length; index++) if (startsWord(index)) return index;
    return Math.max(0, Math.min(column, text.length - 1));
  }
  for (let index = Math.min(column, text.length) - 1; index >= 0; index--) if (startsWord(index)) return index;
  return 0;
}

/** The name at a column of a line (the column on it or just after it), '' when none. */
export function nameAt(text: string, column: number): string {
  const at = nameCharacter.test(text[column] ?? '') ? column : nameCharacter.test(text[column - 1] ?? '') ? column - 1 : -1;
  if (at < 0) return '';
  let start = at;
  let end = at;
  while (start > 0 && nameCharacter.test(text[start - 1]!)) start--;
  while (end < text.length - 1 && nameCharacter.test(text[end + 1]!)) end++;
  return text.slice(start, end + 1);
}
