import { createStore, type StoreApi } from 'zustand/vanilla';
import { createConnectionSlice } from './connection.js';
import { createDebuggerSlice } from './debugger.js';
import { createDrawerSlice } from './drawer.js';
import { createDumpsSlice } from './dumps.js';
import { createEditorSlice } from './editor.js';
import { createLanguageSlice } from './language.js';
import { createObjectsSlice } from './objects.js';
import { createPreviewSlice } from './preview.js';
import { createSourceSlice } from './source.js';
import { createSyncSlice } from './sync.js';
import { createTreeSlice } from './tree.js';
import type { DeckState, SliceContext, SliceKey, StoreDeps } from './types.js';
import { createUiSlice } from './ui.js';

export type DeckStore = StoreApi<DeckState>;
export type { DeckState, StoreDeps, PaneId, MainPaneId } from './types.js';
export { inNumberOrder, isMainPane, paneSpec, type PaneSpec } from './pane-spec.js';

/** The TUI's one store: a slice per pane plus the connection, over one backend (one Agent). */
export function createDeckStore(deps: StoreDeps): DeckStore {
  return createStore<DeckState>()((set, get) => {
    const context: SliceContext = {
      set,
      get,
      deps,
      patch: (key: SliceKey, partial) =>
        set((state) => {
          const current = state[key];
          const changes = typeof partial === 'function' ? (partial as unknown as (c: typeof current) => object)(current) : partial;
          return { [key]: { ...current, ...changes } } as Partial<DeckState>;
        }),
    };
    context.renew = (which) => {
      const fresh = slices() as unknown as Record<string, unknown>;
      set(Object.fromEntries(Object.entries(fresh).filter(([key]) => which(key))) as Partial<DeckState>);
    };
    const slices = (): DeckState => ({
      ...createConnectionSlice(context),
      ...createUiSlice(context),
      ...createTreeSlice(context),
      ...createObjectsSlice(context),
      ...createSourceSlice(context),
      ...createDrawerSlice(context),
      ...createPreviewSlice(context),
      ...createDumpsSlice(context),
      ...createDebuggerSlice(context),
      ...createSyncSlice(context),
      ...createEditorSlice(context),
      ...createLanguageSlice(context),
      // panes beyond the built-in ones bring their state with their registry entry
      ...Object.assign({}, ...deps.panes.map((pane) => pane.slice?.(context) ?? {})),
    });
    return slices();
  });
}
