/**
 * What a price list would change, for the back-office's preview: new, repriced, otherwise changed,
 * unchanged and removed articles, and the largest price changes in %. Pure (runs in the worker).
 */
import { recordEntries } from '../inclusion.ts';
import type { CurrentCatalogue, SyncPlan } from './sync.ts';
import type { StoredProduct } from './validate.ts';

export interface PriceChange {
  id: string;
  nombre: string;
  list: 'lista1' | 'lista2';
  before: number;
  after: number;
  /** (after - before) / before × 100; null when the price was 0. */
  percent: number | null;
}

export interface ImportPreview {
  added: number;
  repriced: number;
  /** Changed in something other than a price (name, stock, rubro…). */
  otherwiseChanged: number;
  unchanged: number;
  removed: number;
  /** The largest changes first (by |%|), at most `limit`. */
  largest: PriceChange[];
}

const asRecord = (value: unknown): Record<string, unknown> => Object.fromEntries(recordEntries(value));

function priceOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function previewImport(
  current: CurrentCatalogue,
  products: readonly StoredProduct[],
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
    const prices = {
      lista1: priceOf(record?.lista1),
      // A record from before the split holds its lista2 in productos.
      lista2: priceOf(pricesBefore[id]) ?? priceOf(record?.lista2),
    };
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
  changes.sort((a, b) => Math.abs(b.percent ?? Infinity) - Math.abs(a.percent ?? Infinity));
  return {
    added: plan.added.length,
    repriced,
    otherwiseChanged: plan.changed.length - repriced,
    unchanged: products.length - plan.added.length - plan.changed.length,
    removed: plan.removed.length,
    largest: changes.slice(0, limit),
  };
}
