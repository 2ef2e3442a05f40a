import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, PAGE_STEP, canLoadMore, nextLimit, parseLimit } from './paging.ts';

describe('visible count', () => {
  it('starts at 25 and grows by 35', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(PAGE_STEP).toBe(35);
    expect(nextLimit(25)).toBe(60);
    expect(nextLimit(60)).toBe(95);
  });

  it('offers more only when the list is longer than the limit and the search is empty', () => {
    expect(canLoadMore(26, 25, false)).toBe(true);
    expect(canLoadMore(25, 25, false)).toBe(false);
    expect(canLoadMore(10, 25, false)).toBe(false);
    expect(canLoadMore(500, 25, true)).toBe(false);
  });

  it('accepts only counts the page could have produced', () => {
    expect(parseLimit('25')).toBe(25);
    expect(parseLimit('95')).toBe(95);
    expect(parseLimit(60)).toBe(60);
    for (const bad of [null, '', 'abc', '26', '10', '-35', '1e400', '60.5', {}]) expect(parseLimit(bad)).toBeNull();
  });
});
