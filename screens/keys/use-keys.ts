import { useInput, type Key } from 'ink';
import { useCallback } from 'react';
import { useDeckStore } from '../store-context.js';
import { routeKey } from './dispatch.js';
import { keyNames } from './key-names.js';

/** The app's one keyboard listener: every key of a read, in order, routed by the state of that moment. */
export function useKeys(isActive = true): void {
  const store = useDeckStore();
  const handler = useCallback(
    (input: string, key: Key) => {
      for (const name of keyNames(input, key)) routeKey(store.getState(), name);
    },
    [store],
  );
  useInput(handler, { isActive });
}
