import { PHOTO_STAMPS_PATH, toPhotoStamps, withPhotos } from '@frio/shared/catalogue/photo';
import { readStamp } from '@frio/shared/catalogue/product-read';
import { useParams } from '@frio/shared/router';
import type { ServerLoader } from '@frio/shared/server-data';
import { rubros } from '@frio/shared/types';
import '@frio/shared/tokens.css';
import { LISTING_DATA, snapshotBlock, toSnapshot } from '../features/listing/data/listing-snapshot.ts';
import { ProductListView } from '../features/listing/view/ProductListView.tsx';
import { NotFoundView } from '../lib/not-found/NotFoundView.tsx';
import { readListingQuery } from '../lib/listing-query/url-query.ts';
import { DEFAULT_SORT } from '../lib/listing-query/sort.ts';
import { isSearchActive } from '../features/listing/query/search.ts';

const known: ReadonlySet<string> = new Set(rubros);

/** The rubro of `/productos/insumos/COBRE`: cobre. */
const rubroOf = (segment: string | undefined) => (segment ?? '').toLowerCase();

/**
 * On the server: the rubro's first rows, each with its photo's stamp now, and the stamp they were read
 * under (null for a database without first pages). An address with a search or another order gets none:
 * the first rows answer neither, and shown under its chip they would be another list's (the page shows
 * its spinner until the whole list is here).
 */
export const serverData: ServerLoader = async (pathname, read, query) => {
  const rubro = rubroOf(decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)));
  if (!known.has(rubro)) return { data: [], status: 404 };
  const canonical = `/productos/insumos/${rubro}`;
  const { search, order } = readListingQuery(query);
  if (isSearchActive(search) || order !== DEFAULT_SORT) return { data: [], status: 200, canonical };
  const [updatedAt, page, photos] = await Promise.all([
    readStamp(read),
    read(`catalogo/primeras/${rubro}`),
    read(`${PHOTO_STAMPS_PATH}/${rubro}`),
  ]);
  const snapshot = toSnapshot({ rubro, updatedAt, page });
  const data =
    snapshot &&
    snapshotBlock({ ...snapshot, items: withPhotos(snapshot.items, toPhotoStamps(photos), (item) => item.key) });
  return { data: [[LISTING_DATA, data]], status: 200, canonical };
};

/**
 * /productos/insumos/:rubro (loaded by the shell as mf_catalogue/ProductListPage); any other term is a 404.
 * The one place the rubro is normalised: everything below reads the lower-case term (`/COBRE` is cobre).
 */
export default function ProductListPage() {
  const rubro = rubroOf(useParams().rubro);
  if (!known.has(rubro)) return <NotFoundView />;
  // A new rubro is a new list: fresh state, count and scroll.
  return <ProductListView key={rubro} rubro={rubro} />;
}
