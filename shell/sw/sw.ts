/**
 * The site's service worker. Everything comes from the network first, so whatever a release or a new
 * price list made live is what the next online visit runs; only when the network fails does it answer,
 * from the copy "Usar sin conexión" saved (shared/src/offline/), else with the "Sin conexión" page. It
 * caches nothing by itself. Navigation preload makes the worker's start cost no time.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { disable as disableNavigationPreload, enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { pageTemplatePath, savedCatalogueKey, savedEntryPoints, savedPagesCache } from '@frio/shared/offline';
import { offlinePage } from './offline-page.ts';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: it holds no state an open page depends on.
void self.skipWaiting();
clientsClaim();
// Firefox fails a navigation whose preload request fails (no signal) with its own error page, before the
// worker can answer (a known Workbox report; seen with Firefox ESR): there the worker fetches the page itself.
if (/\bFirefox\//.test(navigator.userAgent)) disableNavigationPreload();
else enableNavigationPreload();

/** A saved copy (`caches.match` with a cache name never creates that cache). */
const savedCopy = (request: Request | string, ignoreSearch = false) =>
  caches.match(request, { cacheName: savedPagesCache, ignoreSearch });

/** Checked at each navigation, before the page asks for anything else: the route below must decide at once. */
let catalogueSaved = false;
const checkSaved = async () => {
  catalogueSaved = (await savedCopy(savedCatalogueKey)) !== undefined;
};

/**
 * Offline, an address saved as data only (a product, a query) renders from the bare shell's saved document;
 * so does one typed in capitals (`/productos/insumos/COBRE`), which the app reads as its saved lower-case page.
 */
async function fromTemplate(url: URL): Promise<Response | undefined> {
  if (!catalogueSaved) return undefined;
  const page =
    url.pathname.startsWith('/producto/') || (await savedCopy(url.pathname.toLowerCase(), true)) !== undefined;
  return page ? savedCopy(pageTemplatePath) : undefined;
}

async function unsavedPage(url: URL): Promise<Response> {
  const entries = await Promise.all(
    savedEntryPoints.map(async (entry) => ((await savedCopy(entry.path)) ? entry : null)),
  );
  const html = offlinePage({ address: url.pathname + url.search, saved: entries.filter((entry) => entry !== null) });
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // Stricter than the site's: this page runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  });
}

const network = new NetworkOnly();

registerRoute(
  new NavigationRoute(async (options) => {
    const saved = checkSaved();
    try {
      const [response] = await Promise.all([network.handle(options), saved]);
      return response;
    } catch {
      await saved;
      const url = new URL(options.request.url);
      return (await savedCopy(options.request)) ?? (await fromTemplate(url)) ?? unsavedPage(url);
    }
  }),
);

// With the catalogue saved, everything else a page asks for falls back to the saved copy too.
registerRoute(
  ({ request }) => catalogueSaved && request.mode !== 'navigate',
  new NetworkOnly({
    plugins: [{ handlerDidError: async ({ request }) => (await savedCopy(request)) ?? Response.error() }],
  }),
);
