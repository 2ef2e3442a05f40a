import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteFederation, unitBase, productionHeaders } from '@frio/shared/federation';

export default defineConfig({
  base: unitBase('calculator'),
  plugins: [
    react(),
    federation(
      remoteFederation({
        unit: 'calculator',
        dir: import.meta.dirname,
        exposes: {
    './CalculatorPage': './src/exposed/CalculatorPage.tsx',
        },
      }),
    ),
    productionHeaders(),
  ],
  build: { target: 'es2022' },
});
