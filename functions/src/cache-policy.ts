/**
 * How long Hosting's CDN and the browser keep what the pages function answers. A price published at
 * time T reaches every page by T + 10 minutes at the latest:
 * - a browser keeps a page BROWSER_S (60 s) before asking again;
 * - the CDN answers from its copy for CDN_S (240 s), then for REVALIDATE_S (300 s) more it still answers
 *   from that copy once while it fetches a new one (stale-while-revalidate).
 * 60 + 240 + 300 = 600 s. A page nobody asked for is rendered fresh on its first request.
 */
const BROWSER_S = 60;
const CDN_S = 240;
const REVALIDATE_S = 300;

export const cacheControl = {
  page: `public, max-age=${BROWSER_S}, s-maxage=${CDN_S}, stale-while-revalidate=${REVALIDATE_S}`,
  /** An unknown product or rubro: kept a minute, so an address answers 200 within a minute of its import. */
  notFound: 'public, max-age=60, s-maxage=60',
  /** An address that leads to the page's own (a bare product number, a rubro in capitals). */
  redirect: 'public, max-age=300, s-maxage=300',
  /** The last good page, served while the database does not answer: briefly, the next request tries again. */
  stale: 'public, max-age=0, s-maxage=30',
  /** A product's image: its address names the price list's stamp, and every import changes the stamp. */
  image: 'public, max-age=31536000, immutable',
  /** Another photo is another stamp, so these bytes never change. */
  photo: 'public, max-age=31536000, immutable',
  /**
   * Another price list's image address, to the current one's: briefly, since the next Publicar moves the
   * current address on (and a page kept elsewhere names an old one).
   */
  imageRedirect: 'public, max-age=60, s-maxage=60',
  /** A rubro's image served in place of a product's that could not be drawn: briefly, the next request tries again. */
  familyImage: 'public, max-age=60, s-maxage=60',
  unavailable: 'no-store',
} as const;

export const RETRY_AFTER_S = 30;
