/**
 * Reading one product for its page or its link-preview image: that product, the rubro it is listed in,
 * its related products (as the import named them) and the price list's stamp, each one public path of
 * the database. It reads the same few paths whatever the catalogue's size. Pure of IO: the browser's page,
 * the server renderer and the pages function each give it their own way of reading a path.
 */
import { toProduct } from './product-shape.ts';
import { isRubro, type Product } from '../business/types.ts';
import { RELATED_MAX, type ProductPageData } from './product-page.ts';
import { PRODUCT_PREFIX, productIdCandidates, productPath } from './product-path.ts';

/** A listed product read alone: its public fields and the rubro it is listed in. */
type ListedRecord = Pick<ProductPageData, 'product' | 'rubro'>;

/**
 * The catalogue's stamp: when the import last wrote it (ms), public; it dates the price list. Every write
 * of a catalogue writes it (the import, Publicar, Deshacer, the demo seed), so the one database without it
 * is an empty one, before its first import: its readers find no products either, show no date, and the
 * first import then writes it.
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

/** A reader over any way of reading one public path. */
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
 * One record as the site shows it: its public fields and the rubro the import stored in it (the rubro it
 * is listed under), or null when it is missing, malformed or carries no valid rubro (not listed: the
 * import decided so). Every reader of single records (a product's page and image, its related products,
 * a shared quote list) asks this, and decides nothing.
 */
export function listedProduct(record: unknown, key: string): ListedRecord | null {
  const product = toProduct(record, key);
  const rubro: unknown = product && (record as { rubro?: unknown }).rubro;
  return product && isRubro(rubro) ? { product, rubro } : null;
}

/**
 * The related products the import decided, read one by one, at most RELATED_MAX. The import wrote them with
 * the records they name, all listed: a record removed or unlisted since is left out.
 */
async function readRelated(key: string, reader: ProductReader): Promise<Product[]> {
  const stored = await reader.relatedKeys(key);
  const keys = (Array.isArray(stored) ? stored : []).filter(isKey).slice(0, RELATED_MAX);
  const records = await Promise.all(keys.map((related) => reader.record(related)));
  return records.flatMap((record, index) => listedProduct(record, keys[index]!)?.product ?? []);
}

/**
 * The product an address segment names: the first candidate article (the whole segment, then each part
 * before a dash) whose record exists and carries the rubro it is listed under, with that rubro. Null when none is.
 * The usual address is a product's own (`10672-cano-de-cobre-…`, the one every link names): its article,
 * the shortest candidate, is read alone first, and when the address is that product's own the others
 * (one per dash in the name) are never read.
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

/**
 * The product an address names with its related products and the price date, as its page shows it. Null
 * when none is listed: the page is a 404.
 */
export async function readProductPage(segment: string, reader: ProductReader): Promise<ProductPageData | null> {
  const found = await findListedProduct(segment, reader);
  if (!found) return null;
  const [related, updatedAt] = await Promise.all([readRelated(found.product.key, reader), reader.stamp()]);
  return { ...found, related, updatedAt };
}
