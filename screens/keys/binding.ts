import type { DeckState } from '../../src/store/index.js';

/**
 * Keybindings are data: the key bar, the ? overlay and README's key table are all rendered from these
 * lists, and the keymap hook dispatches by them. Key names: single characters ('j', 'G', '/'), and
 * 'up' 'down' 'left' 'right' 'pgup' 'pgdn' 'home' 'end' 'enter' 'esc' 'tab' 'shift+tab' 'space'
 * 'backspace' 'ctrl+<letter>'; a key sequence is its key names with a space between ('g d': g, then d).
 */
export interface KeyBinding {
  keys: string[];
  description: string;
  /** Short label for the key bar; bindings without one appear only in the ? overlay and README. */
  bar?: string;
  /** Kept at the right end of the key bar whatever else fits (help, quit). */
  barEnd?: boolean;
  /** Left out of a key bar too narrow for all: keys everyone knows (j/k), and a pane's lesser keys. */
  barLow?: boolean;
  /** Kept whole on a short bar while the pane's other keys give way: the keys the pane is for (the source pane's search, edit, language keys). */
  barMain?: boolean;
  /** `key` is the key name pressed (one binding may serve several keys, such as 1–6). */
  run(state: DeckState, key: string): void;
  /** Why the binding cannot act now: pressing it says so in the status line (never a silent no-op). */
  disabled?(state: DeckState): string | undefined;
}

/** A screen (or mode of one) and its bindings. */
export interface KeyScreen {
  id: string;
  title: string;
  bindings: KeyBinding[];
}

export function findBinding(bindings: KeyBinding[], keyName: string): KeyBinding | undefined {
  return bindings.find((b) => b.keys.includes(keyName));
}

/** Whether keys typed so far ('g', as a key sequence's names) begin a longer sequence of a binding ('g d'). */
export function startsSequence(bindings: KeyBinding[], typed: string): boolean {
  return bindings.some((b) => b.keys.some((key) => key.startsWith(`${typed} `)));
}

/** The bindings a sequence begun with `typed` can still finish, for the key bar while it waits. */
export function sequelsOf(bindings: KeyBinding[], typed: string): KeyBinding[] {
  return bindings.filter((b) => b.keys.some((key) => key.startsWith(`${typed} `)));
}
