import { describe, expect, it } from 'vitest';
import { readListingQuery, writeListingQuery } from './url-query.ts';

describe('listing URL query', () => {
  it('reads search and order, with defaults', () => {
    expect(readListingQuery(new URLSearchParams(''))).toEqual({ search: '', order: 'name-asc' });
    expect(readListingQuery(new URLSearchParams('q=ca%C3%B1o&orden=precio-desc'))).toEqual({
      search: 'caño',
      order: 'price-desc',
    });
    expect(readListingQuery(new URLSearchParams('orden=otra'))).toEqual({ search: '', order: 'name-asc' });
  });

  it('writes changes, leaving defaults out and other parameters alone', () => {
    const start = new URLSearchParams('utm=x&q=a');
    expect(writeListingQuery(start, { search: 'cobre (1/4)', order: 'price-asc' }).toString()).toBe(
      'utm=x&q=cobre+%281%2F4%29&orden=precio-asc',
    );
    expect(writeListingQuery(start, { search: '' }).toString()).toBe('utm=x');
    expect(writeListingQuery(new URLSearchParams('orden=nombre-desc'), { order: 'name-asc' }).toString()).toBe('');
    expect(start.toString()).toBe('utm=x&q=a');
  });

  it('round-trips every order', () => {
    for (const order of ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const) {
      expect(readListingQuery(writeListingQuery(new URLSearchParams(), { order })).order).toBe(order);
    }
  });
});
