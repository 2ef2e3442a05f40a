/**
 * Touches the document: /buscar's first results as the server rendered them (its data block), so the
 * page that takes the document over starts from the same results while the search index loads.
 */
import { useState } from 'react';
import { serverDataKey, useServerData } from '@frio/shared/server-data';
import type { SortOrder } from '../../lib/listing-query/sort.ts';
import { parseSearchGroups, type SearchGroups } from './search-groups.ts';

/** The attribute of the data block the page renders with the server's results. */
export const RESULTS_BLOCK = 'data-search-results';

function fromDocument(): SearchGroups | null {
  const block = typeof document === 'undefined' ? null : document.querySelector(`script[${RESULTS_BLOCK}]`);
  return parseSearchGroups(block?.textContent);
}

/** The server's results for this search and order, if the document holds them. */
export function useInitialResults(text: string, order: SortOrder): SearchGroups | null {
  const fromServer = useServerData<SearchGroups>(serverDataKey.search(text)) ?? null;
  const [taken] = useState(() => (fromServer ? null : fromDocument()));
  const initial = fromServer ?? taken;
  return initial && initial.text === text && initial.order === order ? initial : null;
}
