import type { KeyBinding } from './binding.js';

/** `/` of a list pane: the one list filter (text, re:, !) over the pane's rows. */
export const listFilterBinding: KeyBinding = {
  keys: ['/'],
  bar: 'filter',
  description: 'filter the rows as you type: text, re:<regular expression>, ! before either for the rows that do not match (Esc clears)',
  run: (s) => s.ui.openPrompt('listFilter', s.ui.panes.find((p) => p.id === s.ui.focus)?.listFilter?.text(s) ?? ''),
};
