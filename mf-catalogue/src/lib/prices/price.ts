import type { PriceType, Product } from '@frio/shared/types';

/** A product's prices as a viewer may see them: its public list 1 and, for a technician, list 2 merged in. */
export type ViewerPrices = Pick<Product, 'lista1'> & { lista2?: number | undefined };

export function priceValue(product: ViewerPrices, priceType: PriceType): number | null {
  const value = priceType === 2 ? product.lista2 : product.lista1;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Said wherever a viewer sees the technicians' prices: the listing, a product's page, the quote list, the search. */
export const TECHNICIAN_PRICES = 'Precios para técnicos (lista 2)';

/** Technician prices (lista2) by product key: the catalogue's private half (features/listing/data/database-reader.ts). */
export type TechnicianPrices = ReadonlyMap<string, number>;

export function withTechnicianPrices<T extends { key: string }>(
  items: readonly T[],
  prices: TechnicianPrices,
): Array<T & { lista2?: number }> {
  return items.map((item) => {
    const lista2 = prices.get(item.key);
    return lista2 === undefined ? item : { ...item, lista2 };
  });
}
