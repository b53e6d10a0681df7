import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DeckState, DeckStore } from '../src/store/index.js';

export const StoreContext = createContext<DeckStore | null>(null);

export function useDeckStore(): DeckStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('abapdeck screens need a StoreContext provider');
  return store;
}

/** Subscribes a component to one narrow slice of the store (re-renders only when that value changes). */
export function useDeck<T>(selector: (state: DeckState) => T): T {
  return useStore(useDeckStore(), selector);
}
