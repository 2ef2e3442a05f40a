import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ProductsUnavailableError,
  READ_TIMEOUT_MS,
  createProductSource,
  databaseReader,
  type CatalogueReader,
} from './read-products.ts';
import { encodeFirstPage, encodeListing } from '@frio/shared/catalogue/listing-codec';
import { cacheKey } from './product-cache.ts';
import { compareByName } from '@frio/shared/catalogue';
import { eligibleProducts } from './inclusion.ts';
import { record } from '../../testing/products.ts';

// The shared Firebase client, faked: each test decides how the one-time read answers.
const firebase = vi.hoisted(() => ({
  answer: undefined as undefined | ((cb: (snap: { val(): unknown }) => void, err: (e: Error) => void) => void),
  unsubscribe: vi.fn(),
  calls: [] as unknown[][],
  /** The REST read; undefined: it cannot serve (App Check on), the SDK reads. */
  rest: undefined as undefined | ((path: string) => Promise<{ value: unknown }>),
}));
vi.mock('@frio/shared/firebase', () => ({
  prepareFirebase: () => firebase.calls.push(['prepare']),
  readPublicOverRest: (path: string) => {
    firebase.calls.push(['rest', path]);
    return firebase.rest ? firebase.rest(path) : Promise.resolve(undefined);
  },
  getFirebaseDatabase: async () => ({ db: true }),
  connectDatabaseNow: async () => {},
  loadDatabaseSdk: async () => ({
    ref: (...args: unknown[]) => {
      firebase.calls.push(['ref', args[1]]);
      return { ref: args };
    },
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

describe('databaseReader', () => {
  beforeEach(() => {
    firebase.calls.length = 0;
    firebase.unsubscribe.mockClear();
    firebase.rest = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('reads productos once, ordered by stock after 0, keeping eligible records with their key', async () => {
    firebase.answer = (cb) => cb({ val: () => collection });
    const products = await databaseReader.collection(1000);
    expect(products.map((p) => p.key).sort()).toEqual(['a', 'b', 'c']);
    expect(firebase.calls).toEqual([
      ['ref', 'productos'],
      [{ ref: [{ db: true }, 'productos'] }, { orderByChild: 'stock' }, { startAfter: 0 }],
      ['onValue', { onlyOnce: true }],
    ]);
  });

  it("reads a rubro's derived list and the stamp at their own paths (through the SDK when REST cannot)", async () => {
    // As the import stores it (one string, name order) and in the earlier form (a tree of records).
    const named = (key: 'a' | 'b' | 'd') =>
      [key, collection[key] as Record<string, unknown> & { nombre: string }] as const;
    const stored = encodeListing(
      [named('a'), named('b'), named('d')],
      ['id', 'nombre', 'stock', 'lista1', 'idRubro', 'idSubrubro'],
    );
    firebase.answer = (cb) => cb({ val: () => stored });
    expect((await databaseReader.rubroList('Cobre', 1000))?.map((p) => p.key)).toEqual(['b', 'a']);
    firebase.answer = (cb) => cb({ val: () => ({ a: collection.a, d: collection.d }) });
    expect((await databaseReader.rubroList('Cobre', 1000))?.map((p) => p.key)).toEqual(['a']);
    firebase.answer = (cb) => cb({ val: () => stored.slice(0, 40) });
    expect(await databaseReader.rubroList('Cobre', 1000)).toBeNull();
    firebase.answer = (cb) => cb({ val: () => 1_763_000_000_000 });
    expect(await databaseReader.stamp(1000)).toBe(1_763_000_000_000);
    firebase.answer = (cb) => cb({ val: () => null });
    expect(await databaseReader.stamp(1000)).toBeNull();
    expect(await databaseReader.rubroList('gas', 1000)).toEqual([]);
    expect(firebase.calls.filter((call) => call[0] === 'ref').map((call) => call[1])).toEqual([
      'catalogo/listas/cobre',
      'catalogo/listas/cobre',
      'catalogo/listas/cobre',
      'catalogo/actualizado',
      'catalogo/actualizado',
      'catalogo/listas/gas',
    ]);
  });

  it('reads the public paths over REST when it can, without the SDK', async () => {
    const stored = encodeListing(
      [['b', collection.b as Record<string, unknown> & { nombre: string }]],
      ['id', 'nombre', 'stock', 'lista1', 'idRubro', 'idSubrubro'],
    );
    firebase.rest = async (path) => ({ value: path === 'catalogo/actualizado' ? 1_763_000_000_000 : stored });
    expect((await databaseReader.rubroList('cobre', 1000))?.map((p) => p.key)).toEqual(['b']);
    expect(await databaseReader.stamp(1000)).toBe(1_763_000_000_000);
    expect(firebase.calls).toEqual([
      ['rest', 'catalogo/listas/cobre'],
      ['rest', 'catalogo/actualizado'],
    ]);
  });

  it("reads a rubro's first page with the whole list's length; an unreadable one is null", async () => {
    const named = (key: 'a' | 'b' | 'd') =>
      [key, collection[key] as Record<string, unknown> & { nombre: string }] as const;
    const page = encodeFirstPage([named('a'), named('b'), named('d')], ['nombre', 'stock', 'idRubro', 'idSubrubro']);
    firebase.rest = async () => ({ value: page });
    const read = await databaseReader.firstPage('Cobre', 1000);
    // The rule is applied again on the client: 'd' (no stock) is not shown, though the page counts it.
    expect({ keys: read?.items.map((p) => p.key), total: read?.total }).toEqual({ keys: ['b', 'a'], total: 3 });
    firebase.rest = async () => ({ value: encodeListing([named('a')], ['nombre']) });
    expect(await databaseReader.firstPage('cobre', 1000)).toBeNull();
    firebase.rest = async () => ({ value: null });
    expect(await databaseReader.firstPage('gas', 1000)).toBeNull();
    expect(firebase.calls.map((call) => call[1])).toEqual([
      'catalogo/primeras/cobre',
      'catalogo/primeras/cobre',
      'catalogo/primeras/gas',
    ]);
  });

  it('a REST read that fails, or never answers within the timeout, is the same "unavailable" error', async () => {
    firebase.rest = () => Promise.reject(new Error('catalogo/actualizado: HTTP 401'));
    await expect(databaseReader.stamp(1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
    vi.useFakeTimers();
    firebase.rest = () => new Promise(() => {});
    const read = databaseReader.rubroList('cobre', READ_TIMEOUT_MS);
    const outcome = expect(read).rejects.toBeInstanceOf(ProductsUnavailableError);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await outcome;
  });

  it('an unreachable database fails after the timeout (at most 10 s) and stops listening', async () => {
    vi.useFakeTimers();
    firebase.answer = undefined; // never answers
    const read = databaseReader.stamp(READ_TIMEOUT_MS);
    const outcome = expect(read).rejects.toBeInstanceOf(ProductsUnavailableError);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await outcome;
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(firebase.unsubscribe).toHaveBeenCalled();
  });

  it('prepares by fetching the Firebase client and asking it for the config', async () => {
    databaseReader.prepare();
    await vi.waitFor(() => expect(firebase.calls).toEqual([['prepare']]));
  });

  it('a denied read is an error too', async () => {
    firebase.answer = (_cb, err) => err(new Error('permission_denied'));
    await expect(databaseReader.collection(1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
  });

  it("reads a rubro's technician prices from the private list, through the SDK (never REST, never cached)", async () => {
    const named = (key: 'a' | 'b', lista2: number) =>
      [key, { nombre: String(collection[key].nombre), lista2 }] as const;
    firebase.answer = (cb) => cb({ val: () => encodeListing([named('a', 70), named('b', 80)], ['lista2']) });
    expect(await databaseReader.technicianPrices('Cobre', 1000)).toEqual(
      new Map([
        ['b', 80],
        ['a', 70],
      ]),
    );
    expect(firebase.calls.filter((call) => call[0] === 'rest')).toEqual([]);
    expect(firebase.calls).toContainEqual(['ref', 'privado/listas/cobre']);
    expect(sessionStorage.length).toBe(0);
  });

  it('a term without a private list reads privado/precios; a refused read is an error', async () => {
    firebase.answer = (cb) => cb({ val: () => ({ a: 70, b: 'x', c: 90 }) });
    expect(await databaseReader.technicianPrices('codo', 1000)).toEqual(
      new Map([
        ['a', 70],
        ['c', 90],
      ]),
    );
    expect(firebase.calls).toContainEqual(['ref', 'privado/precios']);
    firebase.answer = (_cb, err) => err(new Error('permission_denied'));
    await expect(databaseReader.technicianPrices('cobre', 1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
  });
});

/** A fake database: a stamp, derived lists (or none) and the collection, counting every read. */
function fakeReader(state: { stamp: number | null; lists: boolean | 'damaged' }) {
  const all = eligibleProducts(collection);
  const reads = { stamp: 0, rubroList: [] as string[], firstPage: [] as string[], collection: 0 };
  const reader: CatalogueReader = {
    prepare: () => {},
    stamp: async () => {
      reads.stamp += 1;
      return state.stamp;
    },
    rubroList: async (rubro) => {
      reads.rubroList.push(rubro);
      if (state.lists === 'damaged') return null;
      return state.lists ? all.filter((p) => p.searchName.includes(rubro.toLowerCase())) : [];
    },
    firstPage: async (rubro) => {
      reads.firstPage.push(rubro);
      if (state.lists !== true) return null;
      const items = all.filter((p) => p.searchName.includes(rubro.toLowerCase())).sort(compareByName);
      return { items: items.slice(0, 1), total: items.length };
    },
    collection: async () => {
      reads.collection += 1;
      return all;
    },
    technicianPrices: async () => new Map(),
  };
  return { reader, reads };
}

describe('createProductSource', () => {
  beforeEach(() => sessionStorage.clear());

  it('technician prices: read once per rubro and page session; a refused read is asked again next time', async () => {
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    const technicianPrices = vi
      .fn<CatalogueReader['technicianPrices']>()
      .mockRejectedValueOnce(new ProductsUnavailableError())
      .mockResolvedValue(new Map([['a', 70]]));
    const source = createProductSource({ ...reader, technicianPrices });
    await expect(source.technicianPrices('cobre')).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect(await source.technicianPrices('Cobre')).toEqual(new Map([['a', 70]]));
    expect(await source.technicianPrices('cobre')).toEqual(new Map([['a', 70]]));
    expect(technicianPrices).toHaveBeenCalledTimes(2);
  });

  it("a new visitor reads the stamp and only the rubro's derived list, never the collection", async () => {
    const { reader, reads } = fakeReader({ stamp: 1000, lists: true });
    const source = createProductSource(reader);
    expect(source.peek('cobre')).toBeNull();
    const cobre = await source.load('cobre');
    expect(cobre.items.map((p) => p.nombre)).toEqual(['CAÑO DE COBRE', 'CODO DE COBRE']);
    expect(cobre.updatedAt).toBe(1000);
    expect(await source.load('filtro')).toEqual({ items: [], updatedAt: 1000 });
    expect(reads).toEqual({ stamp: 1, rubroList: ['cobre', 'filtro'], firstPage: [], collection: 0 });
    expect(source.peek('cobre')).toBe(cobre);
  });

  it('asks the reader to prepare when the page will have to read (nothing known yet)', async () => {
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    const prepare = vi.fn();
    const source = createProductSource({ ...reader, prepare });
    expect(source.peek('cobre')).toBeNull();
    expect(prepare).toHaveBeenCalledTimes(1);
    await source.load('cobre');
    expect(source.peek('cobre')).not.toBeNull();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("a new visitor's preview is the first page with the list's length, and the whole list comes after", async () => {
    const { reader, reads } = fakeReader({ stamp: 1000, lists: true });
    const source = createProductSource(reader);
    const preview = await source.preview('cobre');
    expect(preview).toEqual({
      items: [expect.objectContaining({ nombre: 'CAÑO DE COBRE' })],
      total: 2,
      updatedAt: 1000,
    });
    expect(reads).toMatchObject({ stamp: 1, firstPage: ['cobre'], rubroList: [] });
    expect((await source.load('cobre')).items).toHaveLength(2);
    expect(reads).toMatchObject({ stamp: 1, firstPage: ['cobre'], rubroList: ['cobre'], collection: 0 });
  });

  it('no preview when there is nothing small to read first: cached, no lists, damaged lists, another term', async () => {
    const none = fakeReader({ stamp: null, lists: false });
    expect(await createProductSource(none.reader).preview('cobre')).toBeNull();
    expect(await createProductSource(fakeReader({ stamp: 1000, lists: 'damaged' }).reader).preview('cobre')).toBeNull();
    const other = fakeReader({ stamp: 1000, lists: true });
    expect(await createProductSource(other.reader).preview(' cobre')).toBeNull();
    expect(other.reads.firstPage).toEqual([]);
    await createProductSource(fakeReader({ stamp: 1000, lists: true }).reader).load('cobre');
    const cached = fakeReader({ stamp: 1000, lists: true });
    expect(await createProductSource(cached.reader).preview('cobre')).toBeNull();
    expect(cached.reads.firstPage).toEqual([]);
  });

  it("a document's rows are current while the stamp is theirs: read once, and the whole list follows under it", async () => {
    const read = fakeReader({ stamp: 1000, lists: true });
    const source = createProductSource(read.reader);
    expect(await source.current(1000)).toBe(true);
    expect(await source.current(999)).toBe(false);
    // The whole list that follows is read under that stamp, with no second read of it.
    expect((await source.load('cobre')).updatedAt).toBe(1000);
    expect(read.reads).toMatchObject({ stamp: 1, rubroList: ['cobre'] });
  });

  it('a preview whose stamp cannot be read fails (the page offers Reintentar), and is read again after', async () => {
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    const stamp = vi.fn(reader.stamp).mockRejectedValueOnce(new ProductsUnavailableError());
    const source = createProductSource({ ...reader, stamp });
    await expect(source.preview('cobre')).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect((await source.preview('cobre'))?.total).toBe(2);
  });

  it('without derived lists (no stamp) it falls back to one read of the collection for every rubro', async () => {
    const { reader, reads } = fakeReader({ stamp: null, lists: false });
    const source = createProductSource(reader);
    const [cobre, gas] = await Promise.all([source.load('cobre'), source.load('gas')]);
    expect(cobre.items.map((p) => p.nombre)).toEqual(['CAÑO DE COBRE', 'CODO DE COBRE']);
    expect(gas).toEqual({ items: [expect.objectContaining({ nombre: 'GAS R22' })], updatedAt: null });
    expect(reads.collection).toBe(1);
    expect(source.downloads).toBe(1);
  });

  it('a derived list that cannot be read (damaged) falls back to the collection, with the same rows', async () => {
    const { reader, reads } = fakeReader({ stamp: 1000, lists: 'damaged' });
    const cobre = await createProductSource(reader).load('cobre');
    expect(cobre.items.map((p) => p.nombre)).toEqual(['CAÑO DE COBRE', 'CODO DE COBRE']);
    expect(reads).toMatchObject({ rubroList: ['cobre'], collection: 1 });
  });

  it('a rubro term without a derived list (any other route value) reads the collection', async () => {
    const { reader, reads } = fakeReader({ stamp: 1000, lists: true });
    const list = await createProductSource(reader).load(' cobre');
    expect(list.items.map((p) => p.nombre)).toEqual(['CAÑO DE COBRE', 'CODO DE COBRE']);
    expect(reads).toMatchObject({ rubroList: [], collection: 1 });
  });

  it('a new page session uses the session cache while the stamp is unchanged, and reads again after an import', async () => {
    await createProductSource(fakeReader({ stamp: 1000, lists: true }).reader).load('cobre');
    expect(sessionStorage.getItem(cacheKey('cobre'))).toContain('CAÑO DE COBRE');

    const same = fakeReader({ stamp: 1000, lists: true });
    const again = createProductSource(same.reader);
    expect(again.peek('cobre')).toBeNull(); // not trusted before the stamp is checked
    expect((await again.load('cobre')).items).toHaveLength(2);
    expect(same.reads).toEqual({ stamp: 1, rubroList: [], firstPage: [], collection: 0 });

    const imported = fakeReader({ stamp: 2000, lists: true });
    const after = await createProductSource(imported.reader).load('cobre');
    expect(after.updatedAt).toBe(2000);
    expect(imported.reads.rubroList).toEqual(['cobre']);
  });

  it('a corrupted cache falls back to the download', async () => {
    sessionStorage.setItem(cacheKey('cobre'), '{not json');
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    expect((await createProductSource(reader).load('cobre')).items).toHaveLength(2);
  });

  it('after a failure the next load reads again (Reintentar)', async () => {
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    const stamp = vi.fn(reader.stamp).mockRejectedValueOnce(new ProductsUnavailableError());
    const source = createProductSource({ ...reader, stamp });
    await expect(source.load('cobre')).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect((await source.load('cobre')).items).toHaveLength(2);
    expect(stamp).toHaveBeenCalledTimes(2);
  });

  it('passes its timeout to every read', async () => {
    const { reader } = fakeReader({ stamp: null, lists: false });
    const collectionRead = vi.fn(reader.collection);
    const stamp = vi.fn(reader.stamp);
    await createProductSource({ ...reader, stamp, collection: collectionRead }, 1234).load('cobre');
    expect(stamp).toHaveBeenCalledWith(1234);
    expect(collectionRead).toHaveBeenCalledWith(1234);
  });
});
