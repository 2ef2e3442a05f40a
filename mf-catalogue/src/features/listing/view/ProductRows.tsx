import { memo, useCallback, useRef } from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  observeWindowOffset,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { PriceType, Product } from '@frio/shared/types';
import { isWindowed, rowCount, rowItems, rowKey, spacers } from './grid-rows.ts';
import { useListGrid } from './useListGrid.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductListView.module.css';

/** A row's height before it is measured (cards with their actions measure about 280-330 px from phone to desktop width). */
const ESTIMATED_ROW_PX = 300;
/** Rows rendered beyond each edge of the viewport, so scrolling shows no blank. */
const OVERSCAN_ROWS = 3;

const everyRow = (range: Range): number[] => Array.from({ length: range.count }, (_, row) => row);
const keepScroll = () => false;
/** Heights to the fraction of a pixel, so the sum over many rows above the viewport does not drift. */
const measureRow = (
  row: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLLIElement>,
) => entry?.borderBoxSize[0]?.blockSize ?? measureElement(row, entry, instance);

/**
 * The window's scroll offset as the virtualizer attaches to it. Attaching, it scrolls to the offset it
 * read while rendering; hydration renders in slices (a transition, docs/architecture.md), and a visitor may
 * scroll the document's rows in between: they were thrown back to the top. It takes the window's place
 * at that moment instead.
 */
const observeOffset: typeof observeWindowOffset = (instance, callback) => {
  instance.scrollOffset = window.scrollY;
  return observeWindowOffset(instance, callback);
};

interface Props {
  items: readonly Product[];
  priceType: PriceType;
  rubro: string;
  updatedAt: number | null;
}

/**
 * The item list, a grid of cards. A search on a large rubro can match thousands of items, so a list
 * longer than WINDOW_THRESHOLD is windowed with the page as the scroller: only the grid rows near the
 * viewport are in the DOM, between two spacers that keep the list's full height. Shorter lists render
 * every row through the same virtualizer, so their measured heights are already known when a
 * 'load more' makes the list long enough to window (nothing moves when it switches).
 * Memoized: the page also re-renders for what leaves the list as it is (the filter panel, the URL
 * catching up with the search).
 */
export const ProductRows = memo(function ProductRows({ items, priceType, rubro, updatedAt }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const { columns, rowGap, top } = useListGrid(listRef);
  const windowed = isWindowed(items.length);
  const getItemKey = useCallback((row: number) => rowKey(items, row, columns), [items, columns]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount(items.length, columns),
    getItemKey,
    estimateSize: () => ESTIMATED_ROW_PX,
    measureElement: measureRow,
    gap: rowGap,
    scrollMargin: top,
    observeElementOffset: observeOffset,
    overscan: OVERSCAN_ROWS,
    rangeExtractor: windowed ? defaultRangeExtractor : everyRow,
    // The first render already knows the viewport, so it commits rows rather than an empty list.
    // On the server there is no window: a desktop's (every row of a first page is rendered anyway).
    initialRect:
      typeof window === 'undefined'
        ? { width: 1280, height: 800 }
        : { width: window.innerWidth, height: window.innerHeight },
  });
  // A row measured above the viewport moves what the visitor sees only when it replaced a spacer
  // (windowed); in a whole list its height was on the page all along.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = windowed ? undefined : keepScroll;

  const rows = virtualizer.getVirtualItems();
  const { before, after } = spacers(rows, virtualizer.getTotalSize(), top);
  return (
    <ul
      ref={listRef}
      className={styles.list}
      aria-label="Productos"
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {rows.flatMap((row) =>
        rowItems(items, row.index, columns).map((product, column) => (
          <ProductCard
            key={product.key}
            product={product}
            priceType={priceType}
            rubro={rubro}
            updatedAt={updatedAt}
            row={row.index}
            position={row.index * columns + column + 1}
            setSize={items.length}
            // One card per row is measured: grid items stretch to their row's height.
            measureRef={column === 0 ? virtualizer.measureElement : undefined}
          />
        )),
      )}
    </ul>
  );
});
