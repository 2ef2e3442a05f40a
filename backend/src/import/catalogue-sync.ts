/**
 * The catalogue as the database holds it, derived from the good rows of a price list: `productos`
 * keyed by article id, one derived list per rubro (what the listing reads: SPEC §5's inclusion rule,
 * only the listing's fields) and `catalogo/actualizado`. Pure: the writer applies the plan.
 */
import { matchesRubro, recordEntries, toEligibleProduct } from '@frio/shared/catalogue';
import { encodeFirstPage, encodeListing } from '@frio/shared/catalogue/listing-codec';
import { rubros, type Rubro } from '@frio/shared/types';
import { productColumns, type Column } from './columns.ts';
import type { StoredProduct } from './validate.ts';

/** Each rubro's derived list: its products' keys, the stored list and its first page (listing-codec.ts: JSON strings). */
export type DerivedLists = Partial<Record<Rubro, { keys: string[]; stored: string; firstPage: string }>>;

const LISTS_PATH = 'catalogo/listas';
const FIRST_PAGES_PATH = 'catalogo/primeras';
const UPDATED_PATH = 'catalogo/actualizado';

export function productosFrom(products: readonly StoredProduct[]): Record<string, StoredProduct> {
  const productos: Record<string, StoredProduct> = {};
  for (const product of products) productos[product.id] = product;
  return productos;
}

/** The fields the listing shows: every product column but `cantidad` (the listing never shows it). */
export const listingFields = productColumns.filter(
  (column): column is Exclude<Column, 'cantidad'> => column !== 'cantidad',
);

/** Each SPEC rubro's derived list: the products passing the inclusion rule for it, with the listing's fields. */
export function derivedLists(productos: Record<string, StoredProduct>): DerivedLists {
  const members: Partial<Record<Rubro, Array<[string, StoredProduct]>>> = {};
  for (const [key, record] of Object.entries(productos)) {
    if (!toEligibleProduct(record, key)) continue;
    for (const rubro of rubros) if (matchesRubro(record.nombre, rubro)) (members[rubro] ??= []).push([key, record]);
  }
  const lists: DerivedLists = {};
  for (const [rubro, entries] of Object.entries(members) as Array<[Rubro, Array<[string, StoredProduct]>]>) {
    lists[rubro] = {
      keys: entries.map(([key]) => key),
      stored: encodeListing(entries, listingFields),
      firstPage: encodeFirstPage(entries, listingFields),
    };
  }
  return lists;
}

const stored = (lists: DerivedLists, part: 'stored' | 'firstPage') =>
  Object.fromEntries(Object.entries(lists).map(([rubro, list]) => [rubro, list[part]]));

/** The whole tree for a fresh database (the demo seed): productos plus catalogo. */
export function catalogueTree(products: readonly StoredProduct[], updatedAt: number) {
  const productos = productosFrom(products);
  const lists = derivedLists(productos);
  return {
    productos,
    catalogo: { listas: stored(lists, 'stored'), primeras: stored(lists, 'firstPage'), actualizado: updatedAt },
  };
}

/** Field order fixed, so equal records compare equal whatever order the database returns. */
function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value ?? null);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

export interface CurrentCatalogue {
  productos: unknown;
  catalogo: unknown;
}

export interface SyncPlan {
  added: string[];
  changed: string[];
  removed: string[];
  /** Rubros whose derived list changes. */
  listsChanged: Rubro[];
  itemsPerRubro: Record<Rubro, number>;
  /** The one multi-path update to apply, or null when the database already holds this catalogue. */
  update: Record<string, unknown> | null;
}

/** The database returns dense integer keys (article ids 1…N) as an array: read both as keyed records. */
const asRecord = (value: unknown): Record<string, unknown> => Object.fromEntries(recordEntries(value));

/**
 * What to add, change and remove so that `productos` equals the good rows, with the derived lists and
 * the stamp, all in one multi-path update (applied atomically: a dropped connection leaves the old
 * catalogue whole). Nothing to change gives no update at all, so a second run changes nothing.
 */
export function planSync(current: CurrentCatalogue, products: readonly StoredProduct[], now: number): SyncPlan {
  const next = productosFrom(products);
  const before = asRecord(current.productos);
  const added: string[] = [];
  const changed: string[] = [];
  const removed = Object.keys(before).filter((key) => !(key in next));
  const update: Record<string, unknown> = {};
  for (const [key, record] of Object.entries(next)) {
    if (!(key in before)) added.push(key);
    else if (canonical(before[key]) !== canonical(record)) changed.push(key);
    else continue;
    update[`productos/${key}`] = record;
  }
  for (const key of removed) update[`productos/${key}`] = null;

  const lists = derivedLists(next);
  const catalogo = asRecord(current.catalogo);
  const listsBefore = asRecord(catalogo.listas);
  const firstPagesBefore = asRecord(catalogo.primeras);
  const listsChanged: Rubro[] = [];
  const itemsPerRubro = {} as Record<Rubro, number>;
  for (const rubro of rubros) {
    const list = lists[rubro]?.stored ?? null;
    const firstPage = lists[rubro]?.firstPage ?? null;
    itemsPerRubro[rubro] = lists[rubro]?.keys.length ?? 0;
    // A list stored in the earlier form (a tree of records) differs from any string: rewritten once.
    // So does a database from before first pages: they are written then.
    if ((listsBefore[rubro] ?? null) !== list || (firstPagesBefore[rubro] ?? null) !== firstPage) {
      listsChanged.push(rubro);
      update[`${LISTS_PATH}/${rubro}`] = list;
      update[`${FIRST_PAGES_PATH}/${rubro}`] = firstPage;
    }
  }
  const known = (key: string) => (rubros as readonly string[]).includes(key);
  for (const key of Object.keys(listsBefore).filter((key) => !known(key))) update[`${LISTS_PATH}/${key}`] = null;
  for (const key of Object.keys(firstPagesBefore).filter((key) => !known(key)))
    update[`${FIRST_PAGES_PATH}/${key}`] = null;

  const nothing = Object.keys(update).length === 0 && typeof catalogo.actualizado === 'number';
  if (!nothing) update[UPDATED_PATH] = now;
  return { added, changed, removed, listsChanged, itemsPerRubro, update: nothing ? null : update };
}
