import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devServer, sharedSingletons, unitBase } from '@frio/tooling/federation';
import { productionHeaders } from '@frio/tooling/preview-headers';
import { localSiteData } from '@frio/tooling/site-data';
import { units } from '@frio/tooling/units';
import { chunkGroups } from '@frio/tooling/chunk-groups';
import { HTMLElement, parseHtml } from '@frio/renderer/html-document';
import { appStartAttribute } from '@frio/renderer/app-start';
import { linkPreviewImages } from '@frio/tooling/link-previews';
import { webAppManifest } from '@frio/tooling/web-app-manifest';
import { shellRoutes } from '@frio/tooling/shell-routes';

interface BundleChunk {
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The chunks that only the chunks named `names` lead to (statically or dynamically): those the entries
 * reach only through them. They load when one of them loads, never on a first load.
 */
function onlyThrough<C extends BundleChunk>(chunks: C[], names: string[]): Set<C> {
  const byFile = new Map(chunks.map((item) => [item.fileName, item]));
  const reach = (starts: C[], skip: Set<C> = new Set()) => {
    const seen = new Set<C>();
    const queue = [...starts];
    while (queue.length > 0) {
      const item = queue.pop()!;
      if (skip.has(item) || seen.has(item)) continue;
      seen.add(item);
      for (const file of [...item.imports, ...item.dynamicImports]) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return seen;
  };
  const starts = new Set(chunks.filter((item) => names.includes(item.name)));
  const fromEntries = reach(
    chunks.filter((item) => item.isEntry && !starts.has(item)),
    starts,
  );
  return new Set([...reach([...starts])].filter((item) => !fromEntries.has(item)));
}

/**
 * The tags that start the app, in <head>, each marked `data-app-start`: the route prefetch
 * (src/lib/remotes/prefetch-route.ts, its own small entry, so the current page's remote downloads in
 * parallel with React instead of after it), the /remotes.json preload and a modulepreload of every
 * chunk, beside Vite's entry script (the federation bootstrap). A prerendered document adds them after
 * its first paint (@frio/renderer/app-start). Added as Vite tag descriptors; the HTML is parsed only for
 * the scripts a descriptor cannot write (below).
 */
function firstLoadTags(): Plugin {
  const id = 'src/lib/remotes/prefetch-route.ts';
  return {
    name: 'frio-first-load-tags',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: `${import.meta.dirname}/${id}`, name: 'prefetch-route' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (item): item is Extract<typeof item, { type: 'chunk' }> => item.type === 'chunk',
        );
        const prefetch = chunks.find((item) => item.name === 'prefetch-route');
        if (!prefetch) return html;
        const document = parseHtml(html);
        // Vite's entry script, which the federation plugin points at its bootstrap (it waits for the shared React).
        const entries = document.querySelectorAll('head > script[type=module][src]');
        for (const entry of entries) entry.setAttribute(appStartAttribute, '');
        // Unquoted type=module on purpose, so no descriptor: the federation plugin wraps every
        // type="module" script in its bootstrap, and this one must run before that. `async`: it runs as
        // soon as it has arrived, not after the app's modules have been evaluated.
        entries[0]?.before(
          new HTMLElement(
            'script',
            {},
            `type=module async crossorigin ${appStartAttribute} src="/${prefetch.fileName}"`,
          ),
        );
        // Every other chunk of the shell runs on every first load, but the federation runtime imports
        // some of them dynamically (the shared router, its share bookkeeping): preload those too, so
        // they download with the rest instead of after React has been evaluated. Largest first: over
        // HTTP/1.1 a browser opens six connections per host, and the biggest files (React DOM, the
        // federation runtime, the router) are the ones that must not wait for a free connection. Vite's
        // own modulepreloads are off for the HTML (build.modulePreload below).
        // Not on a first load: the WhatsApp consultation counter (and the Firebase client it brings)
        // loads on a click on a WhatsApp link only (src/lib/consultas.ts); the refresh of a saved
        // catalogue only where one is saved (features/offline/OfflineNotice.tsx).
        const later = onlyThrough(chunks, ['consultas-counter', 'refresh-saved']);
        const preloads = chunks
          .filter((item) => item !== prefetch && !later.has(item))
          .sort((a, b) => b.code.length - a.code.length)
          .map((item) => ({ rel: 'modulepreload', crossorigin: true, href: `/${item.fileName}` }));
        const links = [{ rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, ...preloads];
        return {
          html: String(document),
          tags: links.map((attrs) => ({
            tag: 'link',
            attrs: { ...attrs, [appStartAttribute]: true },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * The shell's stylesheet (navbar, footer, layout, tokens: 8 KB) goes inline into index.html. The static
 * frame then paints as soon as the HTML has arrived, without waiting for one more request, and the
 * app's scripts get that request's share of the connection.
 */
function inlineShellStylesheet(): Plugin {
  return {
    name: 'frio-inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const document = parseHtml(html);
        const styles: string[] = [];
        for (const link of document.querySelectorAll('link[rel=stylesheet][href]')) {
          const href = link.getAttribute('href')!;
          const asset = href.startsWith('/') ? ctx.bundle?.[href.slice(1)] : undefined;
          if (asset?.type !== 'asset') continue;
          // The file stays: a lazy chunk's import names it among its dependencies (the saved
          // catalogue's refresh), and Vite's preload of a missing stylesheet fails the import.
          link.remove();
          styles.push(String(asset.source));
        }
        return {
          html: String(document),
          tags: styles.map((css) => ({ tag: 'style', children: css, injectTo: 'head' as const })),
        };
      },
    },
  };
}

/**
 * The icon goes inline too (public/favicon.svg, 289 bytes, as a data: address): every document then asks
 * for nothing but its own scripts. As a file, the browser fetched it right after the HTML, and whether that
 * request ended before the first paint decided a whole round trip in Lighthouse's simulated LCP (the same
 * route measured 0.96 or 1.12 of its floor from one run to the next). The file stays for the link-preview
 * images and for anything that asks for /favicon.svg.
 */
function inlineFavicon(): Plugin {
  const file = `${import.meta.dirname}/public/favicon.svg`;
  return {
    name: 'frio-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const href = 'href="/favicon.svg"';
      if (!html.includes(href)) throw new Error('index.html: no <link rel="icon" href="/favicon.svg"> to inline');
      const svg = readFileSync(file, 'utf8').trim();
      return html.replace(href, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/**
 * The bare shell document is also written as app.html (the prerender's template, and the page hosting
 * serves for a route without a prerendered document) and as 404.html (until the prerender writes the
 * real one), because the prerender replaces index.html with the home page.
 */
function shellDocuments(): Plugin {
  return {
    name: 'frio-shell-documents',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      for (const copy of ['app.html', '404.html']) copyFileSync(path.join(dir, 'index.html'), path.join(dir, copy));
    },
  };
}

// Fewer, larger files on the first load: the federation runtime's pieces in one chunk, and the shell
// modules both entries (route prefetch and app) use in another.
const chunks = chunkGroups(import.meta.dirname, [
  {
    name: 'federation',
    packages: [
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      '@module-federation/error-codes',
      '@module-federation/retry-plugin',
    ],
    generated: ['vite/preload-helper', 'virtual:mf-localSharedImportMap'],
  },
  {
    name: 'boot',
    sources: [
      '../shared/src/routes',
      'src/lib/remotes/remote-error.ts',
      'src/lib/remotes/remotes-source.ts',
      '../shared/src/contract',
    ],
  },
]);

// The shell is a host with no build-time remotes: their locations come from /remotes.json at runtime.
export default defineConfig({
  base: unitBase('shell'),
  server: devServer('shell'),
  plugins: [
    // The routes without each page's title and description (the pages write their own).
    shellRoutes(),
    react(),
    federation({
      name: units.shell.federationName,
      remotes: {},
      shared: sharedSingletons(import.meta.dirname),
      runtimePlugins: [
        `${import.meta.dirname}/src/lib/remotes/retry-plugin.ts`,
        `${import.meta.dirname}/src/lib/remotes/error-plugin.ts`,
      ],
      dts: false,
      // mf-manifest.json lists the shared versions this shell provides: `pnpm release` checks remotes against it.
      manifest: true,
      // One federation runtime per page, provided to the remotes (they build with externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    productionHeaders({ document: true }),
    localSiteData(),
    inlineShellStylesheet(),
    inlineFavicon(),
    firstLoadTags(),
    shellDocuments(),
    // og/<family>.png: each route family's link-preview image, drawn with the business's mark.
    linkPreviewImages({ markFile: `${import.meta.dirname}/public/favicon.svg` }),
    // manifest.webmanifest and icons/*.png: what an installed site shows, its icons drawn from the same mark.
    webAppManifest({ markFile: `${import.meta.dirname}/public/favicon.svg` }),
    chunks.check,
  ],
  build: {
    target: 'es2022',
    // firstLoadTags writes the HTML's modulepreloads; dynamic imports keep Vite's.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // Fewer, larger files on the first load: the federation runtime's pieces in one chunk, and the shell
    // modules both entries (route prefetch and app) use in another.
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
