import { formatPrice } from '@frio/shared/format';
import type { PriceType } from '@frio/shared/types';
import { priceValue, type ViewerPrices } from '../../../lib/prices/price.ts';

export { IN_STOCK, categoryLabel, codeLabel, stockLabel, subcategoryLabel } from '@frio/shared/catalogue/labels';

/** Shown instead of a price the record does not have. */
export const NO_PRICE = 'Consultar precio';

/** lista2 when the viewer's price type is 2, lista1 otherwise, in ARS (es-AR, no decimals). */
export function priceLabel(product: ViewerPrices, priceType: PriceType): string {
  return formatPrice(priceValue(product, priceType)) ?? NO_PRICE;
}

/** Page title, the browser tab's (docs/contract.md "Routes and screens"); the heading names the rubro as people say it (rubroLabel). */
export const pageTitle = (rubro: string): string => `Productos (${rubro.toUpperCase()})`;
