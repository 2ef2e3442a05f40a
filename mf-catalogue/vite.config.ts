import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteFederation, unitBase, productionHeaders } from '@frio/shared/federation';

export default defineConfig({
  base: unitBase('catalogue'),
  plugins: [
    react(),
    federation(
      remoteFederation({
        unit: 'catalogue',
        dir: import.meta.dirname,
        firebase: true,
        exposes: {
          './ProductListPage': './src/exposed/ProductListPage.tsx',
        },
      }),
    ),
    productionHeaders(),
  ],
  build: { target: 'es2022' },
});
