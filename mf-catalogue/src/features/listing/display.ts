import { formatPrice } from '@frio/shared/format';
import type { PriceType, Product } from '@frio/shared/types';
import { priceValue } from '../../lib/price.ts';

export const IN_STOCK = 'EN STOCK';
const OUT_OF_STOCK = 'SIN STOCK';
/** Shown instead of a price the record does not have. */
export const NO_PRICE = 'Consultar precio';
const NO_CODE = 'Sin código';

export function stockLabel(stock: unknown): string {
  return typeof stock === 'number' && stock > 0 ? IN_STOCK : OUT_OF_STOCK;
}

/** lista2 when the viewer's price type is 2, lista1 otherwise, in ARS (es-AR, no decimals). */
export function priceLabel(product: Pick<Product, 'lista1' | 'lista2'>, priceType: PriceType): string {
  return formatPrice(priceValue(product, priceType)) ?? NO_PRICE;
}

const categories: Record<number, string> = { 4: 'INSUMOS', 2: 'REPUESTOS' };

export function categoryLabel(idRubro: unknown): string | null {
  return typeof idRubro === 'number' ? (categories[idRubro] ?? null) : null;
}

export function subcategoryLabel(idSubrubro: unknown): string | null {
  if (typeof idSubrubro !== 'number' || !Number.isFinite(idSubrubro)) return null;
  if (idSubrubro === 13) return 'AUTOMOTOR';
  if (idSubrubro === 14) return 'COMERCIAL';
  if (idSubrubro === 16) return 'FAMILIAR';
  if (idSubrubro < 13) return 'VARIOS';
  return null;
}

export function codeLabel(codigo: unknown): string {
  return typeof codigo === 'string' && codigo.trim() !== '' ? codigo.trim() : NO_CODE;
}

/** The item's text: its description when it has one, its name otherwise. */
export function descriptionText(product: Pick<Product, 'descripcion' | 'nombre'>): string {
  const descripcion = product.descripcion?.trim();
  return descripcion ? descripcion : product.nombre;
}

/** Page title and heading (SPEC §2). */
export const pageTitle = (rubro: string): string => `Productos (${rubro.toUpperCase()})`;
