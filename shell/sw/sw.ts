/**
 * The site's service worker (built by vite.sw.config.ts into dist/sw.js, registered by the app once the
 * page has loaded). Every page comes from the network, as without it (with navigation preload, so the
 * worker's start costs no time); only when the network fails does it answer, with the saved copy of the
 * page if the visitor saved it (`savedPagesCache`), else the "Sin conexión" page. It caches nothing by
 * itself and never answers a script, a manifest or /remotes.json: whatever a release made live is what
 * the next online visit runs.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { savedEntryPoints, savedPagesCache } from '@frio/shared/offline';
import { offlinePage } from './offline-page.ts';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: it holds no state an open page depends on.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

const network = new NetworkOnly();

/** A saved copy (`caches.match` with a cache name never creates that cache). */
const savedCopy = (request: Request | string) => caches.match(request, { cacheName: savedPagesCache });

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      const copy = await savedCopy(options.request);
      if (copy) return copy;
      const entries = await Promise.all(
        savedEntryPoints.map(async (entry) => ((await savedCopy(entry.path)) ? entry : null)),
      );
      const url = new URL(options.request.url);
      const html = offlinePage({
        address: url.pathname + url.search,
        saved: entries.filter((entry) => entry !== null),
      });
      return new Response(html, {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          // Stricter than the site's: this page runs nothing and loads nothing.
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        },
      });
    }
  }),
);
