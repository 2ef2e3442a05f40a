/**
 * The listing's first rows as its prerendered document holds them (pure): a JSON data block the page
 * renders beside those rows, so that the page taking over the document renders exactly them again. The
 * rows are a first page in the listing codec's form (@frio/shared/catalogue/listing-codec), as the
 * database's own first pages are.
 */
import { decodeFirstPage, encodeRows } from '@frio/shared/catalogue/listing-codec';
import { listedRows, type ListedProduct } from './listed-rows.ts';

/** A rubro's first page as the prerender read it, and the stamp it was read under. */
export interface ListingSnapshot {
  rubro: string;
  items: readonly ListedProduct[];
  total: number;
  /** The catalogue's stamp (the import's date) the rows were read under: the listing compares it once. */
  updatedAt: number;
}

/** The data block's text, `<` escaped so it cannot end the block. */
export function serializeSnapshot({ rubro, items, total, updatedAt }: ListingSnapshot): string {
  const page = encodeRows(items, total);
  return JSON.stringify({ rubro, updatedAt, page }).replace(/</g, '\\u003c');
}

/** The snapshot in a data block's text when it is one of `rubro`'s (a route term, lower-case), else null (pure). */
export function parseSnapshot(text: string, rubro: string): ListingSnapshot | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { rubro: of, updatedAt, page } = data as Record<string, unknown>;
  if (of !== rubro || typeof updatedAt !== 'number') return null;
  const decoded = decodeFirstPage(page);
  const items = decoded && listedRows(decoded.records);
  return decoded && items ? { rubro, items, total: decoded.total, updatedAt } : null;
}
