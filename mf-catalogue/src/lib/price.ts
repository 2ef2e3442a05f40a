import type { PriceType, Product } from '@frio/shared/types';

/** The unit price a viewer gets: lista2 when their price type is 2, lista1 otherwise; null when the record has none. */
export function priceValue(product: Pick<Product, 'lista1' | 'lista2'>, priceType: PriceType): number | null {
  const value = priceType === 2 ? product.lista2 : product.lista1;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
