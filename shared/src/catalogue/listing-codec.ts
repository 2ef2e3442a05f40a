/**
 * A rubro's derived list as the database stores it: ONE JSON string, not a tree of records.
 * - The database SDK keeps a tree as thousands of immutable nodes and turns them back into objects on
 *   `val()`: for a 5,000-product rubro that is seconds of a phone's main thread. A string leaf it hands
 *   over as is, and `JSON.parse` is one fast native call.
 * - Columns named once (`campos`), one array per product (`filas`): about 40 % fewer bytes than records
 *   that repeat every field name.
 * - Rows in the listing's default order (name A-Z, es-AR collation, then key), so the client's sort of an
 *   already sorted list is a single pass, and equal catalogues encode to equal strings (the import
 *   compares them to report "nothing changed").
 * The import encodes (backend/src/import/catalogue-sync.ts); the listing decodes. Decoding is strict
 * about the shape and returns null for anything else, so a damaged list falls back to the full read.
 */
import { compareByName, recordEntries } from './inclusion.ts';

const KEY = 'clave';

interface EncodedListing {
  campos: string[];
  filas: unknown[][];
}

/** The list's JSON string: `fields` of each record (missing ones as null), in name order. */
export function encodeListing<T extends { nombre: string }>(
  entries: ReadonlyArray<readonly [key: string, record: T]>,
  fields: ReadonlyArray<keyof T & string>,
): string {
  const ordered = [...entries].sort(([keyA, a], [keyB, b]) => compareByName(a, b) || (keyA < keyB ? -1 : 1));
  const encoded: EncodedListing = {
    campos: [KEY, ...fields],
    filas: ordered.map(([key, record]) => [key, ...fields.map((field) => record[field] ?? null)]),
  };
  return JSON.stringify(encoded);
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The records of a stored list, keyed like `productos` and in its stored order (null fields left out).
 * Also accepts the earlier form, a tree of records keyed by id. Null when the value is neither.
 */
export function decodeListing(value: unknown): Array<[string, unknown]> | null {
  if (typeof value === 'object' && value !== null) return recordEntries(value);
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const { campos, filas } = (parsed ?? {}) as Partial<EncodedListing>;
  if (!isStringArray(campos) || campos[0] !== KEY || !Array.isArray(filas)) return null;
  const records: Array<[string, unknown]> = [];
  for (const row of filas) {
    if (!Array.isArray(row) || row.length !== campos.length) continue;
    const record: Record<string, unknown> = {};
    for (let i = 1; i < campos.length; i += 1) if (row[i] !== null) record[campos[i]!] = row[i];
    records.push([String(row[0]), record]);
  }
  return records;
}
