import type { DeckState } from '../../src/store/index.js';
import { shownHelp } from '../widgets/HelpOverlay.js';
import type { KeyScreen } from './binding.js';

/** Moves the ? list's choice within the entries the filter keeps. */
function moveChoice(s: DeckState, delta: number): void {
  const count = shownHelp(s).length;
  s.ui.setHelp({ cursor: Math.max(0, Math.min(count - 1, Math.min(s.ui.help.cursor, count - 1) + delta)) });
}

/** Runs the chosen entry: a key as if pressed in its pane (saying why when it cannot act), a command through `:`. */
function choose(s: DeckState): void {
  const entries = shownHelp(s);
  const entry = entries[Math.max(0, Math.min(s.ui.help.cursor, entries.length - 1))];
  if (!entry) return;
  s.ui.closeOverlay();
  if (entry.command) {
    // a command that takes arguments waits for them on the command line
    s.ui.openPrompt('command', entry.command.args ? `${entry.command.name} ` : entry.command.name);
    if (!entry.command.args) s.ui.submitPrompt();
    return;
  }
  const binding = entry.binding!;
  const reason = binding.disabled?.(s);
  if (reason) s.connection.notify(reason, 'error');
  else binding.run(s, binding.keys[0]!);
}

const filterTo = (s: DeckState, filter: string) => s.ui.setHelp({ filter, cursor: 0 });

/**
 * Keys of the ? overlay, a filterable list (lazygit's, k9s's): typed characters filter it, these keys act on it.
 * (The dispatcher sends every other printable key to the filter.)
 */
export const helpKeys: KeyScreen = {
  id: 'help',
  title: 'Help (?)',
  bindings: [
    { keys: ['down', 'ctrl+n'], bar: 'next', description: 'choose the next entry', run: (s) => moveChoice(s, 1) },
    { keys: ['up', 'ctrl+p'], bar: 'previous', description: 'choose the previous entry', run: (s) => moveChoice(s, -1) },
    { keys: ['pgdn', 'ctrl+d'], description: 'ten entries down', run: (s) => moveChoice(s, 10) },
    { keys: ['pgup'], description: 'ten entries up', run: (s) => moveChoice(s, -10) },
    { keys: ['enter'], bar: 'run', description: 'run the chosen key or command (a command that takes arguments opens : with it)', run: choose },
    { keys: ['backspace'], description: 'delete the last character of the filter', run: (s) => filterTo(s, s.ui.help.filter.slice(0, -1)) },
    { keys: ['ctrl+u'], description: 'clear the filter', run: (s) => filterTo(s, '') },
    { keys: ['esc'], bar: 'close', description: 'clear the filter, else close', run: (s) => (s.ui.help.filter ? filterTo(s, '') : s.ui.closeOverlay()) },
    { keys: ['?', 'ctrl+c'], description: 'close (Ctrl+C closes a popup, the deck stays)', run: (s) => s.ui.closeOverlay() },
  ],
};
