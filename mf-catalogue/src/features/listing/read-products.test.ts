import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsUnavailableError, READ_TIMEOUT_MS, createProductSource, readCollection } from './read-products.ts';
import { cacheKey } from './product-cache.ts';
import { eligibleProducts } from './inclusion.ts';
import { record } from '../../testing/products.ts';

// The shared Firebase client, faked: each test decides how the one-time read answers.
const firebase = vi.hoisted(() => ({
  answer: undefined as undefined | ((cb: (snap: { val(): unknown }) => void, err: (e: Error) => void) => void),
  unsubscribe: vi.fn(),
  calls: [] as unknown[][],
}));
vi.mock('@frio/shared/firebase', () => ({
  getFirebaseDatabase: async () => ({ db: true }),
  connectDatabaseNow: async () => {},
  loadDatabaseSdk: async () => ({
    ref: (...args: unknown[]) => ({ ref: args }),
    orderByChild: (child: string) => ({ orderByChild: child }),
    startAfter: (value: number) => ({ startAfter: value }),
    query: (...args: unknown[]) => {
      firebase.calls.push(args);
      return { query: args };
    },
    onValue: (_query: unknown, cb: (snap: { val(): unknown }) => void, err: (e: Error) => void, options: unknown) => {
      firebase.calls.push(['onValue', options]);
      firebase.answer?.(cb, err);
      return firebase.unsubscribe;
    },
  }),
}));

const collection = {
  a: record({ nombre: 'CODO DE COBRE' }),
  b: record({ nombre: 'CAÑO DE COBRE' }),
  c: record({ nombre: 'GAS R22' }),
  d: record({ nombre: 'COBRE SIN STOCK', stock: 0 }),
  'zz-malformed-no-name': { id: '99001', stock: 5, idRubro: 4, idSubrubro: 14 },
};

describe('readCollection', () => {
  beforeEach(() => {
    firebase.calls.length = 0;
    firebase.unsubscribe.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('reads productos once, ordered by stock after 0, keeping eligible records with their key', async () => {
    firebase.answer = (cb) => cb({ val: () => collection });
    const products = await readCollection(1000);
    expect(products.map((p) => p.key).sort()).toEqual(['a', 'b', 'c']);
    expect(firebase.calls[0]).toEqual([
      { ref: [{ db: true }, 'productos'] },
      { orderByChild: 'stock' },
      { startAfter: 0 },
    ]);
    expect(firebase.calls[1]).toEqual(['onValue', { onlyOnce: true }]);
  });

  it('an unreachable database fails after the timeout (at most 10 s) and stops listening', async () => {
    vi.useFakeTimers();
    firebase.answer = undefined; // never answers
    const read = readCollection(READ_TIMEOUT_MS);
    const outcome = expect(read).rejects.toBeInstanceOf(ProductsUnavailableError);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await outcome;
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(firebase.unsubscribe).toHaveBeenCalled();
  });

  it('a denied read is an error too', async () => {
    firebase.answer = (_cb, err) => err(new Error('permission_denied'));
    await expect(readCollection(1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
  });
});

describe('createProductSource', () => {
  beforeEach(() => sessionStorage.clear());

  it('downloads the collection once per page session, whatever the rubro', async () => {
    const reader = vi.fn(async () => eligibleProducts(collection));
    const source = createProductSource(reader);
    expect(source.peek('cobre')).toBeNull();
    const [cobre, gas] = await Promise.all([source.load('cobre'), source.load('gas')]);
    expect(cobre.map((p) => p.nombre)).toEqual(['CAÑO DE COBRE', 'CODO DE COBRE']);
    expect(gas.map((p) => p.nombre)).toEqual(['GAS R22']);
    expect(await source.load('filtro')).toEqual([]);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(source.downloads).toBe(1);
  });

  it('caches each rubro in sessionStorage, so a new page session shows it without a download', async () => {
    await createProductSource(async () => eligibleProducts(collection)).load('cobre');
    expect(sessionStorage.getItem(cacheKey('cobre'))).toContain('CAÑO DE COBRE');
    const reader = vi.fn(async () => []);
    const fresh = createProductSource(reader);
    expect(fresh.peek('cobre')?.map((p) => p.key)).toEqual(['b', 'a']);
    await fresh.load('cobre');
    expect(reader).not.toHaveBeenCalled();
  });

  it('a corrupted cache falls back to the download', async () => {
    sessionStorage.setItem(cacheKey('cobre'), '{not json');
    const source = createProductSource(async () => eligibleProducts(collection));
    expect(source.peek('cobre')).toBeNull();
    expect(await source.load('cobre')).toHaveLength(2);
  });

  it('after a failure the next load reads again (Reintentar)', async () => {
    const reader = vi
      .fn<() => Promise<ReturnType<typeof eligibleProducts>>>()
      .mockRejectedValueOnce(new ProductsUnavailableError())
      .mockResolvedValueOnce(eligibleProducts(collection));
    const source = createProductSource(reader);
    await expect(source.load('cobre')).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect(await source.load('cobre')).toHaveLength(2);
    expect(reader).toHaveBeenCalledTimes(2);
  });

  it('passes its timeout to the reader', async () => {
    const reader = vi.fn(async () => []);
    await createProductSource(reader, 1234).load('cobre');
    expect(reader).toHaveBeenCalledWith(1234);
  });
});
