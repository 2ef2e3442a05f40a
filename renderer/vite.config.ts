import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serverSingletons } from '@frio/tooling/server-pages';

/**
 * The server renderer as one Node module (dist/render.js): the shell's layout bundled, with its CSS
 * Modules' class names (the browser build's: both hash each file's own CSS). React and the router stay
 * imports, resolved here, and so are the units' server builds it loads: one copy serves the whole render.
 */
export default defineConfig({
  plugins: [react()],
  // React's production build (an SSR bundle otherwise leaves the choice to the environment at run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, external: serverSingletons, target: 'node' },
  build: {
    ssr: 'src/render.tsx',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      external: (id) => serverSingletons.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { entryFileNames: 'render.js', codeSplitting: false },
    },
  },
});
