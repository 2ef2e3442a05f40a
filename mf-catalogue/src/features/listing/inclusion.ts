import type { Product } from '@frio/shared/types';

/** A product that passed the inclusion rule, with its name lower-cased once for searching. */
export interface ListedProduct extends Product {
  readonly searchName: string;
}

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
 * The rubro-independent half of the inclusion rule (SPEC §5): stock a number above 0, nombre a string,
 * idRubro 2 or 4, idSubrubro not 13. Returns a clean product (unknown fields dropped, optional fields
 * only when well-typed) or null. Records are untrusted: a real export contains malformed ones.
 */
export function toEligibleProduct(record: unknown, key: string): ListedProduct | null {
  if (!isRecord(record)) return null;
  const { stock, nombre, idRubro, idSubrubro } = record;
  if (typeof stock !== 'number' || !Number.isFinite(stock) || stock <= 0) return null;
  if (typeof nombre !== 'string' || nombre.trim() === '') return null;
  if (typeof idRubro !== 'number' || !listedRubroIds.has(idRubro)) return null;
  if (typeof idSubrubro !== 'number' || idSubrubro === excludedSubrubroId) return null;
  const id = record.id;
  return {
    key,
    id: typeof id === 'string' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : '',
    codigo: optionalString(record.codigo),
    nombre,
    descripcion: optionalString(record.descripcion),
    stock,
    lista1: optionalNumber(record.lista1),
    lista2: optionalNumber(record.lista2),
    idRubro,
    idSubrubro,
    cantidad: optionalNumber(record.cantidad),
    searchName: nombre.toLowerCase(),
  };
}

/** Every eligible product of a `productos` snapshot value (an object keyed by record key). */
export function eligibleProducts(collection: unknown): ListedProduct[] {
  if (!isRecord(collection)) return [];
  const products: ListedProduct[] = [];
  for (const key of Object.keys(collection)) {
    const product = toEligibleProduct(collection[key], key);
    if (product) products.push(product);
  }
  return products;
}

/** The rubro term as matched against names: case-insensitive. */
const rubroTerm = (rubro: string): string => rubro.toLowerCase();

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/** Sort by nombre ascending (es-AR collation, so Ñ sits after N). */
function compareByName(a: Pick<Product, 'nombre'>, b: Pick<Product, 'nombre'>): number {
  return collator.compare(a.nombre, b.nombre);
}

/**
 * The full inclusion rule for one rubro, sorted by nombre ascending: the list the page shows
 * (and caches) for that rubro.
 */
export function selectForRubro(products: readonly ListedProduct[], rubro: string): ListedProduct[] {
  const term = rubroTerm(rubro);
  return products.filter((product) => product.searchName.includes(term)).sort(compareByName);
}
