/**
 * Touches sessionStorage: the per-rubro product lists (SPEC §4, "cached per rubro in session storage").
 * Storage is untrusted and may be full or disabled: a bad entry is dropped and read as a miss,
 * a failed write is given up (the page then simply fetches next time). Never throws.
 */
import { toEligibleProduct, type ListedProduct } from './inclusion.ts';

const PREFIX = 'frio:productos:v1:';

export const cacheKey = (rubro: string): string => PREFIX + rubro.toLowerCase();

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function defaultStorage(): CacheStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // access denied (privacy settings)
  }
}

/** The rubro's cached list, or null when there is none or it cannot be trusted. */
export function readCachedRubro(
  rubro: string,
  storage: CacheStorage | null = defaultStorage(),
): ListedProduct[] | null {
  if (!storage) return null;
  const key = cacheKey(rubro);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    const products: ListedProduct[] = [];
    for (const entry of parsed) {
      // Re-check every entry: a tampered or outdated cache must not show what the rule excludes.
      const product = toEligibleProduct(entry, typeof entry?.key === 'string' ? entry.key : '');
      if (!product) throw new Error('bad entry');
      products.push(product);
    }
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

/** Stored fields only (the lower-cased name is derived again on read). */
function serialize(products: readonly ListedProduct[]): string {
  return JSON.stringify(products.map(({ searchName: _derived, ...product }) => product));
}

/** Cache a rubro's list. When storage is full, other rubros' entries are evicted once and the write retried. */
export function writeCachedRubro(
  rubro: string,
  products: readonly ListedProduct[],
  storage: CacheStorage | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  const key = cacheKey(rubro);
  let value: string;
  try {
    value = serialize(products);
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
