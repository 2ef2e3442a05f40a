import { useCallback, useEffect, useState } from 'react';
import { loadedSiteSearch, loadSiteSearch, type SiteSearch } from './search-source.ts';

export type SiteSearchState = { status: 'loading' } | { status: 'ready'; search: SiteSearch } | { status: 'error' };

/** The site's search, loaded when `wanted` (at once if already loaded), with `retry` after a failure. */
export function useSiteSearch(wanted = true): SiteSearchState & { retry: () => void } {
  const [state, setState] = useState<SiteSearchState>(() => {
    const search = loadedSiteSearch();
    return search ? { status: 'ready', search } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const needsLoad = wanted && state.status === 'loading';
  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    loadSiteSearch().then(
      (search) => !cancelled && setState({ status: 'ready', search }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [needsLoad, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
