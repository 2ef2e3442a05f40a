/**
 * What a price list would change, for the back-office's preview: new, repriced, otherwise changed,
 * unchanged and removed articles, and the largest price changes in %. Pure (runs in the worker).
 */
import { recordEntries } from '../product-shape.ts';
import type { CurrentCatalogue, SyncPlan } from './sync.ts';
import type { PriceListRow } from '../../business/types.ts';

export type PriceChange = Pick<PriceListRow, 'id' | 'nombre'> & {
  list: 'lista1' | 'lista2';
  before: number;
  after: number;
  /** (after - before) / before × 100; null when the price was 0. */
  percent: number | null;
};

export interface ImportPreview {
  added: number;
  repriced: number;
  /** Changed in something other than a price (name, stock, rubro…). */
  otherwiseChanged: number;
  unchanged: number;
  removed: number;
  /** The new articles by name, so the owner sees which (one written with a wrong id comes in new). */
  addedArticles: Array<Pick<PriceListRow, 'id' | 'nombre'>>;
  /** The removed articles by name, so the owner sees which (a row whose id does not read removes its article). */
  removedArticles: Array<Pick<PriceListRow, 'id' | 'nombre'>>;
  /** Prices (of either list) that fall below half or rise beyond double: `PRICE_LEAP_FACTOR`. */
  leaps: number;
  /** The largest changes first (a halving as large as a doubling), at most `limit`. */
  largest: PriceChange[];
}

const asRecord = (value: unknown): Record<string, unknown> => Object.fromEntries(recordEntries(value));

function priceOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function previewImport(
  current: CurrentCatalogue,
  products: readonly PriceListRow[],
  plan: Pick<SyncPlan, 'added' | 'changed' | 'removed'>,
  limit = 10,
): ImportPreview {
  const before = asRecord(current.productos);
  const pricesBefore = asRecord(asRecord(current.privado).precios);
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes: PriceChange[] = [];
  let repriced = 0;
  for (const id of plan.changed) {
    const product = byId.get(id);
    if (!product) continue;
    const record = before[id] as Record<string, unknown> | undefined;
    const prices = { lista1: priceOf(record?.lista1), lista2: priceOf(pricesBefore[id]) };
    let moved = false;
    for (const list of ['lista1', 'lista2'] as const) {
      const old = prices[list];
      if (old === undefined || old === product[list]) continue;
      moved = true;
      const percent = old === 0 ? null : ((product[list] - old) / old) * 100;
      changes.push({ id, nombre: product.nombre, list, before: old, after: product[list], percent });
    }
    if (moved) repriced += 1;
  }
  // By the ratio's logarithm: a price divided by 10 (a digit left out) ranks with one multiplied by 10.
  const size = ({ before, after }: PriceChange) => (before === 0 ? Infinity : Math.abs(Math.log(after / before)));
  changes.sort((a, b) => size(b) - size(a));
  return {
    added: plan.added.length,
    repriced,
    otherwiseChanged: plan.changed.length - repriced,
    unchanged: products.length - plan.added.length - plan.changed.length,
    removed: plan.removed.length,
    addedArticles: plan.added.map((id) => ({ id, nombre: byId.get(id)?.nombre ?? '' })),
    removedArticles: plan.removed.map((id) => {
      const nombre = asRecord(before[id]).nombre;
      return { id, nombre: typeof nombre === 'string' ? nombre : '' };
    }),
    leaps: changes.filter(
      ({ before, after }) => before > 0 && (after * PRICE_LEAP_FACTOR < before || after > before * PRICE_LEAP_FACTOR),
    ).length,
    largest: changes.slice(0, limit),
  };
}

/**
 * A month's list drops a few articles; one that removes more than this share of the listed ones is most
 * likely a partial export (a filter left on in the ERP, a truncated file), so it must be confirmed twice.
 */
export const REMOVAL_WARNING_SHARE = 0.1;

/** How many articles a publish removes of how many are listed, and whether that needs a second confirmation. */
export function removalWarning(removed: number, listed: number): { removed: number; listed: number; warn: boolean } {
  return { removed, listed, warn: removed > 0 && removed > listed * REMOVAL_WARNING_SHARE };
}

/** The words of the warning, the same in the back-office and the command. */
export function removalWarningText({ removed, listed }: { removed: number; listed: number }): string {
  const percent = Math.round(REMOVAL_WARNING_SHARE * 100);
  return (
    `Esta lista da de baja ${removed.toLocaleString('es-AR')} de los ${listed.toLocaleString('es-AR')} artículos ` +
    `publicados (más del ${percent} %). Si no es lo que querés, revisá el archivo: puede estar incompleto.`
  );
}

/**
 * How far a price may move in one list before the publish asks a second time. Prices here go up a few
 * percent a month; one that falls below half or rises beyond double is most likely a typo (a digit left
 * out or added: 12500 written 1250 or 125000).
 */
const PRICE_LEAP_FACTOR = 2;

export function priceLeapWarningText(leaps: number): string {
  const what = leaps === 1 ? 'Un precio baja' : `${leaps.toLocaleString('es-AR')} precios bajan`;
  return `${what} a menos de la mitad o ${leaps === 1 ? 'sube' : 'suben'} a más del doble (ver «Cambios de precio más grandes»). Si no es lo que querés, revisá el archivo: puede faltar o sobrar una cifra.`;
}
