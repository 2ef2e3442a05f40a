import { compareByName, matchesRubro, recordEntries, toEligibleProduct as eligible } from '@frio/shared/catalogue';
import type { Product } from '@frio/shared/types';

export { rubroTerm } from '@frio/shared/catalogue';

/** A product that passed the inclusion rule, with its name lower-cased once for searching. */
export interface ListedProduct extends Product {
  readonly searchName: string;
}

/** SPEC §5's rubro-independent rule (shared with the catalogue import), plus the listing's search name. */
export function toEligibleProduct(record: unknown, key: string): ListedProduct | null {
  const product = eligible(record, key);
  return product ? { ...product, searchName: product.nombre.toLowerCase() } : null;
}

/** Every eligible product of a snapshot value (keyed by record key; an array when the keys are dense integers). */
export const eligibleProducts = (collection: unknown): ListedProduct[] => eligibleEntries(recordEntries(collection));

/** Every eligible product of [key, record] entries, in their order. */
export function eligibleEntries(entries: Iterable<readonly [string, unknown]>): ListedProduct[] {
  const products: ListedProduct[] = [];
  for (const [key, value] of entries) {
    const product = toEligibleProduct(value, key);
    if (product) products.push(product);
  }
  return products;
}

/**
 * The full inclusion rule for one rubro, sorted by nombre ascending: the list the page shows
 * (and caches) for that rubro.
 */
export function selectForRubro(products: readonly ListedProduct[], rubro: string): ListedProduct[] {
  return products.filter((product) => matchesRubro(product.nombre, rubro)).sort(compareByName);
}
