import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerender and while a page takes over its prerendered document, true after (and on any
 * page opened inside the site): what depends on the visitor (their quote list, a search in the URL)
 * renders after hydration, never during it.
 */
export const useOnDevice = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
