import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteFederation, unitBase } from '@frio/tooling/federation';
import { productionHeaders } from '@frio/tooling/preview-headers';

export default defineConfig({
  base: unitBase('content'),
  plugins: [
    react(),
    federation(
      remoteFederation({
        unit: 'content',
        dir: import.meta.dirname,
      }),
    ),
    productionHeaders(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the remote, and the pieces every page uses (header, illustrations, WhatsApp
    // links, facts, the shared UI) in one chunk: fewer requests in front of each page's first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'federation',
              test: /@module-federation\/(runtime|runtime-core|sdk|error-codes)\/|vite\/preload-helper|virtual:mf-localSharedImportMap/,
            },
            // The banner image is also in `common`: the home page and its later slideshow both use it, and on
            // its own it would be one more request in front of the home page's largest paint.
            {
              name: 'common',
              test: /mf-content\/src\/(components|content|hooks)\/|mf-content\/src\/features\/home\/(BannerImg\.tsx|Banner\.module\.css)|shared\/src\/(?!router|ui\/standalone)/,
            },
          ],
        },
      },
    },
  },
});
