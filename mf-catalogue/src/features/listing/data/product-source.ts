/**
 * The listing's product source over the database reads and the session cache. A new visitor sees a
 * rubro's first page first, and the whole list is read once it is on screen. Rubros come lower-case
 * (ProductListPage normalises them once).
 */
import type { TechnicianPrices } from '../../../lib/prices/price.ts';
import type { Product } from '@frio/shared/types';
import { withPhotos, type PhotoStamps } from '@frio/shared/catalogue/photo';
import { once } from '@frio/shared/once';
import { hasCachedRubro, readCachedRubro, writeCachedRubro, type CatalogueStamp } from './product-cache.ts';
import { databaseReader, ProductsUnavailableError, READ_TIMEOUT_MS, type CatalogueReader } from './database-reader.ts';

/** A rubro's rows and the date its prices were updated (null when the database has no stamp). */
interface RubroList {
  items: readonly Product[];
  updatedAt: CatalogueStamp;
}

/** The first rows of a rubro's list (in its default order) and how many the whole list has. */
interface RubroPreview extends RubroList {
  total: number;
}

/** Everything the listing needs from its data, so the view can be tested with a fake. */
export interface ProductSource {
  /**
   * The rubro's list when it is available without waiting (already known in this page session), else null;
   * its photos as they were when it was read (load reads them again).
   */
  peek(rubro: string): RubroList | null;
  /**
   * For a new visitor: the first page of the rubro's derived list, to show while the whole list loads.
   * Null when there is none to read (a cached rubro, a rubro without a list).
   */
  preview(rubro: string): Promise<RubroPreview | null>;
  /** The rubro's list: from the session cache if the stamp is unchanged, else its derived list. */
  load(rubro: string): Promise<RubroList>;
  /** The technician prices (lista2) of a rubro's products by key: only an approved technician may read them. */
  technicianPrices(rubro: string): Promise<TechnicianPrices>;
  /** Whether the catalogue's stamp is still `updatedAt` (rows read under it are current). */
  current(updatedAt: number): Promise<boolean>;
}

export type { TechnicianPrices };

/** A product source over the database reads; the page uses the default one (module-level, per page session). */
export function createProductSource(
  reader: CatalogueReader = databaseReader,
  timeoutMs: number = READ_TIMEOUT_MS,
): ProductSource {
  let stampKnown: { value: CatalogueStamp } | undefined;
  const byRubro = new Map<string, RubroList>();
  const pricesByRubro = new Map<string, Promise<TechnicianPrices>>();

  /** The stamp, read once per page session (again after a failure). */
  const stamp = once(() =>
    reader.stamp(timeoutMs).then((value) => {
      stampKnown = { value };
      return value;
    }),
  );

  function remember(rubro: string, items: readonly Product[], updatedAt: CatalogueStamp): RubroList {
    const list = { items, updatedAt };
    byRubro.set(rubro, list);
    return list;
  }

  /** The rubro's list from memory, or from the session cache under the known stamp. */
  function known(rubro: string): RubroList | null {
    const inMemory = byRubro.get(rubro);
    if (inMemory) return inMemory;
    if (!stampKnown) return null;
    const cached = readCachedRubro(rubro, stampKnown.value);
    return cached ? remember(rubro, cached, stampKnown.value) : null;
  }

  function peek(rubro: string): RubroList | null {
    const list = known(rubro);
    // The page renders its spinner and asks for the rows after painting: what the reads need can come
    // meanwhile (on a phone, a round trip or two off the first rows).
    if (!list) reader.prepare();
    return list;
  }

  /** The rubro's photo stamps, read now (the owner may have added one since): a failed read shows the rows' own. */
  const photos = (rubro: string): Promise<PhotoStamps | null> => reader.photos(rubro, timeoutMs).catch(() => null);
  /** The stamps a preview read, for the load that follows it: one read per page view. */
  const previewPhotos = new Map<string, Promise<PhotoStamps | null>>();
  const photographed = (items: readonly Product[], stamps: PhotoStamps | null) =>
    stamps ? withPhotos(items, stamps, (item) => item.key) : items;

  async function preview(rubro: string): Promise<RubroPreview | null> {
    if (known(rubro) || hasCachedRubro(rubro)) return null;
    const read = photos(rubro);
    previewPhotos.set(rubro, read);
    const [updatedAt, page, stamps] = await Promise.all([stamp(), reader.firstPage(rubro, timeoutMs), read]);
    return updatedAt !== null && page ? { ...page, items: photographed(page.items, stamps), updatedAt } : null;
  }

  async function load(rubro: string): Promise<RubroList> {
    const ready = byRubro.get(rubro);
    if (ready) return ready;
    const stamps = previewPhotos.get(rubro) ?? photos(rubro);
    previewPhotos.delete(rubro);
    // Without a cached entry to validate, the rubro's list is read alongside the stamp (one round trip).
    const early = hasCachedRubro(rubro) ? undefined : reader.rubroList(rubro, timeoutMs);
    early?.catch(() => {}); // awaited below, or dropped when the cached entry is current
    const updatedAt = await stamp();
    // A list that cannot be read is a failed read (the page offers Reintentar).
    const read = readCachedRubro(rubro, updatedAt) ?? (await (early ?? reader.rubroList(rubro, timeoutMs)));
    if (!read) throw new ProductsUnavailableError(new Error(`catalogo/listas/${rubro}: not a list`));
    const items = photographed(read, await stamps);
    writeCachedRubro(rubro, items, updatedAt);
    return remember(rubro, items, updatedAt);
  }

  return {
    peek,
    preview,
    load,
    technicianPrices(rubro) {
      let prices = pricesByRubro.get(rubro);
      if (!prices) {
        prices = reader.technicianPrices(rubro, timeoutMs);
        pricesByRubro.set(rubro, prices);
        prices.catch(() => pricesByRubro.delete(rubro)); // refused or unanswered: asked again next time
      }
      return prices;
    },
    async current(updatedAt) {
      return (await stamp()) === updatedAt;
    },
  };
}

export const productSource = createProductSource();
