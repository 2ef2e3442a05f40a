import { describe, expect, it } from 'vitest';
import { isSearchActive, parseSearch, searchProducts } from './search.ts';
import { listed } from '../../testing/products.ts';

const items = [
  listed({ id: '10012', codigo: 'DF0012345', nombre: 'CAÑO DE COBRE 1/4 (ROLLO)' }, 'a'),
  listed({ id: '10099', codigo: '', nombre: 'CODO DE COBRE [90] GRADOS' }, 'b'),
  listed({ id: '20012', codigo: 'EM0099999', nombre: 'CUPLA * COBRE \\ 3/8' }, 'c'),
  listed({ id: '31000', codigo: undefined, nombre: 'Cobre flexible' }, 'd'),
];
const keys = (text: string) => searchProducts(items, text).map((p) => p.key);

describe('parseSearch', () => {
  it('reads the three modes and the empty search', () => {
    expect(parseSearch('')).toEqual({ mode: 'all' });
    expect(parseSearch('   ')).toEqual({ mode: 'all' });
    expect(parseSearch('.100')).toEqual({ mode: 'id', prefix: '100' });
    expect(parseSearch('code=DF00123')).toEqual({ mode: 'code', code: 'df00123' });
    expect(parseSearch('Caño')).toEqual({ mode: 'name', text: 'caño' });
  });

  it("needs more than 5 characters after 'code='; shorter is plain text", () => {
    expect(parseSearch('code=DF001')).toEqual({ mode: 'name', text: 'code=df001' });
    expect(parseSearch('code=DF0012')).toEqual({ mode: 'code', code: 'df0012' });
  });

  it("a '.' followed by anything but digits is plain text", () => {
    expect(parseSearch('.1a')).toEqual({ mode: 'name', text: '.1a' });
  });

  it('knows when a search is active', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive('  ')).toBe(false);
    expect(isSearchActive('x')).toBe(true);
  });
});

describe('searchProducts', () => {
  it('empty search returns the same list', () => {
    expect(searchProducts(items, '')).toBe(items);
  });

  it("'.' + digits matches ids starting with the digits", () => {
    expect(keys('.100')).toEqual(['a', 'b']);
    expect(keys('.2')).toEqual(['c']);
    expect(keys('.012')).toEqual([]);
    expect(keys('.')).toEqual(['a', 'b', 'c', 'd']);
  });

  it("'code=' matches codigo containing the code or contained in it, never an empty codigo", () => {
    expect(keys('code=DF0012345')).toEqual(['a']);
    expect(keys('code=df00123')).toEqual(['a']);
    expect(keys('code=XXDF0012345YY')).toEqual(['a']);
    expect(keys('code=0099999')).toEqual(['c']);
    expect(keys('code=ZZ99999')).toEqual([]);
  });

  it('other text matches nombre case-insensitively', () => {
    expect(keys('cobre')).toEqual(['a', 'b', 'c', 'd']);
    expect(keys('FLEXIBLE')).toEqual(['d']);
    expect(keys('caño de')).toEqual(['a']);
  });

  it('pattern characters are literal text and never throw', () => {
    expect(keys('(')).toEqual(['a']);
    expect(keys('(rollo)')).toEqual(['a']);
    expect(keys('[90]')).toEqual(['b']);
    expect(keys('[')).toEqual(['b']);
    expect(keys('*')).toEqual(['c']);
    expect(keys('\\')).toEqual(['c']);
    expect(keys('.*')).toEqual([]);
    expect(keys('^c')).toEqual([]);
    expect(keys('a|b')).toEqual([]);
    expect(keys('$')).toEqual([]);
  });

  it('keeps the given order', () => {
    expect(searchProducts([...items].reverse(), 'cobre').map((p) => p.key)).toEqual(['d', 'c', 'b', 'a']);
  });
});
