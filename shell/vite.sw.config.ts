import { defineConfig } from 'vite';
import { serviceWorkerPath } from '@frio/shared/offline';

/**
 * The service worker (sw/sw.ts) as one classic script at the site's root (`dist/sw.js`: its scope is the
 * whole site), Workbox's modules bundled in. Built after the app, beside it.
 */
export default defineConfig({
  // Workbox keeps its development logging unless told it runs in production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: `${import.meta.dirname}/sw/sw.ts`,
      formats: ['iife'],
      name: 'frioServiceWorker',
      fileName: () => serviceWorkerPath.slice(1),
    },
  },
});
