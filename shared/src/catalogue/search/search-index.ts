/**
 * The search index: every listed article with what the navbar's search and `/buscar` show, as one JSON
 * text in parts (text-parts.ts: one text would pass the database's 10 MB near 170,000 articles). Never a
 * technician price: `lista2` is not a field. `rubro` is the group the article is shown under, as the
 * import decided it ("LATA DE GAS R22" → lata).
 */
import { compareByName } from '../product-shape.ts';
import { isRubro, type Product, type Rubro } from '../../business/types.ts';
import { joinedText, textParts } from '../text-parts.ts';

export const SEARCH_INDEX_PATH = 'catalogo/indice';

const FIELDS = ['id', 'codigo', 'nombre', 'rubro', 'lista1'] as const;

/**
 * One article of the index: what the search reads, its list-1 price and the rubro it is shown under; its
 * photo's stamp is not stored here but given by its reader (catalogue/photo.ts).
 */
export type IndexedProduct = Pick<Product, 'id' | 'codigo' | 'nombre' | 'lista1' | 'foto'> & { rubro: Rubro };

/** The index of the listed articles, each under the rubro the import decided for it, as stored. */
export function encodeSearchIndex(listed: readonly IndexedProduct[]): string[] {
  const rows = [...listed];
  rows.sort((a, b) => compareByName(a, b) || (a.id < b.id ? -1 : 1));
  return textParts(
    JSON.stringify({ campos: FIELDS, filas: rows.map((row) => FIELDS.map((field) => row[field] ?? null)) }),
  );
}

/** The index's text from the stored node (its parts, joined); null when the node is not an index. */
export const searchIndexText: (stored: unknown) => string | null = joinedText;

/** The index's articles (from its text), in its order; null when it is not an index (the search then says so). */
export function decodeSearchIndex(text: string | null): IndexedProduct[] | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const { campos, filas } = (parsed ?? {}) as { campos?: unknown; filas?: unknown };
  if (!Array.isArray(campos) || !Array.isArray(filas)) return null;
  const at = FIELDS.map((field) => campos.indexOf(field));
  const [id, codigo, nombre, rubro, lista1] = at;
  if (id! < 0 || nombre! < 0 || rubro! < 0) return null;
  const products: IndexedProduct[] = [];
  for (const row of filas) {
    if (!Array.isArray(row)) continue;
    const name: unknown = row[nombre!];
    const term: unknown = row[rubro!];
    const price: unknown = lista1! >= 0 ? row[lista1!] : undefined;
    const code: unknown = codigo! >= 0 ? row[codigo!] : undefined;
    if (typeof name !== 'string' || !isRubro(term) || row[id!] === null || row[id!] === undefined) continue;
    products.push({
      id: String(row[id!]),
      nombre: name,
      rubro: term,
      codigo: typeof code === 'string' ? code : undefined,
      lista1: typeof price === 'number' && Number.isFinite(price) ? price : undefined,
    });
  }
  return products;
}
