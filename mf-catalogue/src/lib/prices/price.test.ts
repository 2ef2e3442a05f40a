import { describe, expect, it } from 'vitest';
import { priceValue, withTechnicianPrices } from './price.ts';

describe('withTechnicianPrices', () => {
  it('technician prices are merged by key; a product without one keeps no lista2', () => {
    const items = [
      { key: 'a', lista1: 100 },
      { key: 'b', lista1: 200 },
    ];
    const merged = withTechnicianPrices(items, new Map([['a', 80]]));
    expect(merged).toEqual([
      { key: 'a', lista1: 100, lista2: 80 },
      { key: 'b', lista1: 200 },
    ]);
    expect(priceValue(merged[1]!, 2)).toBeNull();
    expect(items[0]).not.toHaveProperty('lista2');
  });
});
