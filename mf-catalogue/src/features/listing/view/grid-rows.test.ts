import { describe, expect, it } from 'vitest';
import { WINDOW_THRESHOLD, countTracks, isWindowed, rowCount, rowItems, rowKey, spacers } from './grid-rows.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}` }));

describe('grid rows', () => {
  it('windows only lists longer than the first page (25)', () => {
    expect(WINDOW_THRESHOLD).toBe(25);
    expect(isWindowed(1)).toBe(false);
    expect(isWindowed(25)).toBe(false);
    expect(isWindowed(26)).toBe(true);
    expect(isWindowed(60)).toBe(true);
    expect(isWindowed(5262)).toBe(true);
  });

  it('counts the columns of a computed grid-template-columns, 1 without a grid', () => {
    expect(countTracks('348px')).toBe(1);
    expect(countTracks('540px 540px')).toBe(2);
    expect(countTracks('373.328px 373.328px 373.344px')).toBe(3);
    expect(countTracks('[full-start] 300px 300px [full-end]')).toBe(2);
    expect(countTracks('none')).toBe(1);
    expect(countTracks('')).toBe(1);
  });

  it('splits items into rows of `columns`, the last one possibly shorter', () => {
    expect(rowCount(82, 1)).toBe(82);
    expect(rowCount(82, 2)).toBe(41);
    expect(rowCount(82, 3)).toBe(28);
    expect(rowCount(0, 3)).toBe(0);
    const list = items(7);
    expect(rowItems(list, 0, 3).map((i) => i.key)).toEqual(['k0', 'k1', 'k2']);
    expect(rowItems(list, 2, 3).map((i) => i.key)).toEqual(['k6']);
    expect(rowItems(list, 3, 3)).toEqual([]);
  });

  it('keys a row by the items in it, so other items or other columns mean another row', () => {
    const list = items(7);
    expect(rowKey(list, 1, 3)).toBe('k3 k4 k5');
    expect(rowKey(list, 2, 3)).toBe('k6');
    expect(rowKey(list, 1, 1)).toBe('k1');
    expect(rowKey(list, 0, 2)).not.toBe(rowKey(list, 0, 3));
    expect(rowKey(list.slice(1), 0, 1)).not.toBe(rowKey(list, 0, 1));
  });

  it('keeps the space of the rows above and below the rendered ones', () => {
    // A list starting 300 px down the page, 2000 px high; rows 4-9 rendered.
    expect(
      spacers(
        [
          { start: 900, end: 1050 },
          { start: 1062, end: 1400 },
        ],
        2000,
        300,
      ),
    ).toEqual({ before: 600, after: 900 });
    // Everything rendered: no spacers.
    expect(
      spacers(
        [
          { start: 300, end: 500 },
          { start: 512, end: 2300 },
        ],
        2000,
        300,
      ),
    ).toEqual({ before: 0, after: 0 });
    expect(spacers([], 2000, 300)).toEqual({ before: 0, after: 0 });
  });
});
