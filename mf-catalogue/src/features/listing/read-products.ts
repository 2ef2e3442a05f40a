/**
 * Touches the Realtime Database (`productos`, through the shared Firebase client) and, via
 * product-cache.ts, sessionStorage. One download of the collection per page session, kept in memory,
 * so a second rubro costs no network; each rubro's list is also cached in sessionStorage so a reload
 * shows rows without opening a connection at all.
 */
import { withTimeout } from '@frio/shared/timeout';
import { eligibleProducts, selectForRubro, type ListedProduct } from './inclusion.ts';
import { readCachedRubro, writeCachedRubro } from './product-cache.ts';

/**
 * After this long without an answer the read fails and the page offers a retry. The visitor is promised
 * at most 10 s of "Cargando productos…"; the spinner is on screen a moment before the read starts (the
 * page renders, then its effect starts the read), so the read gets 8 s and that moment a wide margin
 * (e2e backend-down.spec.ts: the message within 10 s of the spinner, the database really down).
 */
export const READ_TIMEOUT_MS = 8_000;

export class ProductsUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('productos: the database did not answer', { cause });
    this.name = 'ProductsUnavailableError';
  }
}

/** Everything the listing needs from its data, so the view can be tested with a fake. */
export interface ProductSource {
  /** The rubro's list when it is available without waiting (session cache or memory), else null. */
  peek(rubro: string): readonly ListedProduct[] | null;
  /** The rubro's list, downloading the collection if this page has not yet. */
  load(rubro: string): Promise<readonly ListedProduct[]>;
}

export type CollectionReader = (timeoutMs: number) => Promise<ListedProduct[]>;

/**
 * One-time read of `productos` ordered by stock, starting after 0 (firebase-server answers listens,
 * not get(); an `onlyOnce` listener is the spec's one-time read). Only records that pass the
 * rubro-independent half of the inclusion rule are kept.
 */
let failedBefore = false;

export const readCollection: CollectionReader = async (timeoutMs) => {
  let unsubscribe: (() => void) | undefined;
  const read = (async () => {
    const { getFirebaseDatabase, loadDatabaseSdk, connectDatabaseNow } = await import('@frio/shared/firebase');
    const db = await getFirebaseDatabase();
    // Reintentar after an outage: do not wait out the SDK's back-off (a first read leaves it alone).
    if (failedBefore) await connectDatabaseNow(db);
    const { ref, query, orderByChild, startAfter, onValue } = await loadDatabaseSdk();
    const products = query(ref(db, 'productos'), orderByChild('stock'), startAfter(0));
    return new Promise<ListedProduct[]>((resolve, reject) => {
      unsubscribe = onValue(
        products,
        (snapshot) => resolve(eligibleProducts(snapshot.val())),
        (error) => reject(new ProductsUnavailableError(error)),
        { onlyOnce: true },
      );
    });
  })();
  try {
    return await withTimeout(
      read,
      timeoutMs,
      () => new ProductsUnavailableError(new Error(`no answer in ${timeoutMs} ms`)),
    );
  } catch (error) {
    failedBefore = true;
    throw error instanceof ProductsUnavailableError ? error : new ProductsUnavailableError(error);
  } finally {
    unsubscribe?.(); // a listener still waiting for a connection stops here
  }
};

/** A product source over a collection reader; the page uses the default one (module-level, per page session). */
export function createProductSource(
  readAll: CollectionReader = readCollection,
  timeoutMs: number = READ_TIMEOUT_MS,
): ProductSource & { readonly downloads: number } {
  let collection: ListedProduct[] | undefined;
  let pending: Promise<ListedProduct[]> | undefined;
  let downloads = 0;
  const byRubro = new Map<string, ListedProduct[]>();

  function fromCollection(rubro: string, all: ListedProduct[]): ListedProduct[] {
    const key = rubro.toLowerCase();
    let list = byRubro.get(key);
    if (!list) {
      list = selectForRubro(all, rubro);
      byRubro.set(key, list);
      writeCachedRubro(rubro, list);
    }
    return list;
  }

  function peek(rubro: string): ListedProduct[] | null {
    const key = rubro.toLowerCase();
    const inMemory = byRubro.get(key);
    if (inMemory) return inMemory;
    const cached = readCachedRubro(rubro);
    if (cached) {
      byRubro.set(key, cached);
      return cached;
    }
    return collection ? fromCollection(rubro, collection) : null;
  }

  return {
    get downloads() {
      return downloads;
    },
    peek,
    async load(rubro) {
      const known = peek(rubro);
      if (known) return known;
      if (!pending) {
        downloads += 1;
        pending = readAll(timeoutMs).then(
          (all) => {
            collection = all;
            return all;
          },
          (error: unknown) => {
            pending = undefined; // the next attempt (Reintentar) reads again
            throw error;
          },
        );
      }
      return fromCollection(rubro, await pending);
    },
  };
}

export const productSource = createProductSource();
