/**
 * The server renderer, the shell's server build (vite.server.config.ts → dist/server/render.js, published
 * with the shell): a URL in, the app's HTML for it out. The shell's layout is bundled here; each page comes
 * from its unit's own server build (dist/server/pages.js, tooling/src/server-pages.ts), which the caller
 * loads, so a unit released alone changes what is rendered for its pages. The data a page needs is read
 * first (over REST), so the render waits for nothing.
 */
import type { ComponentType } from 'react';
import { setServerSiteOrigin } from '@frio/shared/site-origin';
import { preloadPage, setPageLoader } from '../lib/remotes/load-page.ts';
import { pageFor } from '@frio/shared/routes';
import type { PublicRead } from '@frio/shared/catalogue/product-read';
import type { ServerLoader } from '@frio/shared/server-data';
import { renderAppToHtml } from './render-app.tsx';

/** What a unit's server build exports: its pages, each a module with its component and, if it reads any, its server data. */
export interface UnitServerModule {
  pages: Record<string, () => Promise<{ default: ComponentType; serverData?: ServerLoader }>>;
}

/** A unit's server build by its federation name (`mf_catalogue`). */
export type UnitLoader = (remote: string) => Promise<UnitServerModule>;

export interface RenderedPage {
  /** The app's HTML: the page's hoisted <title>/<meta> first, then the markup of #root. */
  html: string;
  /** 404 for a path no route has, an unknown rubro or product (its HTML is then the 404 page), else 200. */
  status: 200 | 404;
  /** The page's own address (`/producto/10672` → `/producto/10672-cano-de-cobre`): another is a 301 to it. */
  canonical?: string;
}

/** How long the render waits for a page's module before rendering (its error boundary says what failed). */
const PAGE_LOAD_MS = 10_000;

let currentUnits: UnitLoader | undefined;

/** `mf_catalogue/ProductPage` → its unit and its name there. */
function splitId(id: string): [remote: string, name: string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash), id.slice(slash + 1)];
}

/**
 * Renders `url` (a path with its query) as the site at `origin` names it, reading the database with `read`
 * and each page from its unit's server build through `unit`.
 */
export async function renderPage(
  url: string,
  options: { origin: string; read: PublicRead; unit: UnitLoader },
): Promise<RenderedPage> {
  setServerSiteOrigin(options.origin);
  // The caller's units: the same loader for every render of one release of the site (the pages function
  // passes a new one when it has looked at the live releases again and found one).
  if (options.unit !== currentUnits) {
    currentUnits = options.unit;
    setPageLoader(async (id) => {
      const [remote, name] = splitId(id);
      const load = (await options.unit(remote)).pages[name];
      if (!load) throw new Error(`${id}: not in ${remote}'s server build`);
      return load();
    });
  }
  const { pathname, searchParams } = new URL(url, options.origin);
  const page = pageFor(pathname);
  // Any other path is the 404 page.
  if (!page) return { html: await renderAppToHtml(url, new Map()), status: 404 };
  const [remote, name] = splitId(page);
  const pageModule = await (await options.unit(remote)).pages[name]?.();
  // Loaded before the render, which then renders this release's page module itself rather than a lazy
  // component that resolved to an earlier one.
  await preloadPage(page, PAGE_LOAD_MS);
  const { data, status, canonical } = (await pageModule?.serverData?.(pathname, options.read, searchParams)) ?? {
    data: [],
    status: 200,
  };
  return { html: await renderAppToHtml(url, new Map(data)), status, canonical };
}
