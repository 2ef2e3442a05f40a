/**
 * The price lists kept for "Deshacer la última publicación": every publish keeps the catalogue it replaces,
 * in the same update, in one of KEPT_LISTS slots under `respaldos` (owner only). A kept list is one JSON
 * text in parts (text-parts.ts), not a node per article: the local database checks rules and copies data
 * per node, and thousands of nodes make a write slow. Free of the import's parsers: the page loads it alone.
 */
import { recordEntries } from './product-shape.ts';
import type { PriceListRow } from '../business/types.ts';
import { joinedText, textParts } from './text-parts.ts';

/**
 * How many publishes can be undone. A mistake is usually seen the same day, maybe after a second try;
 * five reaches past that. A kept list of 20,000 articles is about 4.6 MB, so five are about 23 MB.
 */
export const KEPT_LISTS = 5;
/**
 * The most parts a kept list may have (database.rules.json accepts parts 0…99, so storage is bounded
 * whatever a client sends). 100 parts hold about 425,000 demo articles, twice the 200,000 the site must
 * handle, so an ERP whose texts are twice as long still fits.
 */
export const KEPT_LIST_PARTS = 100;
export const KEPT_SUMMARY_PATH = 'respaldos/resumen';
export const KEPT_LIST_PATH = 'respaldos/listas';

const slots = Array.from({ length: KEPT_LISTS }, (_, index) => String(index + 1));

export interface KeptSummary {
  slot: string;
  /** When it was kept: the stamp of the publish that replaced it. */
  guardado: number;
  /** Its own stamp (`catalogo/actualizado` while it was published). */
  fecha: number;
  articulos: number;
}

/** What a publish keeps of the catalogue it replaces. */
export interface KeptList {
  /** The articles' JSON text, in parts (text-parts.ts). */
  parts: string[];
  articulos: number;
  fecha: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const asRecord = (value: unknown): Record<string, unknown> => Object.fromEntries(recordEntries(value));

/** The kept lists' summaries as the database returns them (slots 1…5 may come back as an array), newest first. */
export function keptSummaries(value: unknown): KeptSummary[] {
  const summaries: KeptSummary[] = [];
  for (const [slot, entry] of recordEntries(value)) {
    const record = asRecord(entry);
    const { guardado, fecha, articulos } = record;
    if (!slots.includes(slot) || !isNumber(guardado) || !isNumber(fecha) || !isNumber(articulos)) continue;
    summaries.push({ slot, guardado, fecha, articulos });
  }
  return summaries.sort((a, b) => b.guardado - a.guardado);
}

/** What "Deshacer la última publicación" brings back: the list kept last. */
export function latestKept(value: unknown): KeptSummary | null {
  return keptSummaries(value)[0] ?? null;
}

/** The catalogue as a database holds it (productos, privado/precios, the stamp) → its kept list. */
export function keptListOf(current: { productos: unknown; catalogo: unknown; privado: unknown }): KeptList | null {
  const prices = asRecord(asRecord(current.privado).precios);
  const products = recordEntries(current.productos).map(([key, record]) => {
    // The rubro is the import's verdict, not the ERP's: brought back, the list is decided again.
    const { rubro: _decided, ...product } = asRecord(record);
    return { ...product, id: typeof product.id === 'string' ? product.id : key, lista2: prices[key] };
  });
  const stamp = asRecord(current.catalogo).actualizado;
  // Every catalogue is written with its stamp: the one database without it holds none (STAMP_PATH).
  if (products.length === 0 || !isNumber(stamp)) return null;
  return { parts: textParts(JSON.stringify(products)), articulos: products.length, fecha: stamp };
}

/**
 * The paths that keep `list` beside a publish stamped `now`: a free slot, else the oldest one's (so at most
 * KEPT_LISTS are kept).
 */
export function keepUpdate(list: KeptList | null, summaries: unknown, now: number): Record<string, unknown> {
  if (!list) return {};
  const used = keptSummaries(summaries);
  const slot =
    slots.find((candidate) => !used.some((summary) => summary.slot === candidate)) ?? used[used.length - 1]!.slot;
  const summary = { guardado: now, articulos: list.articulos, fecha: list.fecha };
  return { [`${KEPT_LIST_PATH}/${slot}`]: list.parts, [`${KEPT_SUMMARY_PATH}/${slot}`]: summary };
}

/** The paths that free a slot once its list is back. */
export function dropKept(slot: string): Record<string, null> {
  return { [`${KEPT_LIST_PATH}/${slot}`]: null, [`${KEPT_SUMMARY_PATH}/${slot}`]: null };
}

export class KeptListError extends Error {
  constructor() {
    super('La lista guardada no se pudo leer: no se cambió nada.');
    this.name = 'KeptListError';
  }
}

/** A kept list as stored (its parts) → its articles, as a price list's good rows; refuses whole anything else. */
export function keptProducts(stored: unknown): PriceListRow[] {
  const text = joinedText(stored);
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    throw new KeptListError();
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new KeptListError();
  for (const item of parsed) {
    const record = asRecord(item);
    if (typeof record.id !== 'string' || typeof record.nombre !== 'string') throw new KeptListError();
  }
  return parsed as PriceListRow[];
}
