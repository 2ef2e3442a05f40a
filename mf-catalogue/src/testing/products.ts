import { toProduct } from '@frio/shared/catalogue';
import type { PriceListRow } from '@frio/shared/catalogue/import';
import type { Product } from '@frio/shared/types';
import { listedRows } from '../features/listing/data/listed-rows.ts';

let counter = 0;

/** A stored product record with sensible defaults (passes the inclusion rule unless overridden). */
export function record(overrides: Partial<Product> | Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    id: String(10_000 + counter),
    codigo: `DF${String(counter).padStart(7, '0')}`,
    nombre: `CAÑO DE COBRE ${counter}`,
    descripcion: `Caño de cobre ${counter}`,
    stock: 5,
    lista1: 1000 + counter,
    lista2: 800 + counter,
    idRubro: 4,
    idSubrubro: 14,
    ...overrides,
  };
}

/** A good row of a price list, as the import reads it (both prices), with record()'s defaults. */
export const priceListRow = (overrides: Partial<PriceListRow> = {}): PriceListRow =>
  record(overrides) as unknown as PriceListRow;

/**
 * A listed product as the listing holds it for a technician: its public fields, and its technician price
 * merged in by key (withTechnicianPrices) from the record's `lista2`.
 */
export function listed(
  overrides: Partial<Product> | Record<string, unknown> = {},
  key = `k${counter + 1}`,
): Product & { lista2?: number } {
  const stored = record(overrides);
  const product = toProduct(stored, key);
  if (!product) throw new Error('test product has no product shape');
  const row = listedRows([[key, product]])![0]!;
  return typeof stored.lista2 === 'number' ? { ...row, lista2: stored.lista2 } : row;
}
