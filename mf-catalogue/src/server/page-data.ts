/**
 * The catalogue's pages' data, read on the server for the server renderer: a rubro's first rows and a
 * product with its related products. Through `read`, one public path of the database each (REST), the
 * same paths and the same rules the browser's page reads and applies.
 */
import { decodeFirstPage, decodeListing } from '@frio/shared/catalogue/listing-codec';
import type { ProductPageData } from '@frio/shared/catalogue/product-page';
import { rubros } from '@frio/shared/types';
import { listedRows } from '../features/listing/data/inclusion.ts';
import type { ListingSnapshot } from '../features/listing/data/listing-snapshot.ts';
import { readProductPage } from '../features/listing/data/product-data.ts';
import { STAMP_PATH } from '../lib/read-public.ts';

/** One public path of the database (`productos/10672`), its JSON value (null when there is none). */
export type PublicRead = (path: string) => Promise<unknown>;

async function stamp(read: PublicRead): Promise<number | null> {
  const value = await read(STAMP_PATH);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A rubro's first rows and the stamp they were read under; null for an unknown rubro or a database without first pages. */
export async function listingData(rubro: string, read: PublicRead): Promise<ListingSnapshot | null> {
  if (!(rubros as readonly string[]).includes(rubro)) return null;
  const [updatedAt, stored] = await Promise.all([stamp(read), read(`catalogo/primeras/${rubro}`)]);
  const page = decodeFirstPage(stored);
  const items = page && listedRows(page.records);
  return updatedAt !== null && page && items ? { rubro, items, total: page.total, updatedAt } : null;
}

/** The product an address names with its related products, as the page shows it; null: the address is a 404. */
export function productPageData(segment: string, read: PublicRead): Promise<ProductPageData | null> {
  return readProductPage(segment, {
    record: (id) => read(`productos/${id}`),
    stamp: () => stamp(read),
    rubroList: async (rubro) => {
      const [updatedAt, stored] = await Promise.all([stamp(read), read(`catalogo/listas/${rubro}`)]);
      const records = stored === null ? [] : decodeListing(stored);
      return { items: (records && listedRows(records)) ?? [], updatedAt };
    },
  });
}
