import { useEffect, useState } from 'react';
import type { PriceType } from '@frio/shared/types';
import type { ProductSource, TechnicianPrices } from '../data/product-source.ts';

/**
 * The rubro's technician prices for a viewer of price type 2: undefined while they are read (or while the
 * price type is), null for anyone else and when they cannot be read (the rules refuse a technician who was
 * just revoked: they see list 1, as a visitor).
 */
export function useTechnicianPrices(
  rubro: string,
  priceType: PriceType | undefined,
  source: Pick<ProductSource, 'technicianPrices'>,
): TechnicianPrices | null | undefined {
  const [read, setRead] = useState<{ rubro: string; prices: TechnicianPrices | null } | null>(null);

  useEffect(() => {
    if (priceType !== 2) return;
    let cancelled = false;
    source.technicianPrices(rubro).then(
      (prices) => {
        if (!cancelled) setRead({ rubro, prices });
      },
      (error: unknown) => {
        console.warn('[catalogue] technician prices unavailable, showing list 1', error);
        if (!cancelled) setRead({ rubro, prices: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [rubro, priceType, source]);

  if (priceType !== 2) return priceType === undefined ? undefined : null;
  return read?.rubro === rubro ? read.prices : undefined;
}
