import { describe, expect, it } from 'vitest';
import { isSortOrder, sortProducts } from './sort.ts';
import { listed } from '../../testing/products.ts';

const items = [
  listed({ nombre: 'A', lista1: 300, lista2: 1 }, 'a'),
  listed({ nombre: 'B', lista1: undefined }, 'b'),
  listed({ nombre: 'C', lista1: 100, lista2: 999 }, 'c'),
  listed({ nombre: 'D', lista1: 300 }, 'd'),
];
const keys = (order: Parameters<typeof sortProducts>[1]) => sortProducts(items, order).map((p) => p.key);

describe('sortProducts', () => {
  it('name A-Z keeps the rubro order (already by name ascending)', () => {
    expect(sortProducts(items, 'name-asc')).toBe(items);
  });

  it('name Z-A reverses it without touching the input', () => {
    expect(keys('name-desc')).toEqual(['d', 'c', 'b', 'a']);
    expect(items.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('price sorts use lista1; ties keep name order; missing prices go last', () => {
    expect(keys('price-asc')).toEqual(['c', 'a', 'd', 'b']);
    expect(keys('price-desc')).toEqual(['a', 'd', 'c', 'b']);
  });

  it('recognises only the four orders', () => {
    expect(isSortOrder('price-asc')).toBe(true);
    expect(isSortOrder('precio')).toBe(false);
    expect(isSortOrder(undefined)).toBe(false);
  });
});
