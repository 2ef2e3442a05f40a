/**
 * The results of a site search as /buscar shows them: grouped by rubro in the rubros' order, each group
 * its first rows and its count. The server's render (the first rows only, in the HTML) and the page's
 * (every row, once the index is loaded) both come from here, so the one becomes the other.
 */
import { rubros, type Rubro } from '@frio/shared/types';
import type { IndexedProduct } from '@frio/shared/catalogue/search-index';
import { isSortOrder, sortProducts, type SortOrder } from '../../lib/listing-query/sort.ts';

/** Rows shown per rubro; the rest are one link away, on the rubro's own listing with the same search. */
export const PER_RUBRO = 20;
/** Rows the server's HTML carries in all (its data block with them): the first, the rest come with the index. */
export const SERVER_ROWS = 60;

interface SearchGroup {
  rubro: Rubro;
  total: number;
  shown: IndexedProduct[];
}

export interface SearchGroups {
  /** The search as typed and its order (the block is used only for the same search). */
  text: string;
  order: SortOrder;
  count: number;
  groups: SearchGroup[];
}

/** `tiers`: the results closest first (SearchEngine.tiers), each in A-Z order; each is sorted in `order`. */
export function searchGroups(
  tiers: readonly (readonly IndexedProduct[])[],
  text: string,
  order: SortOrder,
  rowLimit = Infinity,
): SearchGroups {
  const byRubro = new Map<Rubro, IndexedProduct[]>();
  const found = tiers.flatMap((tier) => sortProducts(tier, order));
  for (const product of found) {
    const group = byRubro.get(product.rubro);
    if (group) group.push(product);
    else byRubro.set(product.rubro, [product]);
  }
  let left = rowLimit;
  const groups = rubros.flatMap((rubro) => {
    const products = byRubro.get(rubro);
    if (!products) return [];
    const shown = products.slice(0, Math.max(0, Math.min(PER_RUBRO, left)));
    left -= shown.length;
    return [{ rubro, total: products.length, shown }];
  });
  return { text, order, count: found.length, groups };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The name /buscar's server data is handed over under (@frio/shared/server-data). */
export const SEARCH_DATA = 'search';

/** The check of /buscar's server data (untrusted text of the document); null when it is not one. */
export function toSearchGroups(value: unknown): SearchGroups | null {
  if (!isRecord(value) || typeof value.text !== 'string' || typeof value.count !== 'number') return null;
  if (!isSortOrder(value.order) || !Array.isArray(value.groups)) return null;
  const groups = value.groups.filter(
    (group): group is SearchGroup =>
      isRecord(group) &&
      (rubros as readonly unknown[]).includes(group.rubro) &&
      typeof group.total === 'number' &&
      Array.isArray(group.shown) &&
      group.shown.every(
        (row) =>
          isRecord(row) &&
          typeof row.id === 'string' &&
          typeof row.nombre === 'string' &&
          (row.foto === undefined || Number.isSafeInteger(row.foto)),
      ),
  );
  return { text: value.text, order: value.order, count: value.count, groups };
}
