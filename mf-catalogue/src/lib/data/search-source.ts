/**
 * The site's search index, read only when a visitor starts a search, then kept in memory for the page
 * session and in Cache Storage under the catalogue's stamp, so a later visit reads 13 bytes and no index
 * until the next import changes the stamp. The photo stamps are read each page session: the owner adds
 * photos between imports (a failed read shows no photo).
 */
import { SearchEngine } from '@frio/shared/catalogue/search';
import {
  decodeSearchIndex,
  SEARCH_INDEX_PATH,
  searchIndexText,
  type IndexedProduct,
} from '@frio/shared/catalogue/search-index';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { PHOTO_STAMPS_PATH, toPhotoStamps, withPhotos } from '@frio/shared/catalogue/photo';
import { once } from '@frio/shared/once';
import { readPublic } from './read-public.ts';

const READ_TIMEOUT_MS = 8_000;
const CACHE_NAME = 'frio-buscador';
/** The cache's key for the index read under a stamp (a name of this origin, never requested). */
const cacheKey = (stamp: number) => `/__indice-de-busqueda/${stamp}`;

export type SiteSearch = SearchEngine<IndexedProduct>;

class SearchUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SearchUnavailableError';
  }
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CACHE_NAME);
  } catch {
    return null; // no Cache Storage (a private window, an insecure origin): read the index every visit
  }
}

async function cachedIndex(cache: Cache | null, stamp: number): Promise<string | null> {
  try {
    const hit = await cache?.match(cacheKey(stamp));
    return hit ? await hit.text() : null;
  } catch {
    return null;
  }
}

async function keepIndex(cache: Cache | null, stamp: number, text: string): Promise<void> {
  if (!cache) return;
  try {
    for (const request of await cache.keys()) await cache.delete(request);
    await cache.put(cacheKey(stamp), new Response(text, { headers: { 'content-type': 'application/json' } }));
  } catch {
    // a full storage: the next visit reads the index again
  }
}

async function readIndexText(): Promise<string> {
  const stamp = await readPublic(STAMP_PATH, READ_TIMEOUT_MS);
  const cache = typeof stamp === 'number' ? await openCache() : null;
  if (typeof stamp === 'number') {
    const cached = await cachedIndex(cache, stamp);
    if (cached !== null) return cached;
  }
  const text = searchIndexText(await readPublic(SEARCH_INDEX_PATH, READ_TIMEOUT_MS));
  if (text === null) throw new SearchUnavailableError('the database holds no search index');
  if (typeof stamp === 'number') void keepIndex(cache, stamp, text);
  return text;
}

const readPhotoStamps = () =>
  readPublic(PHOTO_STAMPS_PATH, READ_TIMEOUT_MS).then(toPhotoStamps, () => new Map<string, number>());

let ready: SiteSearch | null = null;

/** The search over every listed article; one read per page session (a failure is tried again next call). */
export const loadSiteSearch = once(() =>
  Promise.all([readIndexText(), readPhotoStamps()])
    .then(([text, stamps]) => {
      const products = decodeSearchIndex(text);
      if (!products) throw new SearchUnavailableError('the search index is unreadable');
      ready = new SearchEngine(withPhotos(products, stamps, (product) => product.id));
      return ready;
    })
    .catch((error: unknown) => {
      console.error('[buscar] could not load the search index', error);
      throw error;
    }),
);

/** The search if already loaded in this page session (no waiting), else null. */
export const loadedSiteSearch = (): SiteSearch | null => ready;
