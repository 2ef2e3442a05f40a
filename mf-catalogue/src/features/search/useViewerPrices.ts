import { useEffect, useState } from 'react';
import type { PriceType } from '@frio/shared/types';
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import { priceValue, type TechnicianPrices } from '../../lib/prices/price.ts';

/** Where a technician's prices of a rubro come from (the listing's product source, which the rules guard). */
export interface TechnicianPriceSource {
  technicianPrices(rubro: string): Promise<TechnicianPrices>;
}

/** What the search's views are given to price their results (the exposed modules pass the listing's). */
export interface ViewerProps {
  /** The viewer's price list (undefined while a session's is being read). */
  priceType: PriceType | undefined;
  source: TechnicianPriceSource;
}

/** A search result as its price needs it (the index is public: list 1 only). */
type Priced = Pick<IndexedProduct, 'id' | 'lista1'> & { rubro: string };

/**
 * One price per viewer in the search, as in the listing: list 1 at once for a visitor; for a technician
 * (price type 2), list 2, read from the private lists of the rubros shown (only an approved technician's
 * session may read them: database.rules.json), list 1 for a rubro whose prices cannot be read (the rules
 * refuse a technician just revoked). Undefined while the price type or those lists are being read.
 */
export function useViewerPrices(
  rubros: readonly string[],
  priceType: PriceType | undefined,
  source: TechnicianPriceSource,
) {
  const [read, setRead] = useState<ReadonlyMap<string, TechnicianPrices | null>>(() => new Map());
  const wanted = priceType === 2 ? [...new Set(rubros)].filter((rubro) => !read.has(rubro)).sort() : [];
  const missing = wanted.join(' ');

  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    for (const rubro of missing.split(' ')) {
      source.technicianPrices(rubro).then(
        (prices) => {
          if (!cancelled) setRead((now) => new Map(now).set(rubro, prices));
        },
        (error: unknown) => {
          console.warn('[buscar] technician prices unavailable, showing list 1', error);
          if (!cancelled) setRead((now) => new Map(now).set(rubro, null));
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [missing, source]);

  return {
    /** Whether the prices shown are the technicians' (list 2). */
    technician: priceType === 2,
    /** The viewer's price of a result: null when it has none to show, undefined while it is being read. */
    priceOf(product: Priced): number | null | undefined {
      if (priceType === undefined) return undefined;
      if (priceType === 1) return priceValue(product, 1);
      const prices = read.get(product.rubro);
      if (prices === undefined) return undefined;
      if (prices === null) return priceValue(product, 1);
      return priceValue({ lista1: product.lista1, lista2: prices.get(product.id) }, 2);
    },
  };
}
