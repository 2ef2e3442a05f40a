import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { countTracks } from './grid-rows.ts';

export interface ListGrid {
  /** Columns of the grid, as its CSS lays it out at the current width. */
  columns: number;
  /** Space between two rows, in px. */
  rowGap: number;
  /** Where the list starts, in px from the top of the page. */
  top: number;
}

const UNMEASURED: ListGrid = { columns: 1, rowGap: 0, top: 0 };

function measure(list: HTMLElement): ListGrid {
  const style = getComputedStyle(list);
  return {
    columns: countTracks(style.gridTemplateColumns),
    rowGap: Number.parseFloat(style.rowGap) || 0,
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
  };
}

const same = (a: ListGrid, b: ListGrid) => a.columns === b.columns && a.rowGap === b.rowGap && a.top === b.top;

/**
 * The list grid as its stylesheet lays it out (the breakpoints live in the CSS only). Measured when
 * the list mounts and whenever its box changes size: a resize across a breakpoint, the remote's
 * stylesheet arriving after the list, rows coming and going. A ResizeObserver reports after layout, so
 * reading the layout there costs nothing extra (reading it after each render would force one).
 */
export function useListGrid(ref: RefObject<HTMLElement | null>): ListGrid {
  const [grid, setGrid] = useState(UNMEASURED);
  const latest = useRef(grid);
  const update = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const next = measure(list);
    // Most reports are rows coming and going: nothing to render then.
    if (same(latest.current, next)) return;
    latest.current = next;
    setGrid(next);
  }, [ref]);

  useLayoutEffect(() => {
    update();
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [ref, update]);

  return grid;
}
