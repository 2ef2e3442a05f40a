/**
 * The rubro listing's own search box: the catalogue's one search (`@frio/shared/catalogue/search`: SPEC
 * §5's rules, words in any order, accents, the trade's synonyms and typos) over the rubro's list.
 */
import { useEffect } from 'react';
import { searchEngine } from '@frio/shared/catalogue/search';

export { isSearchActive, searchItems as searchProducts } from '@frio/shared/catalogue/search';

/** Builds the list's search engine in an idle moment once the list is here, so the first keystroke finds it ready. */
export function useWarmSearch(items: readonly { id: string; nombre: string }[] | undefined): void {
  useEffect(() => {
    if (!items || typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => searchEngine(items), { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [items]);
}
