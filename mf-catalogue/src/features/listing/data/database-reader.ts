/**
 * The catalogue's database reads. Every path is written by the catalogue import, which decides which
 * products each rubro lists and in what order; the listing reads what it wrote. Public paths go over REST
 * (no Database SDK for a visitor), one rubro's list at a time, so a visitor never downloads the whole
 * collection. Photo stamps are read beside the list: the owner adds a photo between two imports.
 * `privado/listas` (list 2) only an approved technician may read, through the SDK with their session;
 * never cached, but offline read from what "Usar sin conexión" saved for this account alone.
 */
import type { TechnicianPrices } from '../../../lib/prices/price.ts';
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import { listedRows, shapedRows } from './listed-rows.ts';
import type { Product } from '@frio/shared/types';
import { readStamp } from '@frio/shared/catalogue/product-read';
import { storedUid } from '@frio/shared/session';
import { PHOTO_STAMPS_PATH, toPhotoStamps, type PhotoStamps } from '@frio/shared/catalogue/photo';
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
  /** A derived list's products, in its order; [] when the rubro has none, null when what is stored is no list. */
  rubroList(rubro: string, timeoutMs: number): Promise<Product[] | null>;
  /** The first page of a derived list, null when the rubro has none or it is unreadable. */
  firstPage(rubro: string, timeoutMs: number): Promise<{ items: Product[]; total: number } | null>;
  photos(rubro: string, timeoutMs: number): Promise<PhotoStamps>;
  /** Reads will follow: fetch what they need first (the Firebase client, the deploy's config) now. */
  prepare(): void;
}

/** Prices by key from the [key, {lista2}] records of a private list (privado/listas). */
function pricesOf(entries: Iterable<readonly [string, unknown]>): TechnicianPrices {
  const prices = new Map<string, number>();
  for (const [key, value] of entries) {
    const price = typeof value === 'object' && value !== null ? (value as { lista2?: unknown }).lista2 : undefined;
    if (typeof price === 'number' && Number.isFinite(price)) prices.set(key, price);
  }
  return prices;
}

/** A rubro's `privado/listas` as this account saved it for offline use; a failed read when it saved none. */
async function savedTechnicianList(rubro: string): Promise<unknown> {
  const { readSavedTechnicianList } = await import('@frio/shared/offline/technician-list');
  const saved = await readSavedTechnicianList(storedUid());
  if (!saved) throw new ProductsUnavailableError(new Error('offline, and no list 2 saved for this account'));
  return saved.listas[rubro] ?? null;
}

export const databaseReader: CatalogueReader = {
  prepare() {
    import('@frio/shared/firebase').then(({ prepareFirebase }) => prepareFirebase()).catch(() => {}); // the read itself reports a failure
  },
  stamp: (timeoutMs) => readStamp((path) => readPublic(path, timeoutMs)),
  async rubroList(rubro, timeoutMs) {
    const stored = await readPublic(`catalogo/listas/${rubro}`, timeoutMs);
    if (stored === null) return []; // a rubro with no product in this catalogue
    const records = decodeListing(stored);
    return records && shapedRows(records);
  },
  async firstPage(rubro, timeoutMs) {
    const page = decodeFirstPage(await readPublic(`catalogo/primeras/${rubro}`, timeoutMs));
    const items = page && listedRows(page.records);
    return page && items ? { items, total: page.total } : null;
  },
  async photos(rubro, timeoutMs) {
    return toPhotoStamps(await readPublic(`${PHOTO_STAMPS_PATH}/${rubro}`, timeoutMs));
  },
  async technicianPrices(rubro, timeoutMs) {
    // Offline the SDK cannot answer: the list this account saved for offline use is read instead.
    const stored =
      navigator.onLine === false
        ? await savedTechnicianList(rubro)
        : await readOnce(`privado/listas/${rubro}`, timeoutMs);
    if (stored === null) return new Map(); // a rubro with no product in this catalogue
    const records = decodeListing(stored);
    // Written by the import with its public list: one it cannot read is a failed read (list 1 is shown).
    if (!records) throw new ProductsUnavailableError(new Error(`privado/listas/${rubro}: not a list`));
    return pricesOf(records);
  },
};
