/**
 * A remote's server build: its exposed pages as one Node module, `dist/server/pages.js`, published with the
 * unit, so the server renderer renders each unit's live release without being rebuilt itself.
 * React, React DOM and the router stay imports: the renderer's copy serves every unit (one React, one
 * router context). CSS Module class names and asset URLs match the browser build's.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { unitBase } from './federation.ts';
import { exposeFiles } from './pages.ts';
import { units, type UnitKey } from './units.ts';

export const serverSingletons = ['react', 'react-dom', 'react-router', 'react-router-dom'];

/** Whether a server build leaves `id` an import (a singleton or one of its subpaths, `react-dom/static`). */
export const isServerSingleton = (id: string): boolean =>
  serverSingletons.some((name) => id === name || id.startsWith(`${name}/`));

const entryId = 'virtual:frio-server-pages';

function entry(dir: string, unit: UnitKey): Plugin {
  return {
    name: 'frio-server-pages-entry',
    resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
    load(id) {
      if (id !== `\0${entryId}`) return undefined;
      const exposes = exposeFiles(units[unit].federationName, dir);
      const pages = Object.entries(exposes).map(
        ([name, file]) => `  ${JSON.stringify(name.slice(2))}: () => import(${JSON.stringify(path.join(dir, file))}),`,
      );
      return `export const pages = {\n${pages.join('\n')}\n};`;
    },
  };
}

export function serverPagesConfig({ unit, dir }: { unit: UnitKey; dir: string }): UserConfig {
  return {
    root: dir,
    base: unitBase(unit),
    plugins: [react(), entry(dir, unit)],
    // React's production build (an SSR bundle otherwise leaves the choice to the environment at run time).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    ssr: { noExternal: true, external: serverSingletons, target: 'node' },
    build: {
      ssr: true,
      outDir: 'dist/server',
      // The browser build is in dist/: only this folder is this build's.
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: entryId,
        external: isServerSingleton,
        output: { entryFileNames: 'pages.js', codeSplitting: false },
      },
    },
  };
}
