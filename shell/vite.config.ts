import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { sharedSingletons, unitBase, productionHeaders, devRemotes } from '@frio/shared/federation';
import { units } from '@frio/shared/units';

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
        `${import.meta.dirname}/src/features/remotes/retry-plugin.ts`,
        `${import.meta.dirname}/src/features/remotes/error-plugin.ts`,
      ],
      dts: false,
      // One federation runtime per page, provided to the remotes (they build with externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    productionHeaders({ document: true }),
    devRemotes(),
  ],
  build: { target: 'es2022' },
});
