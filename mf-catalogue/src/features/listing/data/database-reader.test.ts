import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsUnavailableError, READ_TIMEOUT_MS, databaseReader } from './database-reader.ts';
import { encodeFirstPage, encodeListing } from '@frio/shared/catalogue/listing-codec';
import { record } from '../../../testing/products.ts';

// The shared Firebase client, faked: each test decides how the one-time read answers.
const firebase = vi.hoisted(() => ({
  answer: undefined as undefined | ((cb: (snap: { val(): unknown }) => void, err: (e: Error) => void) => void),
  unsubscribe: vi.fn(),
  calls: [] as unknown[][],
  /** The REST read; undefined: it cannot serve (App Check on), the SDK reads. */
  rest: undefined as undefined | ((path: string) => Promise<{ value: unknown }>),
}));
vi.mock('@frio/shared/firebase', async () =>
  (await import('@frio/shared/testing/firebase-reads')).withDatabaseReads(
    (() => ({
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
        onValue: (
          _query: unknown,
          cb: (snap: { val(): unknown }) => void,
          err: (e: Error) => void,
          options: unknown,
        ) => {
          firebase.calls.push(['onValue', options]);
          firebase.answer?.(cb, err);
          return firebase.unsubscribe;
        },
      }),
    }))(),
  ),
);

// The lists saved for offline use: what this account saved (null: nothing).
const saved = vi.hoisted(() => ({
  list: null as null | { uid: string; stamp: number; listas: Record<string, unknown> },
}));
vi.mock('@frio/shared/offline/technician-list', () => ({ readSavedTechnicianList: async () => saved.list }));

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

  it("reads a rubro's derived list and the stamp at their own paths (through the SDK when REST cannot)", async () => {
    // As the import stores it (one string, name order, the rule already applied); anything else (a tree of
    // records, a cut string) is no list: null, and the listing says it could not read it. A row without a
    // product's shape is left out.
    const named = (key: 'a' | 'b' | 'd') =>
      [key, collection[key] as Record<string, unknown> & { nombre: string }] as const;
    const stored = encodeListing(
      [named('a'), named('b'), named('d')],
      ['id', 'nombre', 'stock', 'lista1', 'idRubro', 'idSubrubro'],
    );
    firebase.answer = (cb) => cb({ val: () => stored });
    expect((await databaseReader.rubroList('cobre', 1000))?.map((p) => p.key)).toEqual(['b', 'd', 'a']);
    firebase.answer = (cb) => cb({ val: () => ({ a: collection.a, d: collection.d }) });
    expect(await databaseReader.rubroList('cobre', 1000)).toBeNull();
    firebase.answer = (cb) => cb({ val: () => stored.slice(0, 40) });
    expect(await databaseReader.rubroList('cobre', 1000)).toBeNull();
    const malformed = encodeListing(
      [named('b'), ['m', { nombre: 'COBRE X', stock: 'dos' }], named('a')],
      ['id', 'nombre', 'stock', 'lista1', 'idRubro', 'idSubrubro'],
    );
    firebase.answer = (cb) => cb({ val: () => malformed });
    expect((await databaseReader.rubroList('cobre', 1000))?.map((p) => p.key)).toEqual(['b', 'a']);
    firebase.answer = (cb) => cb({ val: () => 1_763_000_000_000 });
    expect(await databaseReader.stamp(1000)).toBe(1_763_000_000_000);
    firebase.answer = (cb) => cb({ val: () => null });
    expect(await databaseReader.stamp(1000)).toBeNull();
    expect(await databaseReader.rubroList('gas', 1000)).toEqual([]);
    expect(firebase.calls.filter((call) => call[0] === 'ref').map((call) => call[1])).toEqual([
      'catalogo/listas/cobre',
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
    const read = await databaseReader.firstPage('cobre', 1000);
    // The page is the import's: its rows as stored, and the whole list's length.
    expect({ keys: read?.items.map((p) => p.key), total: read?.total }).toEqual({ keys: ['b', 'd', 'a'], total: 3 });
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

  it("reads a rubro's technician prices from the private list, through the SDK (never REST, never cached)", async () => {
    const named = (key: 'a' | 'b', lista2: number) =>
      [key, { nombre: String(collection[key].nombre), lista2 }] as const;
    firebase.answer = (cb) => cb({ val: () => encodeListing([named('a', 70), named('b', 80)], ['lista2']) });
    expect(await databaseReader.technicianPrices('cobre', 1000)).toEqual(
      new Map([
        ['b', 80],
        ['a', 70],
      ]),
    );
    expect(firebase.calls.filter((call) => call[0] === 'rest')).toEqual([]);
    expect(firebase.calls).toContainEqual(['ref', 'privado/listas/cobre']);
    expect(sessionStorage.length).toBe(0);
  });

  it('a rubro without products has no private prices; an unreadable private list or a refused read is an error', async () => {
    firebase.answer = (cb) => cb({ val: () => null });
    expect(await databaseReader.technicianPrices('gas', 1000)).toEqual(new Map());
    firebase.answer = (cb) => cb({ val: () => ({ a: 70, c: 90 }) });
    await expect(databaseReader.technicianPrices('cobre', 1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect(firebase.calls.filter((call) => call[0] === 'ref').map((call) => call[1])).toEqual([
      'privado/listas/gas',
      'privado/listas/cobre',
    ]);
    firebase.answer = (_cb, err) => err(new Error('permission_denied'));
    await expect(databaseReader.technicianPrices('cobre', 1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
  });

  it('offline, reads the list this account saved for offline use, never the SDK; none saved is an error', async () => {
    const named = (key: 'a' | 'b', lista2: number) =>
      [key, { nombre: String(collection[key].nombre), lista2 }] as const;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    saved.list = { uid: 'u', stamp: 1, listas: { cobre: encodeListing([named('a', 70)], ['lista2']), gas: null } };
    expect(await databaseReader.technicianPrices('cobre', 1000)).toEqual(new Map([['a', 70]]));
    expect(await databaseReader.technicianPrices('gas', 1000)).toEqual(new Map());
    saved.list = null;
    await expect(databaseReader.technicianPrices('cobre', 1000)).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect(firebase.calls.filter((call) => call[0] === 'ref')).toEqual([]);
  });
});
