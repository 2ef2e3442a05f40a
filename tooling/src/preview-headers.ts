/** `vite preview` as a stand-in for Firebase Hosting: the same cache, CORS and security headers, and compression. */
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import compression from 'compression';
import { serveBrotliCopies, writeBrotliCopies } from './brotli.ts';
import { localContentSecurityPolicy, localRemoteContentSecurityPolicy } from './csp.ts';
import { hostingDocuments } from './hosting-routes.ts';
import { webAppManifestPath } from '@frio/shared/web-app-manifest';
import { serviceWorkerPath } from '@frio/shared/offline';

// The server builds (server/render.js, server/pages.js) keep their names: the server renderer must read
// the one just released.
const noCacheFiles = new Set([
  '/mf-manifest.json',
  '/mf-stats.json',
  '/remoteEntry.js',
  '/server/render.js',
  '/server/pages.js',
  '/index.html',
  '/',
  webAppManifestPath,
  serviceWorkerPath,
]);

/** `document`: the shell's site (its CSP and prerendered documents); otherwise a remote's standalone page. */
export function productionHeaders({ document = false } = {}): Plugin {
  const csp = document ? localContentSecurityPolicy() : localRemoteContentSecurityPolicy();
  let outDir: string | undefined;
  return {
    name: 'frio-production-headers',
    configResolved(config) {
      if (config.command === 'build') outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (outDir) writeBrotliCopies(outDir);
    },
    configurePreviewServer(server) {
      // Firebase Hosting compresses text (Brotli when the browser accepts it, else gzip); so does the
      // local stand-in, or the measurements would lie.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0] ?? '/';
        // Firebase Hosting never deploys dot files (firebase.json `ignore`: a release's log and contract copy).
        if (url.split('/').some((segment) => segment.startsWith('.'))) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Access-Control-Allow-Origin', '*');
        // Vite's own CORS answer adds `Vary: Origin`, which the '*' above makes needless; hosting sends none,
        // and with it Chromium does not reuse a file a `<link rel=prefetch>` downloaded (prefetch-intent.ts).
        res.removeHeader('Vary');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        // Every response, as firebase.json sends it (scripts/firebase-json.ts CSP_SOURCE): a missing path
        // of any name is answered with a document that boots the app (a remote's: its standalone page).
        res.setHeader('Content-Security-Policy', csp);
        // Release version folders (pnpm release) never change once published: everything in them is immutable.
        if (url.startsWith('/assets/') || url.startsWith('/v/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (url === '/remotes.json' || url === '/firebase-config.json' || url === '/site.json') {
          res.setHeader('Cache-Control', 'no-store');
        } else if (noCacheFiles.has(url) || !url.includes('.')) {
          res.setHeader('Cache-Control', 'no-cache');
        }
        next();
      });
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      // As firebase.json tells hosting: unknown paths get HTTP 404 with 404.html.
      if (document) server.middlewares.use(hostingDocuments(outDir));
      server.middlewares.use(serveBrotliCopies(outDir));
    },
  };
}
