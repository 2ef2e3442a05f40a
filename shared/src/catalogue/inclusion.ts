import type { Product } from '../business/types.ts';
import { onFirstUse } from '../business/format.ts';

/**
 * SPEC §5's inclusion rule, the one implementation. The catalogue import applies it to decide what the
 * site lists (each rubro's derived list, the search index, the related products) and stores that; the
 * listing, the search and the sitemap read what it stored. A product read alone by its article (its page,
 * its image, a shared quote list) is the one reader that asks it again (product-read.ts listedProduct),
 * since the import stores no per-article verdict to read.
 */

/** Category ids the listing shows (SPEC §3): 4 = INSUMOS, 2 = REPUESTOS. */
const listedRubroIds = new Set([2, 4]);
/** Subcategory never shown: AUTOMOTOR. */
const excludedSubrubroId = 13;

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A record as a product, when its fields have the types of SPEC §3 (stock a number, nombre a non-empty
 * string, idRubro and idSubrubro numbers): its public fields (not `lista2`, private, nor `cantidad`, never
 * shown), optional ones only when well-typed.
 * Else null. The shape only, not the inclusion rule: for lists the import already made.
 */
export function toProduct(record: unknown, key: string): Product | null {
  if (!isRecord(record)) return null;
  const { stock, nombre, idRubro, idSubrubro } = record;
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return null;
  if (typeof nombre !== 'string' || nombre.trim() === '') return null;
  if (typeof idRubro !== 'number' || typeof idSubrubro !== 'number') return null;
  const id = record.id;
  return {
    key,
    id: typeof id === 'string' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : '',
    codigo: optionalString(record.codigo),
    nombre,
    descripcion: optionalString(record.descripcion),
    stock,
    lista1: optionalNumber(record.lista1),
    idRubro,
    idSubrubro,
  };
}

/**
 * The rubro-independent half of the inclusion rule: a well-typed product (toProduct) with stock above 0,
 * idRubro 2 or 4, idSubrubro not 13. Records are untrusted: a real export contains malformed ones.
 */
export function toEligibleProduct(record: unknown, key: string): Product | null {
  const product = toProduct(record, key);
  if (!product || product.stock <= 0 || !listedRubroIds.has(product.idRubro)) return null;
  return product.idSubrubro === excludedSubrubroId ? null : product;
}

/** The rubro half of the rule: the name contains the rubro term, case-insensitively. */
export const matchesRubro = (nombre: string, rubro: string): boolean =>
  nombre.toLowerCase().includes(rubro.toLowerCase());

// Made on first use (onFirstUse says why): the catalogue's pages load this module, few of them sort by name.
const collator = onFirstUse(() => new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true }));

/** Sort by nombre ascending (es-AR collation, so Ñ sits after N). */
export function compareByName(a: Pick<Product, 'nombre'>, b: Pick<Product, 'nombre'>): number {
  return collator().compare(a.nombre, b.nombre);
}

/**
 * The entries of a snapshot value keyed by record key. The Realtime Database returns an object whose
 * keys are mostly dense integers (article ids 1…N) as an array, with null holes: both read the same.
 */
export function recordEntries(collection: unknown): Array<[string, unknown]> {
  if (Array.isArray(collection)) {
    const entries: Array<[string, unknown]> = [];
    collection.forEach((value, index) => {
      if (value !== null && value !== undefined) entries.push([String(index), value]);
    });
    return entries;
  }
  return isRecord(collection) ? Object.entries(collection) : [];
}
