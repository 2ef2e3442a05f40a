import type { Product } from '@frio/shared/types';

/** The four orders of the filter panel; 'name-asc' is the default (and what 'Borrar Filtro' restores). */
const sortOrders = ['name-asc', 'name-desc', 'price-desc', 'price-asc'] as const;
export type SortOrder = (typeof sortOrders)[number];
export const DEFAULT_SORT: SortOrder = 'name-asc';

export const isSortOrder = (value: unknown): value is SortOrder =>
  typeof value === 'string' && (sortOrders as readonly string[]).includes(value);

/** What an order reads of an item: its list-1 price (the listing's rows, the search's results). */
type Priced = Pick<Product, 'lista1'>;

/** Missing prices go last in both directions. */
function byPrice(direction: 1 | -1) {
  return ({ lista1: pa }: Priced, { lista1: pb }: Priced): number => {
    if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
    return (pa - pb) * direction;
  };
}

/**
 * Items in the chosen order. The input is the rubro's list, already sorted by name ascending
 * (so 'name-asc' returns it as is and ties in price keep name order). Price sorts use lista1 (docs/contract.md "Constants").
 */
export function sortProducts<T extends Priced>(items: readonly T[], order: SortOrder): readonly T[] {
  switch (order) {
    case 'name-asc':
      return items;
    case 'name-desc':
      return [...items].reverse();
    case 'price-asc':
      return [...items].sort(byPrice(1));
    case 'price-desc':
      return [...items].sort(byPrice(-1));
  }
}
