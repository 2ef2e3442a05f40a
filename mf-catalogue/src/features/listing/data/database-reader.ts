/**
 * The catalogue's database reads (through the shared Firebase client, imported only when a read is
 * needed). The stamp and the derived lists are public: they are read over REST (no Database SDK for a
 * visitor); the collection's ordered query needs the SDK.
 * - `catalogo/actualizado`: the stamp, the date of the last import.
 * - `catalogo/primeras/<rubro>`: the first page of a rubro's list and its length (a few KB).
 * - `catalogo/listas/<rubro>`: a SPEC rubro's derived list (written by the catalogue import as one JSON
 *   string, @frio/shared/catalogue/listing-codec), so a new visitor downloads one rubro, not the collection.
 * - `productos`: the full read, for a database without derived lists (before its first import) or with
 *   an unreadable one; the listing applies the inclusion rule to it (inclusion.ts selectForRubro).
 * Rubros are the route's terms, lower-case (ProductListPage normalises them once).
 * - `privado/listas/<rubro>` (or `privado/precios`, for the full read): the technician prices, which only
 *   an approved technician may read (through the SDK, with their session); never cached.
 */
import type { TechnicianPrices } from '../../../lib/prices/price.ts';
import { rubros } from '@frio/shared/types';
import { recordEntries } from '@frio/shared/catalogue';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import { listedRows, type ListedProduct } from './inclusion.ts';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { ProductsUnavailableError, readOnce, readPublic } from '../../../lib/data/read-public.ts';
import type { CatalogueStamp } from './product-cache.ts';

/**
 * After this long without an answer the read fails and the page offers a retry. The visitor is promised
 * at most 10 s of "Cargando productos…"; the spinner is on screen a moment before the read starts (the
 * page renders, then its effect starts the read), so the read gets 8 s and that moment a wide margin
 * (e2e backend-down.spec.ts: the message within 10 s of the spinner, the database really down).
 */
export const READ_TIMEOUT_MS = 8_000;

export { ProductsUnavailableError };

/** The database reads, injectable for tests. */
export interface CatalogueReader {
  /** The private half: a rubro's technician prices (refused by the rules for anyone but a technician or the owner). */
  technicianPrices(rubro: string, timeoutMs: number): Promise<TechnicianPrices>;
  stamp(timeoutMs: number): Promise<CatalogueStamp>;
  /** A derived list's products, in its order; [] when the rubro has none, null when the stored list is unreadable. */
  rubroList(rubro: string, timeoutMs: number): Promise<ListedProduct[] | null>;
  /** The first page of a derived list, null when the rubro has none or it is unreadable. */
  firstPage(rubro: string, timeoutMs: number): Promise<{ items: ListedProduct[]; total: number } | null>;
  /** The `productos` snapshot value, as the database answers it (selectForRubro makes a rubro's list of it). */
  collection(timeoutMs: number): Promise<unknown>;
  /** Reads will follow: fetch what they need first (the Firebase client, the deploy's config) now. */
  prepare(): void;
}

const derivedRubros: ReadonlySet<string> = new Set(rubros);
/** Only the SPEC's twelve terms have derived lists (the route answers any other with a 404). */
export const hasDerivedList = (rubro: string) => derivedRubros.has(rubro);

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
    const stored = await readPublic(`catalogo/listas/${rubro}`, timeoutMs);
    if (stored === null) return []; // a rubro with no product in this catalogue
    const records = decodeListing(stored);
    return records && listedRows(records);
  },
  async firstPage(rubro, timeoutMs) {
    const page = decodeFirstPage(await readPublic(`catalogo/primeras/${rubro}`, timeoutMs));
    const items = page && listedRows(page.records);
    return page && items ? { items, total: page.total } : null;
  },
  async technicianPrices(rubro, timeoutMs) {
    if (hasDerivedList(rubro)) {
      const stored = await readOnce((sdk, db) => sdk.ref(db, `privado/listas/${rubro}`), timeoutMs);
      if (stored === null) return new Map(); // a rubro with no product in this catalogue
      const records = decodeListing(stored);
      if (records) return pricesOf(records);
    }
    return pricesOf(recordEntries(await readOnce((sdk, db) => sdk.ref(db, 'privado/precios'), timeoutMs)));
  },
  /** `productos` ordered by stock, starting after 0 (SPEC §7). */
  collection(timeoutMs) {
    return readOnce(
      (sdk, db) => sdk.query(sdk.ref(db, 'productos'), sdk.orderByChild('stock'), sdk.startAfter(0)),
      timeoutMs,
    );
  },
};
