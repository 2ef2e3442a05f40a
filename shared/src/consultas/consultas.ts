/**
 * The WhatsApp consultation counters (pure). Each click on a WhatsApp link adds one to
 * `consultas/<day>/paginas/<page key>` and to `consultas/<day>/productos/<id>` for each product it is
 * about; nothing else is stored (no session, cookie, IP or text). database.rules.json accepts only +1 on
 * today's counters. `<day>` is the day number in Argentina (UTC-3 all year), not a date string: the
 * rules can compare a number (the day node's `dia`) with `now`.
 */

import { rubros } from '../business/types.ts';
import { productRoute, rubroRoute, siteRoutes } from '../routes/site-routes.ts';

export const CONSULTAS_PATH = 'consultas';

/**
 * The address a consultation is sent to over REST (consultas-counter.ts), from the database's REST URL
 * (its query kept: the local server's ?ns=): `consultas/<day>.json`, POSTed with a PATCH override.
 * Without a day, with `{dia}` in its place (`%7Bdia%7D`: the start script puts the day in).
 */
export function consultationUrl(databaseURL: string, day?: number): string {
  const url = new URL(databaseURL);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${CONSULTAS_PATH}/${day ?? '{dia}'}.json`;
  url.searchParams.set('x-http-method-override', 'PATCH');
  return url.href;
}

const DAY_MS = 86_400_000;
/** Argentina is UTC-3 all year. */
const ARGENTINA_OFFSET_MS = 3 * 3_600_000;

/** The day number in Argentina of an instant (ms since the epoch). */
export function argentinaDay(now: number): number {
  return Math.floor((now - ARGENTINA_OFFSET_MS) / DAY_MS);
}

/** A day number as the date it is in Argentina, "2026-11-24". */
export function dayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Article ids as product keys (must match the rule in database.rules.json). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A path's words joined by dashes: '/' → '', '/productos/insumos/cobre' → 'productos-insumos-cobre'. */
function pathWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the raw path is used
  }
  return decoded
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-');
}

const routeKey = (path: string) => pathWords(path) || 'inicio';
/** A pattern route's fixed part: '/producto/:segment' → 'producto'. */
const fixedPart = (path: string) => routeKey(path.replace(/\/:[^/]+/g, ''));

/** Every product page counts under one key: its product is counted by id (`productos/<id>`). */
const PRODUCT_PAGE_KEY = fixedPart(productRoute.path);
/** Any address that is no page of the site. */
const OTHER_PAGE_KEY = 'otra';

function listPageKeys(): readonly string[] {
  return [
    ...new Set([
      ...siteRoutes.filter((route) => !route.path.includes(':')).map((route) => routeKey(route.path)),
      ...rubros.map((rubro) => `${fixedPart(rubroRoute.path)}-${rubro}`),
      PRODUCT_PAGE_KEY,
      OTHER_PAGE_KEY,
    ]),
  ];
}

/**
 * The page keys the counters take, the same list database.rules.json accepts. A fixed list bounds what a
 * day can hold, whatever a script sends, and keeps text no page has out of the owner's panel.
 */
export const PAGE_KEYS = listPageKeys();
/** The rule in database.rules.json (a unit test compares them). */
export const PAGE_KEY_PATTERN = new RegExp(`^(${PAGE_KEYS.join('|')})$`);

/** The key a stored or computed page key counts under; the panel reads keys older than PAGE_KEYS through it. */
export function countedPageKey(key: string): string {
  if (PAGE_KEYS.includes(key)) return key;
  return key.startsWith(`${PRODUCT_PAGE_KEY}-`) ? PRODUCT_PAGE_KEY : OTHER_PAGE_KEY;
}

/**
 * The page key of a pathname: '/' → 'inicio', '/productos/insumos/cobre' → 'productos-insumos-cobre',
 * '/producto/10672-cano-de-cobre' → 'producto', an address no page has → 'otra'.
 */
export function pageKey(pathname: string): string {
  return countedPageKey(routeKey(pathname));
}

/** At most this many products count for one consultation (a quote list holds at most 200 lines). */
const MAX_PRODUCTS = 200;

/**
 * The counters one consultation adds to, relative to `consultas/<day>`: the page's and, once each, the
 * products' of a PRODUCT_ATTRIBUTE value (links.ts) (ids that do not fit are left out); plus the day number the
 * rules check against `now`.
 */
export function consultationCounters(
  pathname: string,
  products: string | null | undefined,
  now: number,
): { day: number; counters: string[] } {
  const ids = new Set((products ?? '').split(/\s+/).filter((id) => PRODUCT_ID_PATTERN.test(id)));
  const counters = [`paginas/${pageKey(pathname)}`, ...[...ids].slice(0, MAX_PRODUCTS).map((id) => `productos/${id}`)];
  return { day: argentinaDay(now), counters };
}

export interface DayCount {
  /** "2026-11-24" */
  date: string;
  total: number;
}

export interface ConsultasSummary {
  /** The last `days` days, oldest first, every day present (0 when nothing was counted). */
  perDay: DayCount[];
  /** Page key → consultations in those days, most first. */
  perPage: Array<{ page: string; total: number }>;
  /** The products most asked about in those days, most first (at most `top`). */
  topProducts: Array<{ id: string; total: number }>;
  total: number;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function entries(value: unknown): Array<[string, unknown]> {
  return value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
}

function sorted(totals: Map<string, number>): Array<[string, number]> {
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The owner's view of `consultas` (as read, possibly malformed): the last `days` days up to `today`. */
export function summarizeConsultas(tree: unknown, today: number, days = 30, top = 20): ConsultasSummary {
  const first = today - days + 1;
  const perDayTotals = new Map<number, number>();
  const pages = new Map<string, number>();
  const products = new Map<string, number>();
  for (const [key, node] of entries(tree)) {
    const day = Number(key);
    if (!Number.isInteger(day) || day < first || day > today) continue;
    let dayTotal = 0;
    for (const [stored, value] of entries((node as { paginas?: unknown } | null)?.paginas)) {
      const n = count(value);
      dayTotal += n;
      const page = countedPageKey(stored);
      if (n) pages.set(page, (pages.get(page) ?? 0) + n);
    }
    for (const [id, value] of entries((node as { productos?: unknown } | null)?.productos)) {
      const n = count(value);
      if (n) products.set(id, (products.get(id) ?? 0) + n);
    }
    perDayTotals.set(day, dayTotal);
  }
  const perDay = Array.from({ length: days }, (_, i) => ({
    date: dayDate(first + i),
    total: perDayTotals.get(first + i) ?? 0,
  }));
  return {
    perDay,
    perPage: sorted(pages).map(([page, total]) => ({ page, total })),
    topProducts: sorted(products)
      .slice(0, top)
      .map(([id, total]) => ({ id, total })),
    total: perDay.reduce((sum, day) => sum + day.total, 0),
  };
}
