import { FIRST_PAGE_SIZE } from '@frio/shared/catalogue/listing-codec';

/** Items shown at first (docs/contract.md "Constants"): the rows of each rubro's stored first page. */
export const PAGE_SIZE = FIRST_PAGE_SIZE;
/** Items added by each 'load more' press (docs/contract.md "Constants"). */
export const PAGE_STEP = 35;

export const nextLimit = (limit: number): number => limit + PAGE_STEP;

export const canLoadMore = (listLength: number, limit: number, searchActive: boolean): boolean =>
  !searchActive && listLength > limit;

/** A stored visible count, if it is one this page could have produced (25, 60, 95, …). */
export function parseLimit(value: unknown): number | null {
  const limit = typeof value === 'string' ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < PAGE_SIZE) return null;
  return (limit - PAGE_SIZE) % PAGE_STEP === 0 ? limit : null;
}
