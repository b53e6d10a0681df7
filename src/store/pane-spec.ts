/**
 * What the store knows of a pane: its id, the number key that focuses it, its title, where it is shown,
 * what it does on its first show, its own Esc levels, its breadcrumb, and any state
 * of its own. The panes are not listed here: the TUI's one registry (screens/panes.tsx) gives each pane as
 * one entry (these facts plus its component and key bindings) and hands the list to the store.
 */
import type { DeckState, SliceContext } from './types.js';

export interface PaneSpec {
  id: string;
  /** The number key that focuses the pane (1 to 9); panes are ordered by it (Tab). */
  number: number;
  title: string;
  /** The side column (tree, objects) or the main area (one main pane shown at a time). */
  area: 'side' | 'main';
  /** Runs when the pane gets the focus (a list that loads the first time it is shown). */
  shown?(state: DeckState): void;
  /** The pane's own Esc levels (a detail, a filter); true when one was taken. */
  back?(state: DeckState): boolean;
  /** `r`: reload what the pane shows. */
  reload?(state: DeckState): Promise<void> | void;
  /** The path under the tabs while the pane has the focus; default its title. */
  breadcrumb?(state: DeckState): string[];
  /** The pane's `/` list filter (src/store/list-filter.ts: text, `re:`, `!`): its text now, and setting it as typed. */
  listFilter?: { text(state: DeckState): string; set(state: DeckState, text: string): void };
  /** State of the pane's own (a slice), merged into the store. */
  slice?(context: SliceContext): object;
}

export function paneSpec(panes: readonly PaneSpec[], id: string): PaneSpec | undefined {
  return panes.find((pane) => pane.id === id);
}

export function isMainPane(panes: readonly PaneSpec[], id: string): boolean {
  return paneSpec(panes, id)?.area === 'main';
}

/** The panes in number order (Tab, the header's tabs). */
export function inNumberOrder(panes: readonly PaneSpec[]): PaneSpec[] {
  return [...panes].sort((a, b) => a.number - b.number);
}
