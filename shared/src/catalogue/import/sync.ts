/**
 * The catalogue as the database holds it, derived from the good rows of a price list: public (`productos`
 * without `lista2`, a list per rubro, the search index, related products, the stamp) and private
 * (`privado/`, approved technicians and the owner only: the `lista2` prices). Pure: the writer applies it.
 */
import { recordEntries } from '../product-shape.ts';
import { encodeFirstPage, encodeListing, listingFields } from '../listing-codec.ts';
import { encodeSearchIndex, SEARCH_INDEX_PATH } from '../search/search-index.ts';
import { RELATED_PATH, relatedKeys } from './related.ts';
import { listedRubro, listingRubros } from './listing-rule.ts';
import { STAMP_PATH } from '../product-read.ts';
import { PHOTO_STAMPS_PATH, PHOTOS_PATH, photoStampsOf } from '../photo.ts';
import { rubros, type PriceListRow, type Rubro, type StoredProduct } from '../../business/types.ts';

/** Each rubro's derived list: its products' keys, the stored list and its first page (listing-codec.ts: JSON strings). */
export type DerivedLists = Partial<
  Record<Rubro, { keys: string[]; stored: string; firstPage: string; technicianPrices: string }>
>;

const LISTS_PATH = 'catalogo/listas';
const FIRST_PAGES_PATH = 'catalogo/primeras';
const PRIVATE_PRICES_PATH = 'privado/precios';
const PRIVATE_LISTS_PATH = 'privado/listas';

export function productosFrom(products: readonly PriceListRow[]): Record<string, PriceListRow> {
  const productos: Record<string, PriceListRow> = {};
  for (const product of products) productos[product.id] = product;
  return productos;
}

/** A row as `productos/<id>` stores it: everything but the technician price, and its rubro when it is listed. */
function storedRecord({ lista2: _private, ...record }: PriceListRow): StoredProduct {
  const rubro = listedRubro(record);
  return rubro ? { ...record, rubro } : record;
}

/** The record with the photo stamp the database holds for it: the owner added the photo, not the ERP's list. */
function withKeptPhoto(record: StoredProduct, before: unknown): StoredProduct {
  const foto = typeof before === 'object' && before !== null ? (before as { foto?: unknown }).foto : undefined;
  return typeof foto === 'number' ? { ...record, foto } : record;
}

/** The search index's rows: every stored record that carries a rubro, under it. */
const indexed = (stored: Record<string, StoredProduct>) =>
  Object.entries(stored).flatMap(([id, { codigo, nombre, rubro, lista1 }]) =>
    rubro ? [{ id, codigo, nombre, rubro, lista1 }] : [],
  );

const technicianFields = ['lista2'] as const;

/** Each SPEC rubro's derived list: the products passing the inclusion rule for it, with the listing's fields. */
export function derivedLists(productos: Record<string, PriceListRow>): DerivedLists {
  const members: Partial<Record<Rubro, Array<[string, PriceListRow]>>> = {};
  for (const [key, record] of Object.entries(productos)) {
    for (const rubro of listingRubros(record)) (members[rubro] ??= []).push([key, record]);
  }
  const lists: DerivedLists = {};
  for (const [rubro, entries] of Object.entries(members) as Array<[Rubro, Array<[string, PriceListRow]>]>) {
    lists[rubro] = {
      keys: entries.map(([key]) => key),
      stored: encodeListing(entries, listingFields),
      firstPage: encodeFirstPage(entries, listingFields),
      technicianPrices: encodeListing(entries, technicianFields),
    };
  }
  return lists;
}

const stored = (lists: DerivedLists, part: 'stored' | 'firstPage' | 'technicianPrices') =>
  Object.fromEntries(Object.entries(lists).map(([rubro, list]) => [rubro, list[part]]));

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/**
 * The whole tree (the demo seed, Publicar and Deshacer, which replace `productos`, `catalogo` and
 * `privado` whole): `before`, the `productos` the database holds, gives the photo stamps it keeps.
 */
export function catalogueTree(products: readonly PriceListRow[], updatedAt: number, before: unknown = null) {
  const productos = productosFrom(products);
  const lists = derivedLists(productos);
  const kept = asRecord(before);
  const records = Object.fromEntries(
    Object.entries(productos).map(([key, row]) => [key, withKeptPhoto(storedRecord(row), kept[key])]),
  );
  return {
    productos: records,
    catalogo: {
      listas: stored(lists, 'stored'),
      primeras: stored(lists, 'firstPage'),
      indice: encodeSearchIndex(indexed(records)),
      relacionados: relatedKeys(records),
      fotos: photoStampsOf(records),
      actualizado: updatedAt,
    },
    privado: { precios: mapValues(productos, (product) => product.lista2), listas: stored(lists, 'technicianPrices') },
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
  privado: unknown;
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
 * The good rows, and for each bad row whose article the catalogue holds, that article as it is stored: a
 * mistake in one cell of the ERP's list leaves its article as it was instead of taking it off the site.
 */
export function withKeptArticles(
  current: CurrentCatalogue,
  products: readonly PriceListRow[],
  rejected: ReadonlyArray<{ id?: string }>,
): PriceListRow[] {
  const before = asRecord(current.productos);
  const prices = asRecord(asRecord(current.privado).precios);
  const good = new Set(products.map((product) => product.id));
  const ids = new Set(rejected.flatMap(({ id }) => (id && !good.has(id) ? [id] : [])));
  const kept = [...ids].flatMap((id) => {
    const stored = before[id];
    if (typeof stored !== 'object' || stored === null) return [];
    const { rubro: _listed, foto: _photo, ...row } = stored as StoredProduct;
    return [{ ...row, lista2: prices[id] } as PriceListRow];
  });
  return [...products, ...kept];
}

/**
 * What to add, change and remove so that `productos` equals the good rows, in one multi-path update
 * (atomic: a dropped connection leaves the old catalogue whole). Nothing to change gives no update.
 */
export function planSync(current: CurrentCatalogue, products: readonly PriceListRow[], now: number): SyncPlan {
  const next = productosFrom(products);
  const before = asRecord(current.productos);
  const privado = asRecord(current.privado);
  const pricesBefore = asRecord(privado.precios);
  const added: string[] = [];
  const changed: string[] = [];
  const removed = Object.keys(before).filter((key) => !(key in next));
  const update: Record<string, unknown> = {};
  const records = Object.fromEntries(
    Object.entries(next).map(([key, row]) => [key, withKeptPhoto(storedRecord(row), before[key])]),
  );
  for (const [key, product] of Object.entries(next)) {
    const record = records[key]!;
    if (!(key in before)) added.push(key);
    else if (canonical(before[key]) !== canonical(record) || pricesBefore[key] !== product.lista2) changed.push(key);
    else continue;
    update[`productos/${key}`] = record;
    update[`${PRIVATE_PRICES_PATH}/${key}`] = product.lista2;
  }
  // A removed article's photo goes with it (nothing would name its bytes any more).
  for (const key of removed) Object.assign(update, { [`productos/${key}`]: null, [`${PHOTOS_PATH}/${key}`]: null });
  for (const key of Object.keys(pricesBefore).filter((key) => !(key in next)))
    update[`${PRIVATE_PRICES_PATH}/${key}`] = null;

  const lists = derivedLists(next);
  const catalogo = asRecord(current.catalogo);
  // Each stored list: where it goes, which part of a derived list it is, and what the database holds there now.
  const stores = [
    [LISTS_PATH, 'stored', asRecord(catalogo.listas)],
    [FIRST_PAGES_PATH, 'firstPage', asRecord(catalogo.primeras)],
    [PRIVATE_LISTS_PATH, 'technicianPrices', asRecord(privado.listas)],
  ] as const;
  const listsChanged: Rubro[] = [];
  const itemsPerRubro = {} as Record<Rubro, number>;
  for (const rubro of rubros) {
    itemsPerRubro[rubro] = lists[rubro]?.keys.length ?? 0;
    const differs = stores.some(([, part, before]) => (before[rubro] ?? null) !== (lists[rubro]?.[part] ?? null));
    if (!differs) continue;
    listsChanged.push(rubro);
    for (const [path, part] of stores) update[`${path}/${rubro}`] = lists[rubro]?.[part] ?? null;
  }
  const index = encodeSearchIndex(indexed(records));
  if (canonical(catalogo.indice) !== canonical(index)) update[SEARCH_INDEX_PATH] = index;
  const related = relatedKeys(records);
  const relatedBefore = asRecord(catalogo.relacionados);
  for (const [key, keys] of Object.entries(related))
    if (canonical(relatedBefore[key]) !== canonical(keys)) update[`${RELATED_PATH}/${key}`] = keys;
  for (const key of Object.keys(relatedBefore)) if (!(key in related)) update[`${RELATED_PATH}/${key}`] = null;
  // The photos' stamps under each record's rubro: a product moved to another rubro, or gone, moves its stamp.
  const photoStamps = photoStampsOf(records);
  const stampsBefore = mapValues(asRecord(catalogo.fotos), asRecord);
  if (canonical(stampsBefore) !== canonical(photoStamps)) update[PHOTO_STAMPS_PATH] = photoStamps;

  const nothing = Object.keys(update).length === 0;
  if (!nothing) update[STAMP_PATH] = now;
  return { added, changed, removed, listsChanged, itemsPerRubro, update: nothing ? null : update };
}
