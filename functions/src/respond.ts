/** What the pages function answers, without HTTP plumbing so unit tests call it (docs/architecture.md). */
import { cacheControl, RETRY_AFTER_S } from './cache-policy.ts';
import type { LastGood } from './last-good.ts';
import type { LiveSite } from './live-site.ts';
import { isSitemapPath, sitemaps } from './sitemap.ts';
import { unavailablePage } from './unavailable-page.ts';
import { productImage, sharedStamp, type DrawImage } from './product-image.ts';
import { productImageFolder } from '@frio/shared/product-preview';
import { namesNoPage, ownAddress } from './address.ts';
import { renderTurns } from './drawing-limit.ts';
import { productPhoto } from './product-photo.ts';
import { resizePhoto, type ResizePhoto } from './photo-resize.ts';
import { PHOTO_PREFIX } from '@frio/shared/catalogue/photo';
import { FEED_PATH, readMerchantFeed } from './merchant-feed.ts';

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const htmlType = 'text/html; charset=utf-8';

/** Null when the address cannot be read: a broken escape is then a 404. */
function parse(rawUrl: string): URL | null {
  try {
    const url = new URL(rawUrl, 'http://pages.invalid');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/** Another address of the page: the CDN keeps this answer, and nothing is read or rendered for it. */
const redirect = (location: string): PageResponse => ({
  status: 301,
  headers: { Location: location, 'Cache-Control': cacheControl.redirect },
  body: '',
});

const xml = (text: string): PageResponse => ({
  status: 200,
  headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl.page },
  body: text,
});

const notFoundPath = '/__pagina-inexistente__';

/** Product images and photos share one limit of work at once. */
export function responder(site: LiveSite, lastGood: LastGood, draw: DrawImage, resize: ResizePhoto = resizePhoto) {
  const sitemap = sitemaps();
  const turns = renderTurns();
  const stamp = sharedStamp();
  return async function respond(method: string, rawUrl: string): Promise<PageResponse> {
    if (method !== 'GET' && method !== 'HEAD')
      return { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }, body: '' };
    const parsed = parse(rawUrl);
    const own = parsed && ownAddress(parsed, rawUrl);
    if (own) return redirect(own);
    // A path no page can have is the 404 page, never a read the database would refuse (an outage's 503).
    const url = parsed && !namesNoPage(parsed.pathname) ? parsed : null;
    if (parsed?.pathname.startsWith(`${productImageFolder}/`))
      return productImage(parsed.pathname, () => site.current(), { draw, resize }, turns.drawing, stamp);
    if (parsed?.pathname.startsWith(PHOTO_PREFIX))
      return productPhoto(parsed.pathname, () => site.current(), resize, turns.drawing);
    return turns.page(() => page(url));
  };

  /** `url` null: the 404 page. */
  async function page(url: URL | null): Promise<PageResponse> {
    const target = url ? `${url.pathname}${url.search}` : notFoundPath;
    let bare: string | undefined;
    try {
      const { maker, origin } = await site.current();
      bare = maker.bare;
      if (url && isSitemapPath(url.pathname)) {
        const text = await sitemap(url.pathname, origin, maker.read);
        if (text !== null) return xml(text);
      }
      if (url?.pathname === FEED_PATH) return xml(await readMerchantFeed(origin, maker.read));
      const rendered = await maker.document(url && !isSitemapPath(url.pathname) ? target : notFoundPath);
      if (rendered.status === 200 && url && rendered.canonical && rendered.canonical !== url.pathname)
        return redirect(`${rendered.canonical}${url.search}`);
      if (rendered.status === 200) lastGood.set(target, rendered.text);
      return {
        status: rendered.status,
        headers: {
          'Content-Type': htmlType,
          'Cache-Control': rendered.status === 200 ? cacheControl.page : cacheControl.notFound,
        },
        body: rendered.text,
      };
    } catch (error) {
      console.error(`pages: ${target}: ${error instanceof Error ? error.message : String(error)}`);
      const last = lastGood.get(target);
      if (last !== undefined)
        return { status: 200, headers: { 'Content-Type': htmlType, 'Cache-Control': cacheControl.stale }, body: last };
      return {
        status: 503,
        headers: {
          'Content-Type': htmlType,
          'Cache-Control': cacheControl.unavailable,
          'Retry-After': String(RETRY_AFTER_S),
        },
        body: unavailablePage(url?.pathname ?? '/', RETRY_AFTER_S, bare),
      };
    }
  }
}
