import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** Grow (or shrink) the viewport used for the check, as in IntersectionObserver. */
  rootMargin?: string;
  threshold?: number;
}

export type InViewState = 'pending' | 'initial' | 'entered';

/**
 * Whether the element has been in view: 'initial' when it already was on first layout (nothing to
 * animate), 'entered' once it scrolls in later, 'pending' until then. Sticks once seen. Without
 * IntersectionObserver everything counts as seen.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', threshold = 0 }: InViewOptions = {},
): InViewState {
  const [state, setState] = useState<InViewState>(() =>
    typeof IntersectionObserver === 'undefined' ? 'initial' : 'pending',
  );

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || state !== 'pending') return;
    const rect = element.getBoundingClientRect();
    const visible = rect.height > 0 && rect.top < window.innerHeight && rect.bottom > 0;
    if (visible && rootMargin === '0px') setState('initial');
    // Only the first layout counts as "initial": run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately the first layout only
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || state !== 'pending') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('entered');
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, state]);

  return state;
}
