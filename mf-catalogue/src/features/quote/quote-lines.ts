import type { QuoteItem } from '@frio/shared/quote-list';
import type { PriceType, Product } from '@frio/shared/types';
import { priceValue, type ViewerPrices } from '../../lib/prices/price.ts';
import type { MessageLine } from '../../lib/quote/quote-message.ts';

/** A product of the current catalogue, as the listing's lists hold it. */
export type CatalogueRow = Pick<Product, 'key' | 'id' | 'foto'> & ViewerPrices;

/** The current list of each rubro the quote list's items came from (a rubro not read yet is absent). */
export type CurrentLists = ReadonlyMap<string, readonly CatalogueRow[]>;

export interface QuoteLine {
  item: QuoteItem;
  /**
   * listed: in the current catalogue, at `price`; gone: the catalogue no longer lists it;
   * unchecked: its rubro could not be read, `price` is the one stored when it was added.
   */
  status: 'listed' | 'gone' | 'unchecked';
  price: number | null;
  /** The price stored when it was added, when the same list now has another one. */
  previousPrice: number | null;
  /** Its photo's stamp in the current list (listed only). */
  foto?: number | undefined;
}

/** Rubros are compared as the listing's lists are kept: lower case. */
export const rubroKey = (rubro: string): string => rubro.toLowerCase();

/** The stored lines against the current catalogue, at the viewer's price list. */
export function quoteLines(items: readonly QuoteItem[], current: CurrentLists, priceType: PriceType): QuoteLine[] {
  return items.map((item) => {
    const rows = current.get(rubroKey(item.rubro));
    if (!rows) return { item, status: 'unchecked', price: item.price, previousPrice: null };
    const row = rows.find((candidate) => candidate.key === item.key);
    if (!row) return { item, status: 'gone', price: null, previousPrice: null };
    const price = priceValue(row, priceType);
    const repriced = item.priceList === priceType && item.price !== null && price !== item.price;
    return { item, status: 'listed', price, previousPrice: repriced ? item.price : null, foto: row.foto };
  });
}

const inMessage = (line: QuoteLine): boolean => line.status !== 'gone';

/** The keys of the products the message is about (what its link counts a consultation for). */
export const messageProducts = (lines: readonly QuoteLine[]): string[] =>
  lines.filter(inMessage).map((line) => line.item.key);

export function messageLines(lines: readonly QuoteLine[]): MessageLine[] {
  return lines.filter(inMessage).map(({ item, price }) => ({ ...item, price }));
}
