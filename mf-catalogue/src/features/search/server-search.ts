/**
 * /buscar's first results on the server: the search index is read once per catalogue stamp and kept in
 * this module (the pages function keeps a unit's server build loaded), so a search costs one small read
 * (the stamp), the photos' stamps (`catalogo/fotos`: the owner adds photos between imports) and the
 * search itself.
 */
import { isSearchActive, SearchEngine } from '@frio/shared/catalogue/search';
import {
  decodeSearchIndex,
  SEARCH_INDEX_PATH,
  searchIndexText,
  type IndexedProduct,
} from '@frio/shared/catalogue/search-index';
import { SERVER_ROWS, searchGroups, type SearchGroups } from './search-groups.ts';
import { readListingQuery } from '../../lib/listing-query/url-query.ts';
import { STAMP_PATH, type PublicRead } from '@frio/shared/catalogue/product-read';
import { PHOTO_STAMPS_PATH, toPhotoStamps, withPhotos } from '@frio/shared/catalogue/photo';

/** Longer text is searched by its start: no article's name or code is longer. */
const MAX_SEARCHED = 120;

let index: { stamp: unknown; engine: Promise<SearchEngine<IndexedProduct> | null> } | undefined;

export async function searchData(query: URLSearchParams, read: PublicRead): Promise<SearchGroups | null> {
  const { search, order } = readListingQuery(query);
  if (!isSearchActive(search)) return null;
  const [stamp, photos] = await Promise.all([read(STAMP_PATH), read(PHOTO_STAMPS_PATH)]);
  if (!index || index.stamp !== stamp) {
    const engine = read(SEARCH_INDEX_PATH).then((value) => {
      const products = decodeSearchIndex(searchIndexText(value));
      return products ? new SearchEngine(products) : null;
    });
    index = { stamp, engine };
    // A failed read is not kept: the next search reads again.
    engine.catch(() => (index = undefined));
  }
  const engine = await index.engine;
  if (!engine) return null;
  const stamps = toPhotoStamps(photos);
  const tiers = engine.tiers(search.slice(0, MAX_SEARCHED)).map((tier) => withPhotos(tier, stamps, (row) => row.id));
  return searchGroups(tiers, search, order, SERVER_ROWS);
}
