import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsUnavailableError, type CatalogueReader } from './database-reader.ts';
import { createProductSource } from './product-source.ts';
import { cacheKey } from './product-cache.ts';
import { listedRows } from './listed-rows.ts';
import { record } from '../../../testing/products.ts';

const collection = {
  a: record({ nombre: 'CODO DE COBRE' }),
  b: record({ nombre: 'CAÑO DE COBRE' }),
  c: record({ nombre: 'GAS R22' }),
  d: record({ nombre: 'COBRE SIN STOCK', stock: 0 }),
  'zz-malformed-no-name': { id: '99001', stock: 5, idRubro: 4, idSubrubro: 14 },
};

/** The lists the import makes of `collection`: each rubro's products that pass the rule, in name order. */
const lists: Partial<Record<string, Array<keyof typeof collection>>> = { cobre: ['b', 'a'], gas: ['c'] };
const derived = (rubro: string) => listedRows((lists[rubro] ?? []).map((key) => [key, collection[key]] as const))!;

/** A fake database: a stamp and derived lists (or none), counting every read. */
function fakeReader(state: { stamp: number | null; lists: boolean | 'damaged'; photos?: Array<[string, number]> }) {
  const reads = { stamp: 0, rubroList: [] as string[], firstPage: [] as string[] };
  const reader: CatalogueReader = {
    prepare: () => {},
    stamp: async () => {
      reads.stamp += 1;
      return state.stamp;
    },
    rubroList: async (rubro) => {
      reads.rubroList.push(rubro);
      if (state.lists === 'damaged') return null;
      return state.lists ? derived(rubro) : [];
    },
    firstPage: async (rubro) => {
      reads.firstPage.push(rubro);
      if (state.lists !== true) return null;
      const items = derived(rubro);
      return { items: items.slice(0, 1), total: items.length };
    },
    photos: async () => new Map(state.photos ?? []),
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
    expect(await source.technicianPrices('cobre')).toEqual(new Map([['a', 70]]));
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
    expect(reads).toEqual({ stamp: 1, rubroList: ['cobre', 'filtro'], firstPage: [] });
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
    expect(reads).toEqual({ stamp: 1, firstPage: ['cobre'], rubroList: ['cobre'] });
  });

  it('no preview when there is nothing small to read first: cached, no lists, damaged lists', async () => {
    const none = fakeReader({ stamp: null, lists: false });
    expect(await createProductSource(none.reader).preview('cobre')).toBeNull();
    expect(await createProductSource(fakeReader({ stamp: 1000, lists: 'damaged' }).reader).preview('cobre')).toBeNull();
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

  it('a derived list that cannot be read (damaged) is a failed read: the page offers Reintentar', async () => {
    const { reader, reads } = fakeReader({ stamp: 1000, lists: 'damaged' });
    await expect(createProductSource(reader).load('cobre')).rejects.toBeInstanceOf(ProductsUnavailableError);
    expect(reads).toEqual({ stamp: 1, rubroList: ['cobre'], firstPage: [] });
    expect(sessionStorage.getItem(cacheKey('cobre'))).toBeNull();
  });

  it('a new page session uses the session cache while the stamp is unchanged, and reads again after an import', async () => {
    await createProductSource(fakeReader({ stamp: 1000, lists: true }).reader).load('cobre');
    expect(sessionStorage.getItem(cacheKey('cobre'))).toContain('CAÑO DE COBRE');

    const same = fakeReader({ stamp: 1000, lists: true });
    const again = createProductSource(same.reader);
    expect(again.peek('cobre')).toBeNull(); // not trusted before the stamp is checked
    expect((await again.load('cobre')).items).toHaveLength(2);
    expect(same.reads).toEqual({ stamp: 1, rubroList: [], firstPage: [] });

    const imported = fakeReader({ stamp: 2000, lists: true });
    const after = await createProductSource(imported.reader).load('cobre');
    expect(after.updatedAt).toBe(2000);
    expect(imported.reads.rubroList).toEqual(['cobre']);
  });

  it("gives the rows their photos' stamps as read now, over a cached list too; a failed read shows none", async () => {
    const first = await createProductSource(fakeReader({ stamp: 1000, lists: true, photos: [['a', 5]] }).reader).load(
      'cobre',
    );
    expect(first.items.map((item) => [item.key, item.foto])).toEqual([
      ['b', undefined],
      ['a', 5],
    ]);
    const later = fakeReader({ stamp: 1000, lists: true, photos: [['b', 7]] });
    const source = createProductSource(later.reader);
    expect((await source.load('cobre')).items.map((item) => item.foto)).toEqual([7, undefined]);
    expect(later.reads.rubroList).toEqual([]); // from the session cache
    const failing = fakeReader({ stamp: 1000, lists: true });
    const refused = createProductSource({ ...failing.reader, photos: () => Promise.reject(new Error('x')) });
    expect((await refused.preview('gas'))?.items).toHaveLength(1);
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
    const { reader } = fakeReader({ stamp: 1000, lists: true });
    const rubroList = vi.fn(reader.rubroList);
    const firstPage = vi.fn(reader.firstPage);
    const stamp = vi.fn(reader.stamp);
    const source = createProductSource({ ...reader, stamp, rubroList, firstPage }, 1234);
    await source.preview('cobre');
    await source.load('cobre');
    expect(stamp).toHaveBeenCalledWith(1234);
    expect(firstPage).toHaveBeenCalledWith('cobre', 1234);
    expect(rubroList).toHaveBeenCalledWith('cobre', 1234);
  });
});
