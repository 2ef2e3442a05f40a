/**
 * The listed products that have a photo: one query of `productos` by `foto`, indexed in
 * database.rules.json, so it reads as many records as there are photos. The Merchant feed and "Productos
 * sin foto" both ask it. The local server ignores the query and answers every record: the reader filters.
 */
import { recordEntries } from './product-shape.ts';
import { listedProduct } from './product-read.ts';
import type { Product, Rubro } from '../business/types.ts';

export const photographedQuery = { path: 'productos', child: 'foto', from: 1 } as const;

/** The query as a REST path (`productos?orderBy="foto"&startAt=1`), for a PublicRead. */
export const photographedRestPath = `${photographedQuery.path}?orderBy=${encodeURIComponent(
  JSON.stringify(photographedQuery.child),
)}&startAt=${photographedQuery.from}`;

export interface PhotographedProduct {
  product: Product & { foto: number };
  rubro: Rubro;
}

/** The query's answer (untrusted) as the listed products with a photo's stamp, in key order. */
export function photographedProducts(answer: unknown): PhotographedProduct[] {
  return recordEntries(answer).flatMap(([key, record]) => {
    const listed = listedProduct(record, key);
    const foto = listed?.product.foto;
    return listed && typeof foto === 'number' && foto >= photographedQuery.from
      ? [{ product: { ...listed.product, foto }, rubro: listed.rubro }]
      : [];
  });
}
