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
 * - Each list also has a first page: its first FIRST_PAGE_SIZE rows and the list's length (`total`). A
 *   new visitor's listing reads that (a few KB) and shows it, then the whole list after it is on screen.
 * The one shape of a listed product between the import and the card: the import encodes the database's
 * lists (shared/src/catalogue/import/sync.ts); the listing keeps the string it read as its session cache,
 * and its prerendered document holds its first page in the same form (encodeRows). Decoding is strict
 * about the shape and returns null for anything else: the listing then says it could not read the list.
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

/** The list's first page: its first FIRST_PAGE_SIZE rows, as encodeListing orders them, and its length. */
export function encodeFirstPage<T extends { nombre: string }>(
  entries: Entries<T>,
  fields: ReadonlyArray<keyof T & string>,
): string {
  return JSON.stringify({ ...encode(entries, fields, FIRST_PAGE_SIZE), total: entries.length });
}

/** A shown row's fields: the public lists' and its photo's stamp (catalogue/photo.ts: the lists carry none). */
const rowFields = [...listingFields, 'foto'] as const;

type ListedRow = Partial<Record<(typeof rowFields)[number], unknown>> & { readonly key: string };

/**
 * A listing's products already in list order, with the public lists' fields and the photo's stamp: the
 * whole list (the session cache), or with `total` a first page of a list of that many (a rubro's
 * prerendered document).
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
