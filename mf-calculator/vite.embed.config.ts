/**
 * The partner embed: a second build in library mode, one self-contained script (React included) that
 * defines <frio-calculadora>. It writes only dist/embed/, after the federation build has written the
 * rest of dist/ (manifest, remoteEntry, assets), and leaves those alone.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The shadow root gets its styles inline (?inline); the CSS file library mode also emits is unused. */
function dropCssFiles(): Plugin {
  return {
    name: 'frio-embed-drop-css',
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
    },
  };
}

export default defineConfig({
  plugins: [react(), dropCssFiles()],
  // Library mode leaves process.env.NODE_ENV in React's code; the browser has no `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    // Empties dist/embed only; the federation build's files in dist/ are untouched.
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/app/embed.tsx',
      formats: ['iife'],
      name: 'FrioCalculadora',
      fileName: () => 'frio-calculadora.js',
    },
  },
});
