/**
 * Each page's one address, decided before anything is read or rendered. Hosting's CDN keeps one copy per
 * address with its query, so a query the page never reads (`?x=1`, `?x=2`, …) or a 2,000-character search
 * would each be a render nobody needs. Such an address answers a 301 to the page's own, which the CDN keeps.
 */
import { pageFor, productRoute, rubroRoute, searchRoute } from '@frio/shared/routes';

/**
 * Only the listing and /buscar read a query: `q` and `orden` (mf-catalogue/src/lib/listing-query/url-query.ts,
 * which leaves the default `nombre-asc` out); address.test.ts checks the two stay in step.
 */
const SORT_VALUES: readonly string[] = ['nombre-desc', 'precio-desc', 'precio-asc'];
const SEARCHED_PAGES: readonly string[] = [rubroRoute.page, searchRoute.page];

/**
 * The longest search text kept: /buscar searches the first 120 characters (mf-catalogue/src/server/
 * search.ts), and no article's name or code is longer.
 */
export const MAX_SEARCH_TEXT = 120;

/**
 * The longest product segment an address can hold: an article number (at most 40 characters) and a
 * name cut to 80 (`productSlug`). Anything longer names no product, and its candidate articles would each
 * be a read, some past the database's key limit (768 bytes), which the database refuses as a bad request.
 */
const MAX_PRODUCT_SEGMENT = 160;

/** ASCII control characters: a database key cannot hold them, and no page's address does. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A read of any other key is the database's 400, not a missing product, so it is checked before. */
export function isDatabaseKey(key: string): boolean {
  return key.length > 0 && Buffer.byteLength(key) <= 768 && !/[.#$[\]/]/.test(key) && !CONTROL.test(key);
}

/** Cut by whole characters, not UTF-16 units. */
function searchText(raw: string): string {
  return Array.from(raw.trim()).slice(0, MAX_SEARCH_TEXT).join('').trim();
}

/** The query `pathname`'s page reads, in the order the site's links write it. */
function ownQuery(pathname: string, params: URLSearchParams): string {
  if (!SEARCHED_PAGES.includes(pageFor(pathname) ?? '')) return '';
  const own = new URLSearchParams();
  const q = searchText(params.get('q') ?? '');
  if (q) own.set('q', q);
  const order = params.get('orden') ?? '';
  if (SORT_VALUES.includes(order)) own.set('orden', order);
  return own.toString();
}

/**
 * The address to answer instead of `rawUrl`, or null when its query is already the page's own. The
 * page's own path is the render's to decide (a bare article number, a rubro in capitals).
 */
export function ownAddress(url: URL, rawUrl: string): string | null {
  const at = rawUrl.indexOf('?');
  const sent = at === -1 ? null : rawUrl.slice(at + 1);
  const own = ownQuery(url.pathname, url.searchParams);
  const clean = own ? `${url.pathname}?${own}` : url.pathname;
  return clean === (sent === null ? url.pathname : `${url.pathname}?${sent}`) ? null : clean;
}

/** A path that can name no page is the 404 without a read. */
export function namesNoPage(pathname: string): boolean {
  const decoded = decodeURIComponent(pathname);
  if (CONTROL.test(decoded)) return true;
  if (pageFor(pathname) !== productRoute.page) return false;
  const segment = decoded.slice(decoded.lastIndexOf('/') + 1);
  return Array.from(segment).length > MAX_PRODUCT_SEGMENT;
}
