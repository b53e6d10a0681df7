import type { DeckState } from '../../src/store/index.js';
import { confirmKeys, globalKeys, overlayKeys, promptKeys } from '../app-keys.js';
import { debuggerKeys } from '../debugger/debugger-keys.js';
import { dumpDetailKeys, dumpsKeys } from '../dumps/dumps-keys.js';
import { objectsKeys } from '../objects/objects-keys.js';
import { previewColumnsKeys, previewKeys, previewRecordKeys } from '../preview/preview-keys.js';
import { sourceKeys } from '../source/source-keys.js';
import { treeKeys } from '../tree/tree-keys.js';
import type { KeyScreen } from './binding.js';
import { keysLabel } from './key-names.js';

/** Every screen's bindings, in the order the help overlay and README list them. */
export const keyScreens: KeyScreen[] = [
  globalKeys,
  treeKeys,
  objectsKeys,
  sourceKeys,
  previewKeys,
  previewRecordKeys,
  previewColumnsKeys,
  dumpsKeys,
  dumpDetailKeys,
  debuggerKeys,
  promptKeys,
  confirmKeys,
  overlayKeys,
];

/** The screen (mode) whose bindings the focused pane hears now. */
export function focusedScreen(state: DeckState): KeyScreen {
  switch (state.ui.focus) {
    case 'tree':
      return treeKeys;
    case 'objects':
      return objectsKeys;
    case 'source':
      return sourceKeys;
    case 'preview':
      return state.preview.mode === 'record' ? previewRecordKeys : state.preview.mode === 'columns' ? previewColumnsKeys : previewKeys;
    case 'dumps':
      return state.dumps.detail ? dumpDetailKeys : dumpsKeys;
    case 'debugger':
      return debuggerKeys;
  }
}

/** README's key table, generated from the bindings (test/tui/readme-keys.test.ts keeps them identical). */
export function keyTableMarkdown(): string {
  const lines = ['| where | keys | what they do |', '|---|---|---|'];
  for (const screen of keyScreens) {
    for (const binding of screen.bindings) {
      lines.push(`| ${screen.title} | ${keysLabel(binding.keys).replaceAll('|', '\\|')} | ${binding.description.replaceAll('|', '\\|')} |`);
    }
  }
  return lines.join('\n');
}
