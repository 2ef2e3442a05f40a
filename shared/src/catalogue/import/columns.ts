/** The columns of a price-list file: the contract's product fields, matched without regard to case, accents or spaces. (docs/contract.md "Data entities") */

export const productColumns = [
  'id',
  'codigo',
  'nombre',
  'descripcion',
  'stock',
  'lista1',
  'lista2',
  'idRubro',
  'idSubrubro',
  'cantidad',
] as const;
export type Column = (typeof productColumns)[number];

/** These may be missing from the header, or empty in a row. */
export const optionalColumns: ReadonlySet<Column> = new Set<Column>(['codigo', 'descripcion', 'cantidad']);

/** "Id Rubro", "IDRUBRO", "idrubro" and "Código" all reduce to the same key. */
function normalizeHeader(header: unknown): string {
  return String(header ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\s\uFEFF]+/g, '')
    .toLowerCase();
}

const byNormalized = new Map(productColumns.map((column) => [normalizeHeader(column), column]));

export type HeaderMatch = { ok: true; positions: Partial<Record<Column, number>> } | { ok: false; missing: Column[] };

/** Where each known column sits in the header row (the first occurrence wins; unknown columns are ignored). */
export function matchHeader(header: readonly unknown[]): HeaderMatch {
  const positions: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const column = byNormalized.get(normalizeHeader(cell));
    if (column && positions[column] === undefined) positions[column] = index;
  });
  const missing = productColumns.filter((column) => !optionalColumns.has(column) && positions[column] === undefined);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, positions };
}
