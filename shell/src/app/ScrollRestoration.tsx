import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@frio/shared/router';

/** Where the visitor was on each history entry of this tab (location.key -> scrollY). */
const positions = new Map<string, number>();

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #hash), Back and Forward return
 * to where the visitor was. Rendered inside the page's Suspense boundary, so it runs once the page
 * has actually rendered (a remote's page may still be loading when the URL changes). Changes of the
 * query alone (the catalogue's search in the URL) keep the position.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();

  // The entry scroll events belong to, switched in the same commit as the page (a listener re-added
  // in a passive effect would still credit the new page's scroll to the previous entry).
  const current = useRef(key);
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    // The visitor may have scrolled the prerendered page before the scripts arrived: no scroll event
    // will report that place, so it is taken now.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const saved = navigation === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigation !== 'POP') window.scrollTo(0, 0);
    // Only a new page moves the scroll: `key` and `hash` are read, not watched, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new pathname is the only trigger
  }, [pathname]);

  return null;
}
