/**
 * A rubro's derived list as the database stores it: ONE JSON string, not a tree of records. The SDK turns
 * a tree back into objects on `val()` (seconds of a phone's main thread for 5,000 products); a string it
 * hands over as is, and `JSON.parse` is fast. Columns are named once (`campos`): about 40 % fewer bytes.
 * Rows come in the listing's default order, so the client's sort is one pass and equal catalogues encode
 * to equal strings (the import reports "nothing changed"). Each list also has a first page (a few KB) that
 * a new visitor's listing shows before the whole list. Decoding returns null for any other shape.
 */
import { compareByName } from './product-shape.ts';
import { productColumns, type Column } from './import/columns.ts';

const KEY = 'clave';

/** Items a listing shows at first (docs/contract.md "Constants"), and so the rows of each list's stored first page. */
export const FIRST_PAGE_SIZE = 25;

interface EncodedListing {
  campos: string[];
  filas: unknown[][];
  /** First pages only: the whole list's length. */
  total?: number;
}

/** The fields the public lists hold: every product column but `cantidad` (never shown) and `lista2` (private). */
export const listingFields = productColumns.filter(
  (column): column is Exclude<Column, 'cantidad' | 'lista2'> => column !== 'cantidad' && column !== 'lista2',
);

type Entries<T> = ReadonlyArray<readonly [key: string, record: T]>;

/** The rows as given (already in list order). */
function rowsOf<T>(entries: Entries<T>, fields: ReadonlyArray<keyof T & string>): EncodedListing {
  return {
    campos: [KEY, ...fields],
    filas: entries.map(([key, record]) => [key, ...fields.map((field) => record[field] ?? null)]),
  };
}

function encode<T extends { nombre: string }>(
  entries: Entries<T>,
  fields: ReadonlyArray<keyof T & string>,
  rows: number,
): EncodedListing {
  const ordered = [...entries].sort(([keyA, a], [keyB, b]) => compareByName(a, b) || (keyA < keyB ? -1 : 1));
  return rowsOf(ordered.slice(0, rows), fields);
}

/** The list's JSON string: `fields` of each record (missing ones as null), in name order. */
export function encodeListing<T extends { nombre: string }>(
  entries: Entries<T>,
  fields: ReadonlyArray<keyof T & string>,
): string {
  return JSON.stringify(encode(entries, fields, entries.length));
}

export function encodeFirstPage<T extends { nombre: string }>(
  entries: Entries<T>,
  fields: ReadonlyArray<keyof T & string>,
): string {
  return JSON.stringify({ ...encode(entries, fields, FIRST_PAGE_SIZE), total: entries.length });
}

/** The public lists' fields and the photo's stamp, which the lists do not carry (catalogue/photo.ts). */
const rowFields = [...listingFields, 'foto'] as const;

type ListedRow = Partial<Record<(typeof rowFields)[number], unknown>> & { readonly key: string };

/**
 * A listing's products, already in list order: the whole list (the session cache), or with `total` a
 * first page (a rubro's prerendered document).
 */
export function encodeRows(products: readonly ListedRow[], total?: number): string {
  const encoded = rowsOf(
    products.map((product) => [product.key, product] as const),
    rowFields,
  );
  return JSON.stringify(total === undefined ? encoded : { ...encoded, total });
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The records of a stored list, keyed like `productos` and in its stored order (null fields left out); null for anything else. */
export function decodeListing(value: unknown): Array<[string, unknown]> | null {
  return typeof value === 'string' ? decodeRows(parse(value)) : null;
}

/** A stored first page: its records and the whole list's length. Null for anything else. */
export function decodeFirstPage(value: unknown): { records: Array<[string, unknown]>; total: number } | null {
  if (typeof value !== 'string') return null;
  const parsed = parse(value);
  const records = decodeRows(parsed);
  const total = (parsed as Partial<EncodedListing> | null)?.total;
  if (!records || typeof total !== 'number' || !Number.isSafeInteger(total) || total < records.length) return null;
  return { records, total };
}

function parse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function decodeRows(parsed: unknown): Array<[string, unknown]> | null {
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
