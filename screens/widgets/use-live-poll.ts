import { useEffect } from 'react';
import { useDeck, useDeckStore } from '../store-context.js';

/**
 * Runs the connection's live tick every pollMillis while the deck is on screen: paused while the editor has the
 * terminal and while the TUI quits, so a deck nobody sees makes no calls.
 */
export function useLivePoll(): void {
  const store = useDeckStore();
  const millis = useDeck((s) => s.connection.pollMillis);
  const hidden = useDeck((s) => s.editor.editing !== null || s.ui.quitting);
  useEffect(() => {
    if (!millis || hidden) return;
    const timer = setInterval(() => void store.getState().connection.poll(), millis);
    return () => clearInterval(timer);
  }, [store, millis, hidden]);
}
