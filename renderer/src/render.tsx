/**
 * The server renderer's entry (built to dist/render.js): a URL in, the app's HTML for it out, with the
 * data its page needs read from the database over REST first, so that the render waits for nothing.
 */
import { listingData, productPageData, type PublicRead } from 'mf-catalogue/server';
import { serverDataKey, type ServerData } from '@frio/shared/server-data';
import { setServerSiteOrigin } from '@frio/shared/site-origin';
import { matchesPath, pageTable, renderAppToHtml, setPageLoader } from 'shell/server';
import { importPage } from './pages.ts';

setPageLoader(importPage);

export type { PublicRead };

export interface RenderedPage {
  /** The app's HTML: the page's hoisted <title>/<meta> first, then the markup of #root. */
  html: string;
  /** 404 for a path no route has and for an unknown product (its HTML is then the 404 page), else 200. */
  status: 200 | 404;
}

const segmentOf = (pathname: string, prefix: string) => decodeURIComponent(pathname.slice(prefix.length));

/** The data a path's page reads on the server, by the key the page looks it up under, and the path's status. */
async function pageData(pathname: string, read: PublicRead): Promise<{ data: ServerData; status: 200 | 404 }> {
  if (matchesPath('/productos/insumos/:rubro', pathname)) {
    const rubro = segmentOf(pathname, '/productos/insumos/');
    return { data: new Map([[serverDataKey.listing(rubro), await listingData(rubro, read)]]), status: 200 };
  }
  if (matchesPath('/producto/:segment', pathname)) {
    const segment = segmentOf(pathname, '/producto/');
    // null: no such listed product, and the page says so (its 404 view).
    const product = await productPageData(segment, read);
    return { data: new Map([[serverDataKey.product(segment), product]]), status: product ? 200 : 404 };
  }
  // Any other path the route table does not know is the 404 page.
  return { data: new Map(), status: pageTable.some((entry) => matchesPath(entry.path, pathname)) ? 200 : 404 };
}

/**
 * Renders `url` (a path with its query) as the site at `origin` names it. `read` reads one public path of
 * the database; a listing whose rows cannot be read is rendered without them (the page then reads them).
 */
export async function renderPage(url: string, options: { origin: string; read: PublicRead }): Promise<RenderedPage> {
  setServerSiteOrigin(options.origin);
  const { pathname } = new URL(url, options.origin);
  const { data, status } = await pageData(pathname, options.read);
  return { html: await renderAppToHtml(url, data), status };
}
