/**
 * Which listed products still lack a photo, in the order the owner should add them: most asked about on
 * WhatsApp first (the consultations of the owner's panel), then by name (the search index's order).
 */
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import { productPath } from '@frio/shared/catalogue/product-path';

export interface MissingPhoto {
  key: string;
  nombre: string;
  /** Its page, where the owner adds the photo. */
  path: string;
  consultas: number;
}

export function productsWithoutPhoto(
  listed: readonly IndexedProduct[],
  photographed: ReadonlySet<string>,
  asked: ReadonlyArray<{ id: string; total: number }>,
): MissingPhoto[] {
  const totals = new Map(asked.map(({ id, total }) => [id, total]));
  return listed
    .filter(({ id }) => !photographed.has(id))
    .map(({ id, nombre }) => ({ key: id, nombre, path: productPath(id, nombre), consultas: totals.get(id) ?? 0 }))
    .sort((a, b) => b.consultas - a.consultas);
}
