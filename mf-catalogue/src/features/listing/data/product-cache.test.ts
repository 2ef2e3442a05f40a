import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, readCachedRubro, writeCachedRubro } from './product-cache.ts';
import { decodeListing, encodeRows } from '@frio/shared/catalogue/listing-codec';
import { listed } from '../../../testing/products.ts';

describe('per-rubro session cache', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips a rubro list in its order (key and public fields), in the codec form', () => {
    const products = [
      listed({ nombre: 'CODO DE COBRE', lista1: undefined, lista2: undefined }, 'k2'),
      listed({ nombre: 'CAÑO DE COBRE', lista2: undefined }, 'k1'),
    ];
    expect(writeCachedRubro('cobre', products, 1000)).toBe(true);
    expect(readCachedRubro('cobre', 1000)).toEqual(products);
    const raw = sessionStorage.getItem(cacheKey('cobre'))!;
    expect(raw).not.toContain('searchName');
    expect(decodeListing(raw.slice(raw.indexOf('\n') + 1))?.map(([key]) => key)).toEqual(['k2', 'k1']);
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
    ['broken JSON', '1000\n{"campos":'],
    ['not a list', '1000\n{"a":1}'],
    ['no stamp line', encodeRows([])],
    ['a broken stamp', '10x\n' + encodeRows([])],
    ['a row without the shape of a product', '1000\n' + encodeRows([{ key: 'x', nombre: 'GAS', stock: 'dos' }])],
    ['the earlier form (an array of records)', JSON.stringify({ stamp: 1000, items: [listed()] })],
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
