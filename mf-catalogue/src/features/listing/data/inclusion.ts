import { compareByName, matchesRubro, recordEntries, toEligibleProduct, toProduct } from '@frio/shared/catalogue';
import type { Product } from '@frio/shared/types';

/** A product of a listed rubro, with its name lower-cased once for searching. */
export interface ListedProduct extends Product {
  readonly searchName: string;
}

const listed = (product: Product): ListedProduct => ({ ...product, searchName: product.nombre.toLowerCase() });

/**
 * The products of a list the inclusion rule already made (a derived list, the session cache, a
 * document's rows: listing-codec.ts), in their order. Only their shape is checked; null when a record
 * does not have it (the list is then not used).
 */
export function listedRows(entries: Iterable<readonly [string, unknown]>): ListedProduct[] | null {
  const products: ListedProduct[] = [];
  for (const [key, value] of entries) {
    const product = toProduct(value, key);
    if (!product) return null;
    products.push(listed(product));
  }
  return products;
}

/**
 * The full-collection read's fallback (SPEC §7), the one place the listing applies SPEC §5's rule
 * itself: the rubro's products of a `productos` snapshot value (keyed by record key; an array when the
 * keys are dense integers), sorted by nombre ascending as the derived lists are.
 */
export function selectForRubro(collection: unknown, rubro: string): ListedProduct[] {
  const products: ListedProduct[] = [];
  for (const [key, value] of recordEntries(collection)) {
    const product = toEligibleProduct(value, key);
    if (product && matchesRubro(product.nombre, rubro)) products.push(listed(product));
  }
  return products.sort((a, b) => compareByName(a, b) || (a.key < b.key ? -1 : 1));
}
