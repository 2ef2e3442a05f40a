/**
 * The visitor's quote list (presupuesto) in localStorage, the one copy every unit reads and changes. Each
 * unit bundles this module, so the data lives only in storage: every change is written there and
 * announced (QUOTE_EVENT in this tab, `storage` in others). Storage is untrusted: an entry that does not
 * check is dropped and read as an empty list. Never throws.
 */
import type { PriceType, Product } from '../business/types.ts';
import { pageStorage } from '../site/page-storage.ts';

/** The storage key; the shape's version is inside the value. */
export const QUOTE_STORAGE_KEY = 'frio:presupuesto';
/** Version of the stored shape: a stored list of another version is discarded. */
export const QUOTE_SHAPE_VERSION = 1;
/** Dispatched on window after every change made in this tab. */
export const QUOTE_EVENT = 'frio:presupuesto-changed';
/** The most of one article a line can ask for. */
export const MAX_QUANTITY = 9999;
/** The most lines a list keeps (a larger list is a data file, not a quote request). */
export const MAX_LINES = 200;

/**
 * One product as the visitor saw it when adding it (its key, id and name as stored, its code trimmed,
 * '' when it has none), and how many they want.
 */
export type QuoteItem = Pick<Product, 'key' | 'id' | 'nombre'> & {
  codigo: string;
  /** The rubro whose listing it was added from: the list re-reads that rubro for current prices. */
  rubro: string;
  /** The unit price shown when it was added, or null when the card showed none. */
  price: number | null;
  /** Which price list that price came from (2: technicians). */
  priceList: PriceType;
  quantity: number;
  /** When it was added (ms). */
  addedAt: number;
};

/** What a card knows about a product: everything but the quantity and the time. */
export type QuoteProduct = Omit<QuoteItem, 'quantity' | 'addedAt'>;

/**
 * A line as storage holds it, under the names every release has read and written (`name`, `code`,
 * `article`): a unit released alone bundles an older copy of this module, and saved lists must open.
 */
type StoredItem = Omit<QuoteItem, 'nombre' | 'codigo' | 'id'> & { name: string; code: string; article: string };

const fromStored = ({ name, code, article, ...item }: StoredItem): QuoteItem => ({
  ...item,
  nombre: name,
  codigo: code,
  id: article,
});
const toStored = ({ nombre, codigo, id, ...item }: QuoteItem): StoredItem => ({
  ...item,
  name: nombre,
  code: codigo,
  article: id,
});

interface StoredList {
  version: typeof QUOTE_SHAPE_VERSION;
  items: StoredItem[];
}

type QuoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): QuoteStorage | null {
  return pageStorage('localStorage');
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;

function isItem(value: unknown): value is StoredItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.key) &&
    item.key !== '' &&
    isText(item.name) &&
    isText(item.code) &&
    isText(item.article) &&
    isText(item.rubro) &&
    (item.price === null || (typeof item.price === 'number' && Number.isFinite(item.price))) &&
    (item.priceList === 1 || item.priceList === 2) &&
    isQuantity(item.quantity) &&
    typeof item.addedAt === 'number' &&
    Number.isFinite(item.addedAt)
  );
}

/** The items of a stored value, or null when it is not a list of this shape version. */
export function parseQuoteList(raw: string): QuoteItem[] | null {
  try {
    const parsed = JSON.parse(raw) as Partial<StoredList> | null;
    if (parsed?.version !== QUOTE_SHAPE_VERSION || !Array.isArray(parsed.items)) return null;
    const items: unknown[] = parsed.items;
    if (items.length > MAX_LINES || !items.every(isItem)) return null;
    const keys = new Set(items.map((item) => item.key));
    return keys.size === items.length ? items.map(fromStored) : null;
  } catch {
    return null;
  }
}

const EMPTY: readonly QuoteItem[] = Object.freeze([]);
/** The last raw value read and its items: the same value gives the same array (React snapshots). */
let lastRead: { raw: string | null; items: readonly QuoteItem[] } = { raw: null, items: EMPTY };

/** The stored list (empty when there is none or it cannot be trusted, which is then removed). */
export function readQuoteList(storage: QuoteStorage | null = defaultStorage()): readonly QuoteItem[] {
  if (!storage) return EMPTY;
  let raw: string | null;
  try {
    raw = storage.getItem(QUOTE_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === lastRead.raw) return lastRead.items;
  const items = raw === null ? EMPTY : parseQuoteList(raw);
  if (items === null) {
    try {
      storage.removeItem(QUOTE_STORAGE_KEY);
    } catch {
      // nothing more to do
    }
    lastRead = { raw: null, items: EMPTY };
    return EMPTY;
  }
  lastRead = { raw, items };
  return items;
}

function writeQuoteList(items: readonly QuoteItem[], storage: QuoteStorage | null): boolean {
  if (!storage) return false;
  try {
    if (items.length === 0) storage.removeItem(QUOTE_STORAGE_KEY);
    else
      storage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ version: QUOTE_SHAPE_VERSION, items: items.map(toStored) }));
  } catch {
    return false; // full or disabled: the list stays as it was
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUOTE_EVENT));
  return true;
}

function change(
  update: (items: readonly QuoteItem[]) => readonly QuoteItem[],
  storage: QuoteStorage | null = defaultStorage(),
): boolean {
  const before = readQuoteList(storage);
  const after = update(before);
  return after === before || writeQuoteList(after, storage);
}

/** Adds one of the product (a new line, or one more on its line). False when it could not be stored. */
export function addToQuote(
  product: QuoteProduct,
  now: number = Date.now(),
  storage: QuoteStorage | null = defaultStorage(),
): boolean {
  return mergeIntoQuote([{ ...product, quantity: 1 }], now, storage);
}

function setQuantityIn(items: readonly QuoteItem[], key: string, quantity: number): readonly QuoteItem[] {
  if (quantity === 0) return items.filter((item) => item.key !== key);
  if (!isQuantity(quantity)) return items;
  return items.map((item) => (item.key === key ? { ...item, quantity } : item));
}

/** Sets a line's quantity (0 removes it); a quantity outside 0..MAX_QUANTITY changes nothing. */
export function setQuoteQuantity(key: string, quantity: number, storage: QuoteStorage | null = defaultStorage()) {
  return change((items) => setQuantityIn(items, key, quantity), storage);
}

export function removeFromQuote(key: string, storage: QuoteStorage | null = defaultStorage()): boolean {
  return change((items) => setQuantityIn(items, key, 0), storage);
}

export function clearQuote(storage: QuoteStorage | null = defaultStorage()): boolean {
  return change(() => EMPTY, storage);
}

/** A line brought from elsewhere (a shared list): a product as the viewer saw it, and how many. */
export type QuoteLineIn = QuoteProduct & { quantity: number };

/** `items` with `lines` added: quantities summed (at most MAX_QUANTITY), new lines while there is room. */
function withLines(items: readonly QuoteItem[], lines: readonly QuoteLineIn[], now: number): readonly QuoteItem[] {
  let next = items;
  for (const { quantity, ...product } of lines) {
    if (!isQuantity(quantity)) continue;
    const line = next.find((item) => item.key === product.key);
    if (line) next = setQuantityIn(next, product.key, Math.min(line.quantity + quantity, MAX_QUANTITY));
    else if (next.length < MAX_LINES) next = [...next, { ...product, quantity, addedAt: now }];
  }
  return next;
}

/** Adds lines to the list (a product already there gets the quantities summed). False when it could not be stored. */
export function mergeIntoQuote(
  lines: readonly QuoteLineIn[],
  now: number = Date.now(),
  storage: QuoteStorage | null = defaultStorage(),
): boolean {
  return change((items) => withLines(items, lines, now), storage);
}

/** Replaces the whole list with these lines. False when it could not be stored. */
export function replaceQuote(
  lines: readonly QuoteLineIn[],
  now: number = Date.now(),
  storage: QuoteStorage | null = defaultStorage(),
): boolean {
  return change(() => withLines(EMPTY, lines, now), storage);
}

/**
 * Drops every technician price (list 2) from the stored lines, keeping the lines, so that on a shared
 * computer the next person cannot read them in storage. False when it could not be stored.
 */
export function forgetTechnicianPrices(storage: QuoteStorage | null = defaultStorage()): boolean {
  return change((items) => {
    if (!items.some((item) => item.priceList === 2)) return items;
    return items.map((item) => (item.priceList === 2 ? { ...item, price: null, priceList: 1 } : item));
  }, storage);
}

/** The number of articles (lines) in the list: what the navbar shows. */
export const quoteCount = (items: readonly QuoteItem[]): number => items.length;

/** Calls `onChange` after any change of the list, in this tab or another; returns the unsubscribe. */
export function subscribeQuoteList(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUOTE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(QUOTE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(QUOTE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
