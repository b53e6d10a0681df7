import { useInput, useStdin, type Key } from 'ink';
import { useCallback, useEffect } from 'react';
import { useDeckStore } from '../store-context.js';
import { routeKey } from './dispatch.js';
import { functionKeyName, keyNames } from './key-names.js';

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
  // Ink reports function keys (the debugger's F5–F8) without saying which: they are read from the raw input
  const { internal_eventEmitter: events } = useStdin();
  useEffect(() => {
    if (!isActive || !events) return;
    const onInput = (raw: string) => {
      const name = functionKeyName(raw);
      if (name) routeKey(store.getState(), name);
    };
    events.on('input', onInput);
    return () => {
      events.off('input', onInput);
    };
  }, [events, store, isActive]);
}
