import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devServer, remoteFederation, unitBase } from '@frio/tooling/federation';
import { exposeImports } from '@frio/tooling/expose-imports';
import { standalonePage } from '@frio/tooling/standalone';
import { productionHeaders } from '@frio/tooling/preview-headers';

export default defineConfig({
  base: unitBase('accounts'),
  server: devServer('accounts'),
  plugins: [
    react(),
    standalonePage('accounts'),
    federation(
      remoteFederation({
        unit: 'accounts',
        dir: import.meta.dirname,
        firebase: true,
      }),
    ),
    exposeImports({ unit: 'accounts', dir: import.meta.dirname }),
    productionHeaders(),
  ],
  build: { target: 'es2022' },
});
