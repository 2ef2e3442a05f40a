import { toProduct } from '@frio/shared/catalogue';
import type { Product } from '@frio/shared/types';

/**
 * The products of a list the import made (the session cache, a document's rows), in their order. Only
 * each row's shape is checked; null when one lacks it (the page then reads the rubro's derived list).
 */
export function listedRows(entries: Iterable<readonly [string, unknown]>): Product[] | null {
  const products: Product[] = [];
  for (const [key, value] of entries) {
    const product = toProduct(value, key);
    if (!product) return null;
    products.push(product);
  }
  return products;
}

/**
 * A rubro's derived list as the database holds it. The import writes no other, but it may not be the
 * list's only writer: a row without a product's shape is left out, and the others are shown.
 */
export function shapedRows(entries: Iterable<readonly [string, unknown]>): Product[] {
  const products: Product[] = [];
  for (const [key, value] of entries) {
    const product = toProduct(value, key);
    if (product) products.push(product);
  }
  return products;
}
