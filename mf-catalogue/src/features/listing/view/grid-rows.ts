import { PAGE_SIZE } from '../query/paging.ts';

/**
 * Lists longer than this are windowed (only the grid rows near the viewport are in the DOM); shorter
 * ones render every item, so find-in-page works on them. It is the first page (25): what a visitor
 * sees before asking for more, and about what a window holds anyway on a desktop (21-24 cards at
 * 1280 px). A card costs about 1 ms to render and lay out on a slow machine, so rendering the second
 * page (60) whole would take a keystroke past its 50 ms budget.
 */
export const WINDOW_THRESHOLD = PAGE_SIZE;

export const isWindowed = (itemCount: number): boolean => itemCount > WINDOW_THRESHOLD;

/**
 * How many columns a grid has, from its computed `grid-template-columns` (one length per track,
 * e.g. '348px 348px'); 1 when it is not laid out as a grid (no CSS, no layout).
 */
export function countTracks(gridTemplateColumns: string): number {
  const tracks = gridTemplateColumns.split(/\s+/).filter((token) => /^\d/.test(token)).length;
  return Math.max(tracks, 1);
}

export const rowCount = (itemCount: number, columns: number): number => Math.ceil(itemCount / columns);

export function rowItems<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, row * columns + columns);
}

/**
 * A row's identity for its measured height: the keys of the items in it, so a row holding other
 * items (a new search, another column count) is measured again instead of reusing an old height.
 */
export function rowKey(items: readonly { key: string }[], row: number, columns: number): string {
  if (columns === 1) return items[row]?.key ?? '';
  return rowItems(items, row, columns)
    .map((item) => item.key)
    .join(' ');
}

/**
 * Space to keep above and below the rendered rows, so the list keeps its full height and the rows sit
 * where they belong. `rendered`: the rendered rows in order, with start and end measured from the page
 * top (as the window virtualizer gives them); `total`: the whole list's height; `listTop`: where the
 * list starts on the page.
 */
export function spacers(
  rendered: readonly { start: number; end: number }[],
  total: number,
  listTop: number,
): { before: number; after: number } {
  const first = rendered[0];
  const last = rendered[rendered.length - 1];
  if (!first || !last) return { before: 0, after: 0 };
  return {
    before: Math.max(first.start - listTop, 0),
    after: Math.max(total - (last.end - listTop), 0),
  };
}
