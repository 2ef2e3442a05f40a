import type { Product } from '../business/types.ts';
import { onFirstUse } from '../business/format.ts';

/**
 * A product record read back from the public catalogue, shape-checked: the database is read as
 * untrusted (a real export holds malformed rows, and anything may have been written by hand). The
 * inclusion rule is not here: the import decides it once (import/listing-rule.ts) and stores it.
 */

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A record as a product when its fields have the types of docs/contract.md "Data entities", else null:
 * its public fields only (not `lista2`, private, nor `cantidad`, never shown). The shape only: what the
 * site lists the import decided.
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
    foto: optionalNumber(record.foto),
  };
}

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
