/**
 * What "Productos sin foto" reads. The photographed keys are watched live, so a photo saved elsewhere
 * takes its product off the list; the consultations come from the Consultas panel's reader.
 */
import { photographedProducts, photographedQuery } from '@frio/shared/catalogue/photographed';
import { decodeSearchIndex, SEARCH_INDEX_PATH, searchIndexText } from '@frio/shared/catalogue/search-index';
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import { database, READ_TIMEOUT_MS } from '../consultas/consultas-data.ts';

/** Every listed product, in name order. */
export async function listedProducts(): Promise<IndexedProduct[]> {
  const { readOnce } = await import('@frio/shared/firebase');
  const listed = decodeSearchIndex(searchIndexText(await readOnce(SEARCH_INDEX_PATH, { timeoutMs: READ_TIMEOUT_MS })));
  if (!listed) throw new Error(`${SEARCH_INDEX_PATH}: not a search index`);
  return listed;
}

/** Calls `onKeys` with the keys of the listed products that have a photo, now and on every change. */
export async function watchPhotographed(
  onKeys: (keys: ReadonlySet<string>) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { db, sdk } = await database();
  const { path, child, from } = photographedQuery;
  const withPhoto = sdk.query(sdk.ref(db, path), sdk.orderByChild(child), sdk.startAt(from));
  return sdk.onValue(
    withPhoto,
    (snapshot) => onKeys(new Set(photographedProducts(snapshot.val()).map(({ product }) => product.key))),
    onError,
  );
}
