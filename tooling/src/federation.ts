/** Build-time federation settings every unit's vite.config.ts uses, so they are declared once. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exposeFiles } from './pages.ts';
import { units, localUrl, type UnitKey } from './units.ts';

function installedVersion(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Shared singletons, identical in every unit: React, React DOM, the router module; and, in the units that
 * talk to Firebase, the one client module (one app, one auth state per page, whichever unit loads it first).
 */
export function sharedSingletons(unitDir: string, { firebase = false } = {}) {
  const v = (pkg: string) => `^${installedVersion(pkg, unitDir)}`;
  const single = (pkg: string) => ({ singleton: true, requiredVersion: v(pkg) });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // React Router is shared through this one module, tree-shaken to the API the units use.
    '@frio/shared/router': { singleton: true, requiredVersion: v('@frio/shared') },
    ...(firebase ? { '@frio/shared/firebase': { singleton: true, requiredVersion: v('@frio/shared') } } : {}),
  };
}

/**
 * Absolute public base of a unit: FRIO_BASE_URL at deploy time, the local server otherwise.
 * (Relative bases break the plugin's preload links.)
 */
export function unitBase(unit: UnitKey): string {
  const fromEnv = process.env.FRIO_BASE_URL;
  if (fromEnv) return fromEnv.endsWith('/') ? fromEnv : `${fromEnv}/`;
  return unit === 'shell' ? '/' : localUrl(units[unit].port);
}

/** A unit's dev server (`pnpm dev`, or its own `dev` alone): on its port, where the shell's /remotes.json points. */
export function devServer(unit: UnitKey) {
  return { port: units[unit].port, strictPort: true };
}

interface RemoteOptions {
  unit: Exclude<UnitKey, 'shell'>;
  /** The remote's directory (import.meta.dirname of its vite.config.ts). */
  dir: string;
  /** The unit uses the Firebase client (@frio/shared/firebase). */
  firebase?: boolean;
}

/** Federation options of a remote: a manifest at a stable URL, hashed chunks, the shared singletons. */
export function remoteFederation({ unit, dir, firebase = false }: RemoteOptions) {
  return {
    name: units[unit].federationName,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: exposeFiles(units[unit].federationName, dir),
    shared: sharedSingletons(dir, { firebase }),
    dts: false,
    bundleAllCSS: true,
    // The shell provides the one federation runtime; remotes do not ship a second copy.
    experiments: { externalRuntime: true },
  } as const;
}
