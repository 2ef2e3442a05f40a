/**
 * Reading one product for its page or its link-preview image: a few public paths, whatever the catalogue's
 * size. Pure of IO: the browser, the server renderer and the pages function each give their own reader.
 */
import { toProduct } from './product-shape.ts';
import { isRubro, type Product } from '../business/types.ts';
import { RELATED_MAX, type ProductPageData } from './product-page.ts';
import { PRODUCT_PREFIX, productIdCandidates, productPath } from './product-path.ts';

/** A listed product read alone: its public fields and the rubro it is listed in. */
type ListedRecord = Pick<ProductPageData, 'product' | 'rubro'>;

/**
 * The catalogue's stamp (ms), public; it dates the price list. Every write of a catalogue writes it, so
 * the one database without it is an empty one, before its first import.
 */
export const STAMP_PATH = 'catalogo/actualizado';

/** The database reads a product's page needs. */
export interface ProductReader {
  /** `productos/<id>` (public), null when there is no such record. */
  record(id: string): Promise<unknown>;
  /** The catalogue's stamp (STAMP_PATH): a document's data read under another one is stale. */
  stamp(): Promise<number | null>;
  /** `catalogo/relacionados/<key>`: the keys of the product's related products, as the import decided them. */
  relatedKeys(key: string): Promise<unknown>;
}

/** One public path of the database (`productos/10672`), its JSON value (null when there is none). */
export type PublicRead = (path: string) => Promise<unknown>;

/** The catalogue's stamp through `read`; null in a database before its first import (STAMP_PATH). */
export async function readStamp(read: PublicRead): Promise<number | null> {
  const value = await read(STAMP_PATH);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function publicProductReader(read: PublicRead): ProductReader {
  return {
    record: (id) => read(`productos/${id}`),
    stamp: () => readStamp(read),
    relatedKeys: (key) => read(`catalogo/relacionados/${key}`),
  };
}

/**
 * A database key the page may read (a path segment: none of `.#$[]/` and no control character, which the
 * database refuses as a bad request rather than answering null).
 */
const isKey = (value: unknown): value is string =>
  // eslint-disable-next-line no-control-regex
  typeof value === 'string' && /^[^.#$[\]/\u0000-\u001f\u007f]+$/.test(value);

/**
 * One record as the site shows it, with the rubro the import stored in it; null when it is missing,
 * malformed or not listed. Every reader of single records asks this, and decides nothing.
 */
export function listedProduct(record: unknown, key: string): ListedRecord | null {
  const product = toProduct(record, key);
  const rubro: unknown = product && (record as { rubro?: unknown }).rubro;
  return product && isRubro(rubro) ? { product, rubro } : null;
}

/** The related products the import decided, at most RELATED_MAX; a record removed or unlisted since is left out. */
async function readRelated(key: string, reader: ProductReader): Promise<Product[]> {
  const stored = await reader.relatedKeys(key);
  const keys = (Array.isArray(stored) ? stored : []).filter(isKey).slice(0, RELATED_MAX);
  const records = await Promise.all(keys.map((related) => reader.record(related)));
  return records.flatMap((record, index) => listedProduct(record, keys[index]!)?.product ?? []);
}

/**
 * The listed product an address segment names, or null. The usual address is a product's own, so its
 * article (the shortest candidate) is read first, and the others are read only when it does not match.
 */
export async function findListedProduct(
  segment: string,
  reader: Pick<ProductReader, 'record'>,
): Promise<ListedRecord | null> {
  const candidates = productIdCandidates(segment).filter(isKey);
  const shortest = candidates.at(-1);
  if (shortest === undefined) return null;
  const shortestRecord = reader.record(shortest);
  if (candidates.length > 1) {
    const listed = listedProduct(await shortestRecord, shortest);
    const own = listed && productPath(shortest, listed.product.nombre).slice(PRODUCT_PREFIX.length);
    if (own && decodeURIComponent(own) === candidates[0]) return listed;
  }
  const records = await Promise.all(candidates.map((id) => (id === shortest ? shortestRecord : reader.record(id))));
  for (const [index, record] of records.entries()) {
    const listed = listedProduct(record, candidates[index]!);
    if (listed) return listed;
  }
  return null;
}

/** The product an address names, as its page shows it; null (a 404) when none is listed. */
export async function readProductPage(segment: string, reader: ProductReader): Promise<ProductPageData | null> {
  const found = await findListedProduct(segment, reader);
  if (!found) return null;
  const [related, updatedAt] = await Promise.all([readRelated(found.product.key, reader), reader.stamp()]);
  return { ...found, related, updatedAt };
}
