import { useEffect } from 'react';

/** Scrolls the window to the top when the page mounts. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
