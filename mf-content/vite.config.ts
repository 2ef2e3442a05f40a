import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devServer, remoteFederation, unitBase } from '@frio/tooling/federation';
import { chunkGroups } from '@frio/tooling/chunk-groups';
import { exposeImports } from '@frio/tooling/expose-imports';
import { standalonePage } from '@frio/tooling/standalone';
import { productionHeaders } from '@frio/tooling/preview-headers';

// The pieces every page uses (header, illustrations, WhatsApp links, facts, the shared UI) in one chunk:
// fewer requests in front of each page's first paint.
const chunks = chunkGroups(import.meta.dirname, [
  {
    name: 'federation',
    // The runtime itself comes from the shell (externalRuntime): only its entry shim is in this build.
    packages: ['@module-federation/runtime'],
    generated: ['vite/preload-helper', 'virtual:mf-localSharedImportMap'],
  },
  {
    name: 'common',
    sources: [
      'src/components',
      'src/content',
      'src/hooks',
      // The banner image is also in `common`: the home page and its later slideshow both use it, and on
      // its own it would be one more request in front of the home page's largest paint.
      'src/features/home/BannerImg.tsx',
      'src/features/home/Banner.module.css',
      '../shared/src',
    ],
    // The router is a shared singleton: the shell provides it, and this remote's copy is only a fallback.
    // The standalone app (the remote on its own, its index.html) is never loaded by the site's pages.
    except: ['../shared/src/site/router.ts', '../shared/src/ui/standalone.tsx'],
  },
]);

export default defineConfig({
  base: unitBase('content'),
  server: devServer('content'),
  plugins: [
    react(),
    standalonePage('content'),
    federation(
      remoteFederation({
        unit: 'content',
        dir: import.meta.dirname,
      }),
    ),
    exposeImports({ unit: 'content', dir: import.meta.dirname }),
    productionHeaders(),
    chunks.check,
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the remote.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
