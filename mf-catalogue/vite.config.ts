import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devServer, remoteFederation, unitBase } from '@frio/tooling/federation';
import { exposeImports } from '@frio/tooling/expose-imports';
import { standalonePage } from '@frio/tooling/standalone';
import { productionHeaders } from '@frio/tooling/preview-headers';

export default defineConfig({
  base: unitBase('catalogue'),
  server: devServer('catalogue'),
  plugins: [
    react(),
    standalonePage('catalogue'),
    federation(
      remoteFederation({
        unit: 'catalogue',
        dir: import.meta.dirname,
        firebase: true,
      }),
    ),
    exposeImports({ unit: 'catalogue', dir: import.meta.dirname }),
    productionHeaders(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the remote: its loader links every stylesheet for any of its pages anyway, and a
    // rule composed into several modules was copied into each chunk's file, in an order no page chose.
    cssCodeSplit: false,
  },
});
