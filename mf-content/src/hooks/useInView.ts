import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  threshold?: number;
}

export type InViewState = 'pending' | 'initial' | 'entered';

/**
 * Whether the element has been in view: 'initial' when it already was on first layout (nothing to
 * animate), 'entered' once it scrolls in later, 'pending' until then. Sticks once seen.
 * The first render (and so the prerendered document, read without JavaScript or before a script
 * arrives) is 'initial': content shows by default and only a running page hides it to fade it in.
 * Without IntersectionObserver everything counts as seen.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0 }: InViewOptions = {}): InViewState {
  const [state, setState] = useState<InViewState>('initial');

  // First layout, before paint: an element below the screen is hidden until it scrolls in.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const rect = element.getBoundingClientRect();
    const visible = rect.height > 0 && rect.top < window.innerHeight && rect.bottom > 0;
    if (!visible) setState('pending');
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
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, state]);

  return state;
}
