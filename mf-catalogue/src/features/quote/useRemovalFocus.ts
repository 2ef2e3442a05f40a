import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { QuoteItem } from '@frio/shared/quote-list';

/**
 * A line removed while it held the focus (Quitar, or its quantity down to 0) would drop the focus to the
 * page's start: it goes instead to the line that took its place (or the last line, or the page's heading
 * once the list is empty). Answers what to say aloud: the last removal.
 */
export function useRemovalFocus(
  items: readonly QuoteItem[],
  list: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
): string {
  // The removal to say, worked out while rendering the new list (React's "previous render" pattern).
  const [previous, setPrevious] = useState(items);
  const [said, setSaid] = useState('');
  if (previous !== items) {
    setPrevious(items);
    const gone = previous.filter((item) => !items.some((kept) => kept.key === item.key));
    if (gone.length === 1) setSaid(`Se quitó ${gone[0]!.nombre} del presupuesto.`);
  }
  const keys = useRef(items.map((item) => item.key));
  useLayoutEffect(() => {
    const before = keys.current;
    keys.current = items.map((item) => item.key);
    // Only when the focus went with the line (a removal from another tab leaves it where it is).
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const at = before.findIndex((key) => !keys.current.includes(key));
    if (at < 0) return;
    const names = list.current?.querySelectorAll<HTMLElement>(':scope > li h2') ?? [];
    (names[Math.min(at, names.length - 1)] ?? heading.current)?.focus();
  }, [items, list, heading]);
  return said;
}
