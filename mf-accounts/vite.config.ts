import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteFederation, unitBase } from '@frio/tooling/federation';
import { productionHeaders } from '@frio/tooling/preview-headers';

export default defineConfig({
  base: unitBase('accounts'),
  plugins: [
    react(),
    federation(
      remoteFederation({
        unit: 'accounts',
        dir: import.meta.dirname,
        firebase: true,
        exposes: {
          './RegisterPage': './src/exposed/RegisterPage.tsx',
          './RegisterCompletedPage': './src/exposed/RegisterCompletedPage.tsx',
          './LoginPage': './src/exposed/LoginPage.tsx',
          './PassRecoverPage': './src/exposed/PassRecoverPage.tsx',
          './AccountWidget': './src/exposed/AccountWidget.tsx',
        },
      }),
    ),
    productionHeaders(),
  ],
  build: { target: 'es2022' },
});
