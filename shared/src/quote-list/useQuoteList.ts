import { useSyncExternalStore } from 'react';
import { readQuoteList, subscribeQuoteList, type QuoteItem } from './store.ts';

const NONE: readonly QuoteItem[] = [];
const serverList = () => NONE;

/**
 * The visitor's quote list, following changes from any unit and any tab. Prerendered HTML has no list
 * (server snapshot empty): a stored list shows right after hydration, never during it.
 */
export function useQuoteList(): readonly QuoteItem[] {
  return useSyncExternalStore(subscribeQuoteList, () => readQuoteList(), serverList);
}

/** How many of one product the list holds (0 when none): a card re-renders only when its own count changes. */
export function useQuoteQuantity(key: string): number {
  return useSyncExternalStore(
    subscribeQuoteList,
    () => readQuoteList().find((item) => item.key === key)?.quantity ?? 0,
    () => 0,
  );
}
