import { useEffect, useState } from 'react';

/**
 * Whether the element given to `ref` has come within a screen of the viewport (at once where the browser
 * cannot tell). For work a page needs only for what lies further down: it is done when the visitor
 * scrolls towards it, not on the main thread while the page is still starting.
 */
export function useWhenNear<T extends Element>(): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!element || seen || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, observable]);
  return [setElement, seen || (element !== null && !observable)];
}
