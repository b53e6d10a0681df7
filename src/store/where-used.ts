import type { ObjectRef } from './backend.js';
import { ensureSuccess } from './connection.js';
import { filteredIndexes, listFilter } from './list-filter.js';
import { currentLayout } from './ui.js';
import type { SliceContext } from './types.js';
import type { WhereReference } from '../protocol/checks.js';
import type { FindingPlace } from './drawer.js';

/**
 * The where-used pane: every use of an object — classes, interfaces, programs, and dictionary objects
 * (tables, structures, data elements, domains, table types), as the service answers them — page by page
 * as the cursor comes near the end; Enter opens the using object at the line of the use.
 */

/** References per call (the service's default page). */
export const whereUsedPageSize = 100;

interface WhereUsedData {
  object: ObjectRef | null;
  /** The type the service found the object as (when it was asked without one). */
  foundType: string;
  references: WhereReference[];
  total: number;
  hasMore: boolean;
  nextOffset: number;
  /** Why the object has no list (not found, an error of the object). */
  error: string;
  cursor: number;
  filter: string;
  loading: boolean;
  generation: number;
  /** The exact place of each reference when the list is the language service's references (gr), else null. */
  places: FindingPlace[] | null;
}

export interface WhereUsedSlice {
  whereUsed: WhereUsedData & {
    show(object: ObjectRef): Promise<void>;
    /** A list found elsewhere (the references of a name, gr): Enter opens each at its place. */
    showFound(object: ObjectRef, foundType: string, references: WhereReference[], places: FindingPlace[]): void;
    move(delta: number): void;
    moveTo(position: 'first' | 'last'): void;
    page(direction: 1 | -1, fraction?: number): void;
    /** Enter: the using object in the source pane, at the use. */
    openSelected(): void;
    setFilter(text: string): void;
    back(): boolean;
    refresh(): Promise<void>;
  };
}

/** One reference as a list row (the filter matches this text). */
export function whereUsedRow(reference: WhereReference): string {
  const where = reference.method_name || reference.include_name || '-';
  const line = reference.line > 0 ? `line ${reference.line}` : '';
  return `${reference.object_type.padEnd(4)} ${reference.object.padEnd(30)} ${where.padEnd(30)} ${line.padEnd(9)} ${reference.package}`;
}

export function whereUsedVisible(d: Pick<WhereUsedData, 'references' | 'filter'>): number[] {
  return filteredIndexes(d.references.map(whereUsedRow), listFilter(d.filter));
}

export function createWhereUsedSlice({ get, patch }: SliceContext): WhereUsedSlice {
  const visibleRows = () => Math.max(1, currentLayout(get().ui, get().drawer.open).mainRows - 1);

  const load = async (offset: number) => {
    const d = get().whereUsed;
    if (!d.object || (d.loading && offset > 0)) return;
    const object = d.object;
    const generation = offset === 0 ? d.generation + 1 : d.generation;
    patch('whereUsed', { loading: true, generation });
    const result = await get().connection.call(`where-used ${object.name}`, async (backend) =>
      ensureSuccess(await backend.whereUsed({ objects: [object.name], ...(object.type ? { type: object.type } : {}), limit: whereUsedPageSize, offset })),
      { retry: () => load(offset), read: true },
    );
    if (get().whereUsed.generation !== generation) return;
    if (!result) return patch('whereUsed', { loading: false });
    const found = result.objects[0];
    patch('whereUsed', (cur) => ({
      loading: false,
      foundType: found?.type || cur.foundType,
      references: offset === 0 ? (found?.references ?? []) : [...cur.references, ...(found?.references ?? [])],
      total: result.pagination.total,
      hasMore: result.pagination.has_more,
      nextOffset: result.pagination.next_offset,
      error: found?.error || (found?.not_found ? `${object.name} not found` : ''),
    }));
  };

  const setCursor = (index: number) => {
    const d = get().whereUsed;
    const count = whereUsedVisible(d).length;
    const next = Math.max(0, Math.min(Math.max(0, count - 1), index));
    patch('whereUsed', { cursor: next });
    // The next page loads as the cursor comes near the last loaded reference (unfiltered lists only).
    if (d.hasMore && !d.loading && d.filter.trim() === '' && next >= count - Math.max(5, visibleRows())) void load(d.nextOffset);
  };

  return {
    whereUsed: {
      object: null,
      foundType: '',
      references: [],
      total: 0,
      hasMore: false,
      nextOffset: 0,
      error: '',
      cursor: 0,
      filter: '',
      loading: false,
      generation: 0,
      places: null,

      async show(object) {
        patch('whereUsed', { object: { name: object.name.toUpperCase(), type: object.type }, foundType: '', references: [], total: 0, hasMore: false, nextOffset: 0, error: '', cursor: 0, filter: '', places: null });
        await load(0);
      },

      showFound(object, foundType, references, places) {
        patch('whereUsed', (d) => ({ object, foundType, references, places, total: references.length, hasMore: false, nextOffset: 0, error: '', cursor: 0, filter: '', loading: false, generation: d.generation + 1 }));
      },

      move(delta) {
        setCursor(get().whereUsed.cursor + delta);
      },

      moveTo(position) {
        setCursor(position === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
      },

      page(direction, fraction = 1) {
        setCursor(get().whereUsed.cursor + direction * Math.max(1, Math.floor(visibleRows() * fraction)));
      },

      openSelected() {
        const d = get().whereUsed;
        const index = whereUsedVisible(d)[d.cursor] ?? -1;
        const reference = d.references[index];
        if (!reference) return;
        const place = d.places?.[index];
        if (place) {
          void get().source.reveal(place);
          return get().ui.open('source');
        }
        const ref = { name: reference.object, type: reference.object_type };
        void (async () => {
          if (reference.method_name) await get().source.show(ref, reference.method_name, reference.line);
          else {
            await get().source.show(ref);
            if (reference.line > 0) get().source.moveTo(reference.line - 1);
          }
        })();
        get().ui.open('source');
      },

      setFilter(text) {
        patch('whereUsed', { filter: text, cursor: 0 });
      },

      back() {
        if (get().whereUsed.filter.trim() === '') return false;
        patch('whereUsed', { filter: '', cursor: 0 });
        return true;
      },

      async refresh() {
        if (get().whereUsed.places) return;
        await load(0);
      },
    },
  };
}
