import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server renderer as one Node module (dist/render.js): the shell's layout and every unit's exposed
 * pages, bundled with their CSS Modules' class names (the same names the units' browser builds give:
 * both hash each file's own CSS), React included, so one copy of each module serves the whole render.
 */
export default defineConfig({
  plugins: [react()],
  // React's production build (an SSR bundle otherwise leaves the choice to the environment at run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/render.tsx',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
  },
});
