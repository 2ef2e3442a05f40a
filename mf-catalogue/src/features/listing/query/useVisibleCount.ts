import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@frio/shared/router';
import { PAGE_SIZE, nextLimit, parseLimit } from './paging.ts';

const PREFIX = 'frio:listado:visibles:';

function readStored(key: string): number | null {
  try {
    return parseLimit(sessionStorage.getItem(PREFIX + key));
  } catch {
    return null;
  }
}

/**
 * How many items show (25, then +35 per 'load more'), remembered per history entry in sessionStorage,
 * so Back from another page returns to the same count (a new visit starts at 25 again).
 * Scrolls to the top whenever the count is the first page's (docs/contract.md "The listing"), except when the page takes over
 * a document that already showed its rows (`tookOverDocument`): the visitor may have scrolled them.
 */
export function useVisibleCount(tookOverDocument = false) {
  const { key: entryKey, pathname, search } = useLocation();
  // A page opened by its URL or reloaded is the history entry 'default' whatever its address, so the
  // address is part of the key: typing another rubro's URL does not inherit this one's count.
  const key = `${entryKey}:${pathname}${search}`;
  const [limit, setLimit] = useState(() => readStored(key) ?? PAGE_SIZE);

  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, String(limit));
    } catch {
      // storage full or disabled: the count just is not remembered
    }
  }, [key, limit]);

  const keepPlace = useRef(tookOverDocument);
  useEffect(() => {
    if (keepPlace.current) keepPlace.current = false;
    else if (limit === PAGE_SIZE) window.scrollTo({ top: 0 });
  }, [limit]);

  const loadMore = useCallback(() => setLimit(nextLimit), []);
  return { limit, loadMore };
}
