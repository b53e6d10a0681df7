import { useInput } from 'ink';
import { useCallback } from 'react';
import type { DeckState } from '../../src/store/index.js';
import { useDeckStore } from '../store-context.js';
import { findBinding, type KeyBinding } from './binding.js';
import { keyNames } from './key-names.js';

/**
 * Dispatches keys to bindings while `bindingsFor` answers a list for the current state. Only the focused
 * pane's keymap is active (useInput isActive); the state is checked again per key because one read can
 * hold several keys and the first may change who should hear the rest.
 */
export function useKeymap(bindingsFor: (state: DeckState) => KeyBinding[] | null, isActive: boolean): void {
  const store = useDeckStore();
  const handler = useCallback(
    (input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]) => {
      for (const name of keyNames(input, key)) {
        const state = store.getState();
        const bindings = bindingsFor(state);
        if (!bindings) return;
        const binding = findBinding(bindings, name);
        if (!binding) continue;
        const reason = binding.disabled?.(state);
        if (reason) state.connection.notify(reason, 'error');
        else binding.run(state, name);
      }
    },
    [store, bindingsFor],
  );
  useInput(handler, { isActive });
}
