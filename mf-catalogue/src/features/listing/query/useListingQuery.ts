import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@frio/shared/router';
import { readListingQuery, writeListingQuery } from '../../../lib/listing-query/url-query.ts';
import type { SortOrder } from '../../../lib/listing-query/sort.ts';

/**
 * How long typing may pause before the search reaches the URL. Writing the URL is a router navigation
 * that re-renders the whole page, so it waits for a pause instead of running on every keystroke (the
 * list itself updates at once from the input's own state).
 */
const URL_WRITE_DELAY_MS = 300;

/**
 * Search text and order, kept in the URL query (shareable, restored by Back). The input keeps its own
 * text so typing never waits for a navigation; the URL follows after a pause, replacing the history
 * entry (no entry per keystroke) without resetting the scroll. Changing the order writes both at once.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const { order } = readListingQuery(params);
  const [search, setSearchText] = useState(() => readListingQuery(params).search);
  const latestSearch = useRef(search);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(
    (change: { order?: SortOrder }) => {
      clearTimeout(pendingWrite.current);
      pendingWrite.current = undefined;
      // A query change keeps the scroll: the shell's ScrollRestoration only moves it for a new page.
      setParams((current) => writeListingQuery(current, { search: latestSearch.current, ...change }), {
        replace: true,
      });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      latestSearch.current = text;
      setSearchText(text);
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => write({}), URL_WRITE_DELAY_MS);
    },
    [write],
  );

  const setOrder = useCallback((next: SortOrder) => write({ order: next }), [write]);

  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  return { search, setSearch, order, setOrder };
}
