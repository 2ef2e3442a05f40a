import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { isServerSingleton, serverSingletons } from '@frio/tooling/server-pages';

/**
 * The server renderer (src/server/render.tsx) as one Node module, dist/server/render.js, published with
 * the shell: its layout bundled, with its CSS Modules' class names (the browser build's: both hash each
 * file's own CSS). React and the router stay imports, one copy for it and every unit's server build.
 */
export default defineConfig({
  plugins: [react()],
  // React's production build (an SSR bundle otherwise leaves the choice to the environment at run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true, external: serverSingletons, target: 'node' },
  build: {
    ssr: 'src/server/render.tsx',
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      external: isServerSingleton,
      output: { entryFileNames: 'render.js', codeSplitting: false },
    },
  },
});
