import { useCallback, useState } from 'react';
import { useSearchParams } from '@frio/shared/router';
import { readListingQuery, writeListingQuery } from './url-query.ts';
import type { SortOrder } from './sort.ts';

/**
 * Search text and order, kept in the URL query (shareable, restored by Back). The input keeps its own
 * text so typing never waits for a navigation; each change replaces the history entry (no entry per
 * keystroke) without resetting the scroll.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const { order } = readListingQuery(params);
  const [search, setSearchText] = useState(() => readListingQuery(params).search);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      setParams((current) => writeListingQuery(current, { search: text }), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const setOrder = useCallback(
    (next: SortOrder) => {
      setParams((current) => writeListingQuery(current, { order: next }), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return { search, setSearch, order, setOrder };
}
