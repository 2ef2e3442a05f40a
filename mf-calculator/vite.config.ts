import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devServer, remoteFederation, unitBase } from '@frio/tooling/federation';
import { exposeImports } from '@frio/tooling/expose-imports';
import { standalonePage } from '@frio/tooling/standalone';
import { productionHeaders } from '@frio/tooling/preview-headers';

/** The partner embed lives at a stable URL (dist/embed/, vite.embed.config.ts): short cache, revalidated. */
function embedHeaders(): Plugin {
  return {
    name: 'frio-embed-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/embed/'))
          res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
        next();
      });
    },
  };
}

export default defineConfig({
  base: unitBase('calculator'),
  server: devServer('calculator'),
  plugins: [
    react(),
    standalonePage('calculator'),
    federation(
      remoteFederation({
        unit: 'calculator',
        dir: import.meta.dirname,
      }),
    ),
    exposeImports({ unit: 'calculator', dir: import.meta.dirname }),
    productionHeaders(),
    embedHeaders(),
  ],
  build: { target: 'es2022' },
});
