/**
 * The rubro listing's search box runs the catalogue's one search (@frio/shared/catalogue/search) over the
 * rubro's list. That module is not in the listing's first load: it is imported in an idle moment once the
 * list is here (at once when a search is typed or in the URL), and its engine for the list is built then
 * too, so the first keystroke finds both ready.
 */
import { useEffect, useMemo, useState } from 'react';
import type * as Search from '@frio/shared/catalogue/search';
import { once } from '@frio/shared/once';

type SearchModule = typeof Search;

let loaded: SearchModule | null = null;
const loadSearch = once(() => import('@frio/shared/catalogue/search').then((module) => (loaded = module)));

/** Only spaces is no search (docs/contract.md "The listing": empty shows everything). */
export const isSearchActive = (raw: string): boolean => raw.trim() !== '';

/**
 * The items matching `search` (as a set, to keep any order's rows), null when nothing is searched;
 * `ready` is false while a search waits for the search module.
 */
export function useListSearch<T extends { id: string; nombre: string; codigo?: string | undefined }>(
  items: readonly T[] | undefined,
  search: string,
): { ready: boolean; found: ReadonlySet<T> | null } {
  const [module, setModule] = useState(loaded);
  const searching = isSearchActive(search);
  const wanted = !module && (searching || items !== undefined);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const load = () =>
      loadSearch().then(
        (arrived) => !cancelled && setModule(() => arrived),
        (error: unknown) => console.error('[catalogue] could not load the search', error),
      );
    if (searching || typeof requestIdleCallback !== 'function') {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const idle = requestIdleCallback(() => void load(), { timeout: 2_000 });
    return () => {
      cancelled = true;
      cancelIdleCallback(idle);
    };
  }, [wanted, searching]);
  // The list's engine, built in idle moments once both are here, a slice at a time (cobre's 5,000
  // names in one go were a long task on a slow phone); a keystroke then only searches.
  useEffect(() => {
    if (!module || !items || typeof requestIdleCallback !== 'function') return;
    const engine = module.searchEngine(items);
    let idle = 0;
    const step = (deadline: IdleDeadline) => {
      if (!engine.prepare(() => deadline.timeRemaining() > 1)) idle = requestIdleCallback(step);
    };
    idle = requestIdleCallback(step, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [module, items]);
  const found = useMemo(
    () => (module && items && searching ? new Set(module.searchItems(items, search)) : null),
    [module, items, searching, search],
  );
  return { ready: !searching || module !== null, found };
}
