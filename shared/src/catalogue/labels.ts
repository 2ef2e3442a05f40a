/** How a product's facts read on its card and its page (docs/contract.md "The listing" stock display, docs/contract.md "Data entities" ids). */
export const IN_STOCK = 'EN STOCK';
const OUT_OF_STOCK = 'SIN STOCK';
const NO_CODE = 'Sin código';

export function stockLabel(stock: unknown): string {
  return typeof stock === 'number' && stock > 0 ? IN_STOCK : OUT_OF_STOCK;
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
