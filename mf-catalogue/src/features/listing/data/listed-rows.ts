import { toProduct } from '@frio/shared/catalogue';
import type { Product } from '@frio/shared/types';

/**
 * The products of a list the import made (the session cache, a document's rows: listing-codec.ts), in
 * their order. The import decided which products a rubro lists and in what order, so only each row's
 * shape is checked here; null when a record does not have it (the list is then not used: the page reads
 * the rubro's derived list instead).
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
 * A rubro's derived list as the database holds it, in its order: the rows with a product's shape. The
 * import writes no other, but the database is not the only writer a list can have: a row without that
 * shape is left out, and the others are shown.
 */
export function shapedRows(entries: Iterable<readonly [string, unknown]>): Product[] {
  const products: Product[] = [];
  for (const [key, value] of entries) {
    const product = toProduct(value, key);
    if (product) products.push(product);
  }
  return products;
}
