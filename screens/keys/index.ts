import type { DeckState } from '../../src/store/index.js';
import { confirmKeys, contextKeys, globalKeys, overlayKeys, promptKeys } from '../app-keys.js';
import { paneEntry, paneRegistry, type PaneEntry } from '../panes.js';
import type { KeyScreen } from './binding.js';
import { helpKeys } from './help-keys.js';
import { keysLabel } from './key-names.js';

/** Every screen's bindings, in the order the help overlay and README list them: global, each pane's, inputs. */
export function keyScreensOf(panes: readonly PaneEntry[] = paneRegistry): KeyScreen[] {
  return [globalKeys, ...panes.flatMap((pane) => pane.keyScreens), promptKeys, confirmKeys, helpKeys, overlayKeys, contextKeys];
}

const noKeys: KeyScreen = { id: 'none', title: '', bindings: [] };

/** The screen (mode) whose bindings the focused pane hears now. */
export function focusedScreen(state: DeckState): KeyScreen {
  return paneEntry(state.ui.panes, state.ui.focus)?.keys(state) ?? noKeys;
}

/** README's key table, generated from the bindings (test/tui/readme-keys.test.ts keeps them identical). */
export function keyTableMarkdown(): string {
  const lines = ['| where | keys | what they do |', '|---|---|---|'];
  for (const screen of keyScreensOf()) {
    for (const binding of screen.bindings) {
      lines.push(`| ${screen.title} | ${keysLabel(binding.keys).replaceAll('|', '\\|')} | ${binding.description.replaceAll('|', '\\|')} |`);
    }
  }
  return lines.join('\n');
}
