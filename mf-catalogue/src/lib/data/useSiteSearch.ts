import { useRead } from '@frio/shared/hooks/use-read';
import { loadedSiteSearch, loadSiteSearch, type SiteSearch } from './search-source.ts';

export type SiteSearchState = { status: 'loading' } | { status: 'ready'; search: SiteSearch } | { status: 'error' };

const noRetry = () => {};

/** The site's search, loaded when `wanted` (at once if already loaded), with `retry` after a failure. */
export function useSiteSearch(wanted = true): SiteSearchState & { retry: () => void } {
  const read = useRead(wanted ? loadSiteSearch : undefined, [], () => loadedSiteSearch() ?? undefined);
  if (read.status === 'ready') return { status: 'ready', search: read.data, retry: noRetry };
  return read.status === 'error' ? { status: 'error', retry: read.retry } : { status: 'loading', retry: noRetry };
}
