/**
 * The per-rubro product lists in sessionStorage (docs/contract.md "The listing"), each with the
 * `catalogo/actualizado` stamp it was read under: an entry is used only while the database's stamp is the
 * same, so an import shows its new prices on the next page load. Storage is untrusted and may be full or
 * disabled: a bad entry is dropped and read as a miss, a failed write is given up. Never throws.
 */
import { decodeListing, encodeRows } from '@frio/shared/catalogue/listing-codec';
import { listedRows } from './listed-rows.ts';
import type { Product } from '@frio/shared/types';
import { pageStorage } from '@frio/shared/page-storage';

/** The version names the entry's form: an entry of an older form is not read, and is replaced. */
const PREFIX = 'frio:productos:v3:';

/** The catalogue's `catalogo/actualizado`, or null for a database without one (before any import). */
export type CatalogueStamp = number | null;

export const cacheKey = (rubro: string): string => PREFIX + rubro;

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function defaultStorage(): CacheStorage | null {
  return pageStorage('sessionStorage');
}

/** The rubro's cached list, or null when there is none, it was read under another stamp, or it cannot be trusted. */
export function readCachedRubro(
  rubro: string,
  stamp: CatalogueStamp,
  storage: CacheStorage | null = defaultStorage(),
): Product[] | null {
  if (!storage) return null;
  const key = cacheKey(rubro);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const lineBreak = raw.indexOf('\n');
    if (lineBreak < 0 || JSON.parse(raw.slice(0, lineBreak)) !== stamp) throw new Error('another catalogue');
    const records = decodeListing(raw.slice(lineBreak + 1));
    const products = records && listedRows(records);
    if (!products) throw new Error('not a list');
    return products;
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // nothing more to do
    }
    return null;
  }
}

/** The stamp, then the list's public fields in its order (the lower-cased name is derived again on read). */
function serialize(products: readonly Product[], stamp: CatalogueStamp): string {
  return `${JSON.stringify(stamp)}\n${encodeRows(products)}`;
}

/** Cache a rubro's list. When storage is full, other rubros' entries are evicted once and the write retried. */
export function writeCachedRubro(
  rubro: string,
  products: readonly Product[],
  stamp: CatalogueStamp,
  storage: CacheStorage | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  const key = cacheKey(rubro);
  let value: string;
  try {
    value = serialize(products, stamp);
  } catch {
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    try {
      for (let i = storage.length - 1; i >= 0; i -= 1) {
        const other = storage.key(i);
        if (other?.startsWith(PREFIX) && other !== key) storage.removeItem(other);
      }
      storage.setItem(key, value);
      return true;
    } catch {
      return false; // over quota even alone: live without the cache
    }
  }
}

/** Whether any entry is stored for the rubro (under any stamp): then the stamp is worth checking first. */
export function hasCachedRubro(rubro: string, storage: CacheStorage | null = defaultStorage()): boolean {
  try {
    return storage?.getItem(cacheKey(rubro)) != null;
  } catch {
    return false;
  }
}
