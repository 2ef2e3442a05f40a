import { useRead } from '@frio/shared/hooks/use-read';
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
  const read = useRead(
    priceType === 2
      ? () =>
          source.technicianPrices(rubro).catch((error: unknown) => {
            console.warn('[catalogue] technician prices unavailable, showing list 1', error);
            return null;
          })
      : undefined,
    [rubro, source],
  );
  if (priceType !== 2) return priceType === undefined ? undefined : null;
  return read.status === 'ready' ? read.data : undefined;
}
