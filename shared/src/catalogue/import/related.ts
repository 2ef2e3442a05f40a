/**
 * Each listed product's related products, decided at import and stored as keys, so a product's page never
 * reads its rubro's whole list: it costs the same with 20,000 articles or 200,000.
 */
import { compareByName } from '../product-shape.ts';
import { relatedProducts } from '../product-page.ts';
import type { StoredProduct } from '../../business/types.ts';

export const RELATED_PATH = 'catalogo/relacionados';

type Peer = Pick<StoredProduct, 'nombre' | 'idSubrubro'> & { key: string };

/** Each listed record's related products' keys, from the records as `productos` stores them. */
export function relatedKeys(productos: Readonly<Record<string, StoredProduct>>): Record<string, string[]> {
  // Products by rubro and subcategory: relatedProducts only looks at the product's own subcategory.
  const groups = new Map<string, Peer[]>();
  for (const [key, { nombre, idSubrubro, rubro }] of Object.entries(productos)) {
    if (!rubro) continue;
    const group = `${rubro}/${idSubrubro}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ key, nombre, idSubrubro });
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
