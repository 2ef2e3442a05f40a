/**
 * The catalogue's pages' data, read on the server for the server renderer (tooling/src/server-pages.ts
 * bundles this module with the unit's pages): a rubro's first rows and a product with its related
 * products. Through `read`, one public path of the database each (REST), the same paths and the same
 * rules the browser's page reads and applies.
 */
import { decodeFirstPage } from '@frio/shared/catalogue/listing-codec';
import type { ProductPageData } from '@frio/shared/catalogue/product-page';
import type { LinkPreview } from '@frio/shared/link-previews';
import { serverDataKey } from '@frio/shared/server-data';
import { productPath } from '@frio/shared/catalogue/product-path';
import { rubros } from '@frio/shared/types';
import { listedRows } from '../features/listing/data/listed-rows.ts';
import type { ListingSnapshot } from '../features/listing/data/listing-snapshot.ts';
import { publicProductReader, readProductPage, readStamp, type PublicRead } from '@frio/shared/catalogue/product-read';
import { productPreviewAlt, productPreviewImage } from '@frio/shared/product-preview';
import { searchData } from './search.ts';

/** A rubro's first rows and the stamp they were read under; null for a database without first pages. */
async function listingData(rubro: string, read: PublicRead): Promise<ListingSnapshot | null> {
  const [updatedAt, stored] = await Promise.all([readStamp(read), read(`catalogo/primeras/${rubro}`)]);
  const page = decodeFirstPage(stored);
  const items = page && listedRows(page.records);
  return updatedAt !== null && page && items ? { rubro, items, total: page.total, updatedAt } : null;
}

/** The product an address names with its related products, as the page shows it; null: the address is a 404. */
function productPageData(segment: string, read: PublicRead): Promise<ProductPageData | null> {
  return readProductPage(segment, publicProductReader(read));
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
): Promise<{ data: Array<[string, unknown]>; status: 200 | 404; canonical?: string; preview?: LinkPreview }> {
  if (page === 'ProductListPage') {
    // The page's own normalisation: `/COBRE` is cobre.
    const rubro = lastSegment(pathname).toLowerCase();
    if (!(rubros as readonly string[]).includes(rubro)) return { data: [], status: 404 };
    return {
      data: [[serverDataKey.listing(rubro), await listingData(rubro, read)]],
      status: 200,
      canonical: `/productos/insumos/${rubro}`,
    };
  }
  if (page === 'ProductPage') {
    const segment = lastSegment(pathname);
    // null: no such listed product, and the page says so (its 404 view).
    const product = await productPageData(segment, read);
    if (!product) return { data: [[serverDataKey.product(segment), null]], status: 404 };
    return {
      data: [[serverDataKey.product(segment), product]],
      status: 200,
      canonical: productPath(product.product.key, product.product.nombre),
      preview: { image: productPreviewImage(product.product.key, product.updatedAt), alt: productPreviewAlt(product) },
    };
  }
  if (page === 'SearchPage') {
    const results = await searchData(query, read);
    return { data: results ? [[serverDataKey.search(results.text), results]] : [], status: 200, canonical: '/buscar' };
  }
  return { data: [], status: 200 };
}
