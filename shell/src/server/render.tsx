/**
 * The server renderer (dist/server/render.js). Each page comes from its unit's own server build, which the
 * caller loads, so a unit released alone changes what is rendered for its pages. A page's data is read
 * first, so the render waits for nothing.
 */
import type { ComponentType } from 'react';
import { setServerSiteOrigin } from '@frio/shared/site-origin';
import { preloadPage, setPageLoader } from '../lib/remotes/load-page.ts';
import { pageFor } from '@frio/shared/routes';
import type { PublicRead } from '@frio/shared/catalogue/product-read';
import type { ServerLoader } from '@frio/shared/server-data';
import { renderAppToHtml } from './render-app.tsx';

/** What a unit's server build exports (tooling/src/server-pages.ts). */
export interface UnitServerModule {
  pages: Record<string, () => Promise<{ default: ComponentType; serverData?: ServerLoader }>>;
}

export type UnitLoader = (remote: string) => Promise<UnitServerModule>;

export interface RenderedPage {
  html: string;
  /** 404 for a path no route has, an unknown rubro or product. */
  status: 200 | 404;
  /** The page's own address (`/producto/10672` → `/producto/10672-cano-de-cobre`): another is a 301 to it. */
  canonical?: string;
}

/** How long the render waits for a page's module before rendering (its error boundary says what failed). */
const PAGE_LOAD_MS = 10_000;

let currentUnits: UnitLoader | undefined;

function splitId(id: string): [remote: string, name: string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash), id.slice(slash + 1)];
}

export async function renderPage(
  url: string,
  options: { origin: string; read: PublicRead; unit: UnitLoader },
): Promise<RenderedPage> {
  setServerSiteOrigin(options.origin);
  // The same loader for every render of one release: a new one means a new release.
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
