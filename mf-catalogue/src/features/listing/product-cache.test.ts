import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, readCachedRubro, writeCachedRubro } from './product-cache.ts';
import { listed } from '../../testing/products.ts';

describe('per-rubro session cache', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips a rubro list (key, fields and search name)', () => {
    const products = [
      listed({ nombre: 'CAÑO DE COBRE' }, 'k1'),
      listed({ nombre: 'CODO DE COBRE', lista1: undefined }, 'k2'),
    ];
    expect(writeCachedRubro('cobre', products)).toBe(true);
    expect(readCachedRubro('cobre')).toEqual(products);
    expect(readCachedRubro('COBRE')).toEqual(products);
    expect(sessionStorage.getItem(cacheKey('cobre'))).not.toContain('searchName');
  });

  it('a missing entry is a miss', () => {
    expect(readCachedRubro('gas')).toBeNull();
  });

  it.each([
    ['broken JSON', '[{"key":'],
    ['not a list', '{"a":1}'],
    [
      'an excluded record',
      JSON.stringify([{ key: 'x', id: '1', nombre: 'GAS', stock: 0, idRubro: 4, idSubrubro: 14 }]),
    ],
    ['a null entry', '[null]'],
  ])('%s is dropped and read as a miss', (_case, raw) => {
    sessionStorage.setItem(cacheKey('gas'), raw);
    expect(readCachedRubro('gas')).toBeNull();
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
    expect(writeCachedRubro('cobre', [listed()], storage)).toBe(true);
    expect(items.has(cacheKey('gas'))).toBe(false);
    expect(items.has('otra-app')).toBe(true);

    const alwaysFull = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeCachedRubro('cobre', [listed()], alwaysFull)).toBe(false);
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
    expect(readCachedRubro('cobre', broken)).toBeNull();
    expect(writeCachedRubro('cobre', [listed()], broken)).toBe(false);
    expect(readCachedRubro('cobre', null)).toBeNull();
  });
});
