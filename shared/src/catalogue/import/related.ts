/**
 * Each listed product's related products, decided at import and stored (`catalogo/relacionados/<key>`:
 * their keys), so a product's page reads that product and these few, never its rubro's whole list: a
 * page costs the same with 20,000 articles or 200,000. The rule is product-page.ts's relatedProducts,
 * over the rubro a product is listed under (listingRubro), in the listing's A-Z order.
 */
import { compareByName, toEligibleProduct } from '../inclusion.ts';
import { listingRubro, relatedProducts } from '../product-page.ts';
import type { Product } from '../../business/types.ts';

export const RELATED_PATH = 'catalogo/relacionados';

export function relatedKeys(productos: Record<string, unknown>): Record<string, string[]> {
  // Products by rubro and subcategory: relatedProducts only looks at the product's own subcategory.
  const groups = new Map<string, Product[]>();
  for (const [key, record] of Object.entries(productos)) {
    const product = toEligibleProduct(record, key);
    const rubro = product && listingRubro(product.nombre);
    if (!product || !rubro) continue;
    const group = `${rubro}/${product.idSubrubro}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(product);
  }
  const related: Record<string, string[]> = {};
  for (const group of groups.values()) {
    group.sort((a, b) => compareByName(a, b) || (a.key < b.key ? -1 : 1));
    for (const product of group) {
      const keys = relatedProducts(product, group).map(({ key }) => key);
      // The database keeps no empty list: a product without related products has no entry.
      if (keys.length > 0) related[product.key] = keys;
    }
  }
  return related;
}
