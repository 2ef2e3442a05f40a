/**
 * Touches the Realtime Database (through the shared Firebase client, imported only when a read is
 * needed) and, via product-cache.ts, sessionStorage. The stamp and the derived lists are public: they
 * are read over REST (no Database SDK for a visitor); the collection's ordered query needs the SDK.
 * - `catalogo/actualizado`: one tiny read per page session; a cached list is used only under the same stamp.
 * - `catalogo/primeras/<rubro>`: the first page of that list and its length (a few KB): a new visitor sees
 *   its rows first, and the whole list is read once they are on screen.
 * - `catalogo/listas/<rubro>`: a SPEC rubro's derived list (written by the catalogue import as one JSON
 *   string, @frio/shared/catalogue/listing-codec), so a new visitor downloads one rubro, not the collection.
 * - `productos`: today's full read, for a database without derived lists or a rubro term that has none.
 * - `privado/listas/<rubro>` (or `privado/precios`, for the full read): the technician prices, which only
 *   an approved technician may read (through the SDK, with their session); never cached in sessionStorage.
 */
import type { TechnicianPrices } from '../../lib/price.ts';
import { rubros } from '@frio/shared/types';
import { recordEntries } from '@frio/shared/catalogue';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import { eligibleEntries, eligibleProducts, rubroTerm, selectForRubro, type ListedProduct } from './inclusion.ts';
import { ProductsUnavailableError, readOnce, readPublic, STAMP_PATH } from '../../lib/read-public.ts';
import { hasCachedRubro, readCachedRubro, writeCachedRubro, type CatalogueStamp } from './product-cache.ts';

/**
 * After this long without an answer the read fails and the page offers a retry. The visitor is promised
 * at most 10 s of "Cargando productos…"; the spinner is on screen a moment before the read starts (the
 * page renders, then its effect starts the read), so the read gets 8 s and that moment a wide margin
 * (e2e backend-down.spec.ts: the message within 10 s of the spinner, the database really down).
 */
export const READ_TIMEOUT_MS = 8_000;

export { ProductsUnavailableError };

/** A rubro's rows and the date its prices were updated (null when the database has no stamp). */
interface RubroList {
  items: readonly ListedProduct[];
  updatedAt: CatalogueStamp;
}

/** The first rows of a rubro's list (in its default order) and how many the whole list has. */
interface RubroPreview extends RubroList {
  total: number;
}

/** Everything the listing needs from its data, so the view can be tested with a fake. */
export interface ProductSource {
  /** The rubro's list when it is available without waiting (already known in this page session), else null. */
  peek(rubro: string): RubroList | null;
  /**
   * For a new visitor: the first page of the rubro's derived list, to show while the whole list loads.
   * Null when there is none to read (a cached rubro, a database without first pages, a rubro without a list).
   */
  preview(rubro: string): Promise<RubroPreview | null>;
  /** The rubro's list: from the session cache if the stamp is unchanged, else its derived list, else the collection. */
  load(rubro: string): Promise<RubroList>;
  /** The technician prices (lista2) of a rubro's products by key: only an approved technician may read them. */
  technicianPrices(rubro: string): Promise<TechnicianPrices>;
  /** Whether the catalogue's stamp is still `updatedAt` (rows read under it are current). */
  current(updatedAt: number): Promise<boolean>;
}

export type { TechnicianPrices };

/** The database reads, injectable for tests. */
export interface CatalogueReader {
  /** The private half: a rubro's technician prices (refused by the rules for anyone but a technician or the owner). */
  technicianPrices(rubro: string, timeoutMs: number): Promise<TechnicianPrices>;
  stamp(timeoutMs: number): Promise<CatalogueStamp>;
  /** A derived list's products (eligible ones), [] when the rubro has none, null when the stored list is unreadable. */
  rubroList(rubro: string, timeoutMs: number): Promise<ListedProduct[] | null>;
  /** The first page of a derived list, null when the rubro has none or it is unreadable. */
  firstPage(rubro: string, timeoutMs: number): Promise<{ items: ListedProduct[]; total: number } | null>;
  collection(timeoutMs: number): Promise<ListedProduct[]>;
  /** Reads will follow: fetch what they need first (the Firebase client, the deploy's config) now. */
  prepare(): void;
}

const derivedRubros: ReadonlySet<string> = new Set(rubros);
/** Only the SPEC's twelve terms have derived lists; any other term (the route accepts any) reads the collection. */
const hasDerivedList = (rubro: string) => derivedRubros.has(rubroTerm(rubro));

/** Prices by key from [key, price] entries (privado/precios) or [key, {lista2}] records (privado/listas). */
function pricesOf(entries: Iterable<readonly [string, unknown]>): TechnicianPrices {
  const prices = new Map<string, number>();
  for (const [key, value] of entries) {
    const price = typeof value === 'object' && value !== null ? (value as { lista2?: unknown }).lista2 : value;
    if (typeof price === 'number' && Number.isFinite(price)) prices.set(key, price);
  }
  return prices;
}

export const databaseReader: CatalogueReader = {
  prepare() {
    import('@frio/shared/firebase').then(({ prepareFirebase }) => prepareFirebase()).catch(() => {}); // the read itself reports a failure
  },
  async stamp(timeoutMs) {
    const value = await readPublic(STAMP_PATH, timeoutMs);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  },
  async rubroList(rubro, timeoutMs) {
    const stored = await readPublic(`catalogo/listas/${rubroTerm(rubro)}`, timeoutMs);
    if (stored === null) return []; // a rubro with no product in this catalogue
    const records = decodeListing(stored);
    return records ? eligibleEntries(records) : null;
  },
  async firstPage(rubro, timeoutMs) {
    const page = decodeFirstPage(await readPublic(`catalogo/primeras/${rubroTerm(rubro)}`, timeoutMs));
    return page ? { items: eligibleEntries(page.records), total: page.total } : null;
  },
  async technicianPrices(rubro, timeoutMs) {
    if (hasDerivedList(rubro)) {
      const stored = await readOnce((sdk, db) => sdk.ref(db, `privado/listas/${rubroTerm(rubro)}`), timeoutMs);
      if (stored === null) return new Map(); // a rubro with no product in this catalogue
      const records = decodeListing(stored);
      if (records) return pricesOf(records);
    }
    return pricesOf(recordEntries(await readOnce((sdk, db) => sdk.ref(db, 'privado/precios'), timeoutMs)));
  },
  /** `productos` ordered by stock, starting after 0; only records passing the rubro-independent rule are kept. */
  async collection(timeoutMs) {
    const value = await readOnce(
      (sdk, db) => sdk.query(sdk.ref(db, 'productos'), sdk.orderByChild('stock'), sdk.startAfter(0)),
      timeoutMs,
    );
    return eligibleProducts(value);
  },
};

/** A product source over the database reads; the page uses the default one (module-level, per page session). */
export function createProductSource(
  reader: CatalogueReader = databaseReader,
  timeoutMs: number = READ_TIMEOUT_MS,
): ProductSource & { readonly downloads: number } {
  let stampRead: Promise<CatalogueStamp> | undefined;
  let stampKnown: { value: CatalogueStamp } | undefined;
  let collection: Promise<ListedProduct[]> | undefined;
  let downloads = 0;
  const byRubro = new Map<string, RubroList>();
  const pricesByRubro = new Map<string, Promise<TechnicianPrices>>();

  /** The stamp, read once per page session (again after a failure). */
  function stamp(): Promise<CatalogueStamp> {
    stampRead ??= reader.stamp(timeoutMs).then(
      (value) => {
        stampKnown = { value };
        return value;
      },
      (error: unknown) => {
        stampRead = undefined;
        throw error;
      },
    );
    return stampRead;
  }

  function readCollection(): Promise<ListedProduct[]> {
    if (!collection) {
      downloads += 1;
      collection = reader.collection(timeoutMs);
      collection.catch(() => {
        collection = undefined; // the next attempt (Reintentar) reads again
      });
    }
    return collection;
  }

  function remember(rubro: string, items: readonly ListedProduct[], updatedAt: CatalogueStamp): RubroList {
    const list = { items, updatedAt };
    byRubro.set(rubro.toLowerCase(), list);
    return list;
  }

  /** The rubro's list from memory, or from the session cache under the known stamp. */
  function known(rubro: string): RubroList | null {
    const inMemory = byRubro.get(rubro.toLowerCase());
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

  async function preview(rubro: string): Promise<RubroPreview | null> {
    if (known(rubro) || !hasDerivedList(rubro) || hasCachedRubro(rubro)) return null;
    const [updatedAt, page] = await Promise.all([stamp(), reader.firstPage(rubro, timeoutMs)]);
    return updatedAt !== null && page ? { ...page, updatedAt } : null;
  }

  async function load(rubro: string): Promise<RubroList> {
    const ready = known(rubro);
    if (ready) return ready;
    // Without a cached entry to validate, the rubro's list is read alongside the stamp (one round trip).
    const early = hasDerivedList(rubro) && !hasCachedRubro(rubro) ? reader.rubroList(rubro, timeoutMs) : undefined;
    early?.catch(() => {}); // awaited below, or dropped when the stamp says there are no lists
    const updatedAt = await stamp();
    const cached = readCachedRubro(rubro, updatedAt);
    if (cached) return remember(rubro, cached, updatedAt);
    const derived =
      updatedAt !== null && hasDerivedList(rubro) ? await (early ?? reader.rubroList(rubro, timeoutMs)) : null;
    if (derived) downloads += 1;
    // No derived lists (a database before its first import), or one that cannot be read: the full read.
    const items = selectForRubro(derived ?? (await readCollection()), rubro);
    writeCachedRubro(rubro, items, updatedAt);
    return remember(rubro, items, updatedAt);
  }

  return {
    get downloads() {
      return downloads;
    },
    peek,
    preview,
    load,
    technicianPrices(rubro) {
      const term = rubroTerm(rubro);
      let prices = pricesByRubro.get(term);
      if (!prices) {
        prices = reader.technicianPrices(rubro, timeoutMs);
        pricesByRubro.set(term, prices);
        prices.catch(() => pricesByRubro.delete(term)); // refused or unanswered: asked again next time
      }
      return prices;
    },
    async current(updatedAt) {
      return (await stamp()) === updatedAt;
    },
  };
}

export const productSource = createProductSource();
