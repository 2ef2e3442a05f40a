/**
 * The listing's first rows as its prerendered document holds them (pure): a JSON data block the page
 * renders beside those rows, so that the page taking over the document renders exactly them again.
 */
import { eligibleEntries, type ListedProduct } from './inclusion.ts';

/** A rubro's first page as the prerender read it, and the stamp it was read under. */
export interface ListingSnapshot {
  rubro: string;
  items: readonly ListedProduct[];
  total: number;
  /** The catalogue's stamp (the import's date) the rows were read under: the listing compares it once. */
  updatedAt: number;
}

/** The data block's text: its items as [key, record] entries, `<` escaped so it cannot end the block. */
export function serializeSnapshot({ rubro, items, total, updatedAt }: ListingSnapshot): string {
  const entries = items.map(({ key, searchName: _derived, ...record }) => [key, record]);
  return JSON.stringify({ rubro, total, updatedAt, entries }).replace(/</g, '\\u003c');
}

const isEntry = (value: unknown): value is [string, unknown] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';

/** The snapshot in a data block's text when it is one of `rubro`'s, else null (pure). */
export function parseSnapshot(text: string, rubro: string): ListingSnapshot | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { rubro: of, total, updatedAt, entries } = data as Record<string, unknown>;
  if (typeof of !== 'string' || of.toLowerCase() !== rubro.toLowerCase()) return null;
  if (typeof total !== 'number' || typeof updatedAt !== 'number' || !Array.isArray(entries)) return null;
  if (!entries.every(isEntry)) return null;
  const items = eligibleEntries(entries);
  if (items.length !== entries.length) return null;
  return { rubro: of, items, total, updatedAt };
}
