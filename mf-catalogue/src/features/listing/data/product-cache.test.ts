import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, readCachedRubro, writeCachedRubro } from './product-cache.ts';
import { listed } from '../../../testing/products.ts';

describe('per-rubro session cache', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips a rubro list (key, fields and search name)', () => {
    const products = [
      listed({ nombre: 'CAÑO DE COBRE' }, 'k1'),
      listed({ nombre: 'CODO DE COBRE', lista1: undefined }, 'k2'),
    ];
    expect(writeCachedRubro('cobre', products, 1000)).toBe(true);
    expect(readCachedRubro('cobre', 1000)).toEqual(products);
    expect(readCachedRubro('COBRE', 1000)).toEqual(products);
    expect(sessionStorage.getItem(cacheKey('cobre'))).not.toContain('searchName');
  });

  it('a missing entry is a miss', () => {
    expect(readCachedRubro('gas', 1000)).toBeNull();
  });

  it('an entry read under another stamp (an import since) is a miss', () => {
    writeCachedRubro('cobre', [listed()], 1000);
    expect(readCachedRubro('cobre', 2000)).toBeNull();
    expect(readCachedRubro('cobre', null)).toBeNull();
    writeCachedRubro('cobre', [listed()], null);
    expect(readCachedRubro('cobre', null)).toHaveLength(1);
  });

  it.each([
    ['broken JSON', '[{"key":'],
    ['not a list', '{"a":1}'],
    [
      'an excluded record',
      JSON.stringify({
        stamp: 1000,
        items: [{ key: 'x', id: '1', nombre: 'GAS', stock: 0, idRubro: 4, idSubrubro: 14 }],
      }),
    ],
    ['a null entry', '[null]'],
  ])('%s is dropped and read as a miss', (_case, raw) => {
    sessionStorage.setItem(cacheKey('gas'), raw);
    expect(readCachedRubro('gas', 1000)).toBeNull();
    expect(sessionStorage.getItem(cacheKey('gas'))).toBeNull();
  });

  it('over quota: evicts other rubros once, then gives up without throwing', () => {
    const items = new Map<string, string>([
      [cacheKey('gas'), '[]'],
      ['otra-app', 'x'],
    ]);
    let full = true;
    const storage = {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (k: string) => items.get(k) ?? null,
      removeItem: (k: string) => {
        items.delete(k);
        full = false;
      },
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        items.set(k, v);
      },
    };
    expect(writeCachedRubro('cobre', [listed()], 1000, storage)).toBe(true);
    expect(items.has(cacheKey('gas'))).toBe(false);
    expect(items.has('otra-app')).toBe(true);

    const alwaysFull = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeCachedRubro('cobre', [listed()], 1000, alwaysFull)).toBe(false);
  });

  it('storage that throws on every call is a miss, never an error', () => {
    const broken = {
      length: 0,
      key: () => null,
      getItem: vi.fn(() => {
        throw new Error('denied');
      }),
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCachedRubro('cobre', 1000, broken)).toBeNull();
    expect(writeCachedRubro('cobre', [listed()], 1000, broken)).toBe(false);
    expect(readCachedRubro('cobre', 1000, null)).toBeNull();
  });
});
