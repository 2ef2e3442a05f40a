import { useRead, type ReadState } from '@frio/shared/hooks/use-read';
import { listedProduct } from '@frio/shared/catalogue/product-read';
import type { QuoteItem } from '@frio/shared/quote-list';
import type { LinkLine } from './quote-link.ts';

/** Reads one product record (`productos/<article>`, public): the listing's own read. */
export type RecordReader = (article: string) => Promise<unknown>;

/** `items`: the articles the catalogue lists, as lines to price; `unknown`: the others. */
export interface SharedItems {
  items: QuoteItem[];
  unknown: LinkLine[];
}

/** A line of a shared list as the quote list keeps it; its price comes from the viewer's current list. */
function toItem(record: unknown, { key, quantity }: LinkLine): QuoteItem | null {
  const listed = listedProduct(record, key);
  if (!listed) return null;
  const { product, rubro } = listed;
  return {
    key,
    nombre: product.nombre,
    codigo: product.codigo?.trim() ?? '',
    id: product.id || key,
    rubro,
    price: null,
    priceList: 1,
    quantity,
    addedAt: 0,
  };
}

/**
 * The products a shared list names, read as a product page reads its product: a record that is missing,
 * malformed or carries no rubro (the import did not list it) is an unknown article. `lines` must be a stable array.
 */
export function useSharedItems(lines: readonly LinkLine[], readRecord: RecordReader): ReadState<SharedItems> {
  return useRead(async () => {
    try {
      const records = await Promise.all(lines.map((line) => readRecord(line.key)));
      const shared: SharedItems = { items: [], unknown: [] };
      lines.forEach((line, index) => {
        const item = toItem(records[index], line);
        if (item) shared.items.push(item);
        else shared.unknown.push(line);
      });
      return shared;
    } catch (error) {
      console.warn('[presupuesto] could not read the shared list', error);
      throw error;
    }
  }, [lines, readRecord]);
}
