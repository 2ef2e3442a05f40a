/**
 * The catalogue's pages' data, read on the server for the server renderer (tooling/src/server-pages.ts
 * bundles this module with the unit's pages): a rubro's first rows and a product with its related
 * products. Through `read`, one public path of the database each (REST), the same paths and the same
 * rules the browser's page reads and applies.
 */
import { PRODUCT_DATA } from '@frio/shared/catalogue/product-page';
import { productPath } from '@frio/shared/catalogue/product-path';
import { rubros } from '@frio/shared/types';
import { LISTING_DATA, snapshotBlock, toSnapshot } from '../features/listing/data/listing-snapshot.ts';
import { PHOTO_STAMPS_PATH, toPhotoStamps, withPhotos } from '@frio/shared/catalogue/photo';
import { SEARCH_DATA } from '../features/search/search-groups.ts';
import { publicProductReader, readProductPage, readStamp, type PublicRead } from '@frio/shared/catalogue/product-read';
import { searchData } from './search.ts';

/**
 * A rubro's first rows, each with its photo's stamp now, and the stamp they were read under, as its page's
 * check takes them; null for a database without first pages.
 */
async function listingData(rubro: string, read: PublicRead): Promise<unknown> {
  const [updatedAt, page, photos] = await Promise.all([
    readStamp(read),
    read(`catalogo/primeras/${rubro}`),
    read(`${PHOTO_STAMPS_PATH}/${rubro}`),
  ]);
  const snapshot = toSnapshot({ rubro, updatedAt, page });
  return (
    snapshot &&
    snapshotBlock({ ...snapshot, items: withPhotos(snapshot.items, toPhotoStamps(photos), (item) => item.key) })
  );
}

const lastSegment = (pathname: string) => decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));

/**
 * What the renderer asks each unit before rendering one of its pages: the data the page reads on the
 * server (by the key it looks it up under) and the address's status (an unknown rubro or product is a 404).
 */
export async function serverData(
  page: string,
  pathname: string,
  read: PublicRead,
  query: URLSearchParams = new URLSearchParams(),
): Promise<{ data: Array<[string, unknown]>; status: 200 | 404; canonical?: string }> {
  if (page === 'ProductListPage') {
    // The page's own normalisation: `/COBRE` is cobre.
    const rubro = lastSegment(pathname).toLowerCase();
    if (!(rubros as readonly string[]).includes(rubro)) return { data: [], status: 404 };
    return {
      data: [[LISTING_DATA, await listingData(rubro, read)]],
      status: 200,
      canonical: `/productos/insumos/${rubro}`,
    };
  }
  if (page === 'ProductPage') {
    const segment = lastSegment(pathname);
    // null: no such listed product, and the page says so (its 404 view).
    const product = await readProductPage(segment, publicProductReader(read));
    if (!product) return { data: [[PRODUCT_DATA, null]], status: 404 };
    return {
      data: [[PRODUCT_DATA, product]],
      status: 200,
      canonical: productPath(product.product.key, product.product.nombre),
    };
  }
  if (page === 'SearchPage') {
    const results = await searchData(query, read);
    return { data: results ? [[SEARCH_DATA, results]] : [], status: 200, canonical: '/buscar' };
  }
  return { data: [], status: 200 };
}
