import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { sharedSingletons, unitBase } from '@frio/tooling/federation';
import { productionHeaders } from '@frio/tooling/preview-headers';
import { localSiteData } from '@frio/tooling/site-data';
import { units } from '@frio/tooling/units';
import { appStartMarkers } from '@frio/tooling/app-start';

/**
 * The tags that start the app, in one block between the app-start markers at the end of <head>: the
 * route prefetch (src/lib/remotes/prefetch-route.ts, its own small entry, so the current page's remote
 * downloads in parallel with React instead of after it), the /remotes.json preload, the federation
 * bootstrap and a modulepreload of every chunk. The prerender defers that block to after the first
 * paint of a prerendered page (tooling/src/app-start.ts).
 */
function appStartTags(): Plugin {
  const id = 'src/lib/remotes/prefetch-route.ts';
  return {
    name: 'frio-app-start',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: `${import.meta.dirname}/${id}`, name: 'prefetch-route' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === 'prefetch-route',
        );
        if (!chunk) return html;
        // Every other chunk of the shell runs on every first load, but the federation runtime imports
        // some of them dynamically (the shared router, its share bookkeeping): preload those too, so
        // they download with the rest instead of after React has been evaluated. Largest first: over
        // HTTP/1.1 a browser opens six connections per host, and the biggest files (React DOM, the
        // federation runtime, the router) are the ones that must not wait for a free connection.
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (item): item is Extract<typeof item, { type: 'chunk' }> =>
            // The prerender's renderer (prerender-app.tsx, with React's static renderer) never loads for visitors.
            item.type === 'chunk' && item !== chunk && item.name !== 'prerender-app',
        );
        const preloads = chunks
          .sort((a, b) => b.code.length - a.code.length)
          .map((item) => `<link rel="modulepreload" crossorigin href="/${item.fileName}">`);
        // The federation bootstrap (the plugin's replacement of the entry's script tag) and Vite's own
        // modulepreloads leave their places for the block.
        const entries: string[] = [];
        const rest = html
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
          .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, (tag) => {
            entries.push(tag.trim());
            return '';
          });
        // Unquoted type=module on purpose: the federation plugin wraps every type="module" script in its
        // bootstrap (which waits for the shared React), and this one must run before that. `async`: it
        // runs as soon as it has arrived, not after the app's modules have been evaluated.
        const block = [
          appStartMarkers.open,
          `<script type=module async crossorigin src="/${chunk.fileName}"></script>`,
          '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
          ...entries,
          ...preloads,
          appStartMarkers.close,
        ].join('');
        return rest.replace('</head>', `${block}</head>`);
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
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          delete ctx.bundle![fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
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

// The shell is a host with no build-time remotes: their locations come from /remotes.json at runtime.
export default defineConfig({
  base: unitBase('shell'),
  plugins: [
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
    appStartTags(),
    inlineShellStylesheet(),
    shellDocuments(),
  ],
  build: {
    target: 'es2022',
    // Fewer, larger files on the first load: the federation runtime's pieces in one chunk, and the shell
    // modules both entries (route prefetch and app) use in another.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'federation',
              test: /@module-federation\/(runtime|runtime-core|sdk|error-codes|retry-plugin)\/|vite\/preload-helper|virtual:mf-localSharedImportMap/,
            },
            {
              name: 'boot',
              test: /shell\/src\/lib\/remotes\/(page-table|remote-error|remotes-source)\.ts$|shared\/src\/contract\//,
            },
          ],
        },
      },
    },
  },
});
