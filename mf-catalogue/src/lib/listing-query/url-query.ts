import { DEFAULT_SORT, isSortOrder, type SortOrder } from './sort.ts';

/** URL query parameters of the listing: shareable links and Back restore the search and the order. */
const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'orden';

const orderToParam: Record<SortOrder, string> = {
  'name-asc': 'nombre-asc',
  'name-desc': 'nombre-desc',
  'price-desc': 'precio-desc',
  'price-asc': 'precio-asc',
};
const paramToOrder = new Map(Object.entries(orderToParam).map(([order, param]) => [param, order]));

/** An order as the URL spells it, and back: /buscar's select sends it in a form without JavaScript. */
export const orderParam = (order: SortOrder): string => orderToParam[order];
export const orderFromParam = (param: string): SortOrder | undefined => {
  const order = paramToOrder.get(param);
  return isSortOrder(order) ? order : undefined;
};

export function readListingQuery(params: URLSearchParams): { search: string; order: SortOrder } {
  return {
    search: params.get(SEARCH_PARAM) ?? '',
    order: orderFromParam(params.get(SORT_PARAM) ?? '') ?? DEFAULT_SORT,
  };
}

/** A copy of `params` with the search and/or order changed; defaults are left out of the URL. */
export function writeListingQuery(
  params: URLSearchParams,
  change: { search?: string; order?: SortOrder },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) {
    if (change.search === '') next.delete(SEARCH_PARAM);
    else next.set(SEARCH_PARAM, change.search);
  }
  if (change.order !== undefined) {
    if (change.order === DEFAULT_SORT) next.delete(SORT_PARAM);
    else next.set(SORT_PARAM, orderToParam[change.order]);
  }
  return next;
}
