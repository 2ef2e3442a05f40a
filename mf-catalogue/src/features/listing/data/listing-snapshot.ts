/**
 * The listing's first rows as its server-made document holds them (pure), in the database's own
 * first-page form, so that the page taking the document over renders exactly them again.
 */
import { decodeFirstPage, encodeRows } from '@frio/shared/catalogue/listing-codec';
import { listedRows } from './listed-rows.ts';
import type { Product } from '@frio/shared/types';

/** The name the listing's server data is handed over under (@frio/shared/server-data). */
export const LISTING_DATA = 'listing';

/** A rubro's first page as the server read it, and the stamp it was read under. */
export interface ListingSnapshot {
  rubro: string;
  items: readonly Product[];
  total: number;
  /** The catalogue's stamp (the import's date) the rows were read under: the listing compares it once. */
  updatedAt: number;
}

/** The snapshot as its document holds it. */
export const snapshotBlock = ({ rubro, items, total, updatedAt }: ListingSnapshot) => ({
  rubro,
  updatedAt,
  page: encodeRows(items, total),
});

/** The check of the listing's server data: a snapshot from its block's form, or null when it is not one. */
export function toSnapshot(value: unknown): ListingSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rubro, updatedAt, page } = value as Record<string, unknown>;
  if (typeof rubro !== 'string' || typeof updatedAt !== 'number') return null;
  const decoded = decodeFirstPage(page);
  const items = decoded && listedRows(decoded.records);
  return decoded && items ? { rubro, items, total: decoded.total, updatedAt } : null;
}
