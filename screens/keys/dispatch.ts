import type { DeckState } from '../../src/store/index.js';
import { choiceKeys, confirmKeys, globalKeys, overlayKeys, promptKeys } from '../app-keys.js';
import { findBinding, startsSequence, type KeyBinding } from './binding.js';
import { contextKeys } from '../app-keys.js';
import { helpKeys } from './help-keys.js';
import { focusedScreen } from './index.js';
import { keyLabel } from './key-names.js';

/**
 * Where one key goes, decided per key from the state at that moment: the confirmation dialog, else the
 * open input, else an overlay, else the global keys, else the focused pane's (mode's) keys — so only the
 * focused pane hears keys. One dispatcher instead of a useInput per pane: one read can hold several keys
 * ("2p", ":pkg ZDEMO" typed fast), and a key that moves the focus must send the next key to the new pane,
 * which per-pane listeners (subscribed in effects after a render) cannot do.
 */
export function routeKey(state: DeckState, name: string): void {
  // A note in the status line (not a failed call, which waits for r or the next success) lasts until the next key.
  if (state.connection.status && !state.connection.retry) state.connection.clearStatus();
  if (state.ui.picker) {
    // the picker's menu reads its keys itself; Esc cancels it, and so does Ctrl+C (a popup closes, the deck stays)
    if (name === 'esc' || name === 'ctrl+c') state.ui.closePicker(null);
    return;
  }
  if (state.ui.confirm) return run(state, state.ui.confirm.choices ? choiceKeys(state.ui.confirm) : confirmKeys.bindings, name);
  const prompt = state.ui.prompt;
  if (prompt) {
    const binding = findBinding(promptKeys.bindings, name);
    if (binding) binding.run(state, name);
    else if (name === 'space') state.ui.editPrompt(prompt.text + ' ');
    else if (name.length === 1) state.ui.editPrompt(prompt.text + name);
    return;
  }
  if (state.ui.overlay === 'contexts') return run(state, contextKeys.bindings, name);
  if (state.ui.overlay === 'help') {
    // a filterable list: its keys act, any other character types into the filter
    if (findBinding(helpKeys.bindings, name)) return run(state, helpKeys.bindings, name);
    if (name === 'space' || name.length === 1) state.ui.setHelp({ filter: state.ui.help.filter + (name === 'space' ? ' ' : name), cursor: 0 });
    return;
  }
  if (state.ui.overlay !== 'none') return run(state, overlayKeys.bindings, name);
  routeSequence(state, [...globalKeys.bindings, ...focusedScreen(state).bindings], name);
}

/**
 * The global keys, else the focused pane's, one key at a time — and key sequences (gd): a key that begins a
 * binding's sequence waits, shown in the key bar, for the next (no timeout: Esc or any other key ends the wait),
 * which then goes to the sequence whatever it means alone. The global keys come first, as for single keys.
 */
function routeSequence(state: DeckState, bindings: KeyBinding[], name: string): void {
  const pending = state.ui.pendingKeys;
  const typed = pending ? `${pending} ${name}` : name;
  if (pending) state.ui.setPendingKeys('');
  if (pending && name === 'esc') return;
  if (startsSequence(bindings, typed)) return state.ui.setPendingKeys(typed);
  if (pending && !findBinding(bindings, typed)) return state.connection.notify(`${keyLabel(typed)} is not a key here (? lists the keys)`, 'error');
  run(state, bindings, typed);
}

function run(state: DeckState, bindings: KeyBinding[], name: string): void {
  const binding = findBinding(bindings, name);
  if (!binding) return;
  const reason = binding.disabled?.(state);
  if (reason) state.connection.notify(reason, 'error');
  else binding.run(state, name);
}
